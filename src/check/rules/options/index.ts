/** The option rules (RV5xx): option values and algorithms, and what each needs of the model. */
import type { Rule } from '../../rule.js';
import { algorithmSoilLayers } from './algorithmSoilLayers.js';
import { redirectFlowTarget } from './redirectFlowTarget.js';
import { commandBeforeSoilModel } from './commandBeforeSoilModel.js';
import { legacyName } from './legacyName.js';
import { convolveLimit } from './convolveLimit.js';
import { modifierWithoutProcess } from './modifierWithoutProcess.js';
import { oroTempGauges } from './oroTempGauges.js';
import { processBeforeSoilModel } from './processBeforeSoilModel.js';
import { processStoreOverridden } from './processStoreOverridden.js';
import { processStoreRefused } from './processStoreRefused.js';
import { soilLayerBeyondModel } from './soilLayerBeyondModel.js';
import { soilProfileLayers } from './soilProfileLayers.js';
import { unknownStateVariable } from './unknownStateVariable.js';
import { wetlandDepression } from './wetlandDepression.js';
import { routeNoneSubbasins } from './routeNoneSubbasins.js';
import { lateralEquilibrateAlone } from './lateralEquilibrateAlone.js';
import { histogramBins } from './histogramBins.js';
import { netcdfCustomStatistic } from './netcdfCustomStatistic.js';
import { customOutputVariable } from './customOutputVariable.js';
import { customOutputInterval } from './customOutputInterval.js';
import { blendedWeights } from './blendedWeights.js';
import { evaluationMetricWidth } from './evaluationMetricWidth.js';
import { processGroupWeights } from './processGroupWeights.js';
import { lakeReleaseSurface } from './lakeReleaseSurface.js';
import { customOutputFilename } from './customOutputFilename.js';
import { waterYearMonth } from './waterYearMonth.js';
import { processGroupWeightCount } from './processGroupWeightCount.js';

import { ensembleCommandIgnored } from './ensembleCommandIgnored.js';
import { managementLpSolve } from './managementLpSolve.js';
import { enkfSetup } from './enkfSetup.js';
import { transportStorage } from './transportStorage.js';
import { timestepMidnight } from './timestepMidnight.js';
import { shortwaveDataClouds } from './shortwaveDataClouds.js';
import { customTableCrash } from './customTableCrash.js';
import { enkfDirectInsertion } from './enkfDirectInsertion.js';
import { transportLayerLimit } from './transportLayerLimit.js';
import { transportBeforeProcesses } from './transportBeforeProcesses.js';
/** Every option rule, by code. */
export const OPTION_RULES: readonly Rule[] = [
  unknownStateVariable,
  soilLayerBeyondModel,
  processStoreRefused,
  processStoreOverridden,
  algorithmSoilLayers,
  convolveLimit,
  processBeforeSoilModel,
  modifierWithoutProcess,
  soilProfileLayers,
  wetlandDepression,
  routeNoneSubbasins,
  oroTempGauges,
  commandBeforeSoilModel,
  legacyName,
  lateralEquilibrateAlone,
  histogramBins,
  netcdfCustomStatistic,
  customOutputVariable,
  customOutputInterval,
  blendedWeights,
  evaluationMetricWidth,
  processGroupWeights,
  lakeReleaseSurface,
  customOutputFilename,
  waterYearMonth,
  processGroupWeightCount,
  ensembleCommandIgnored,
  managementLpSolve,
  enkfSetup,
  transportStorage,
  timestepMidnight,
  shortwaveDataClouds,
  customTableCrash,
  enkfDirectInsertion,
  redirectFlowTarget,
  transportLayerLimit,
  transportBeforeProcesses,
];
