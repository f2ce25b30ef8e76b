/** The time and data rules (RV4xx): dates, the simulation period, gauges, forcing coverage, physical values. */
import { flowDiversion } from './flowDiversion.js';
import type { Rule } from '../../rule.js';
import { assimilationObservations } from './assimilationObservations.js';
import { calendarInvalid } from './calendarInvalid.js';
import { calendarNonstandard } from './calendarNonstandard.js';
import { dataFile } from './dataFile.js';
import { dateInvalid } from './dateInvalid.js';
import { durationInvalid } from './durationInvalid.js';
import { endBeforeStart } from './endBeforeStart.js';
import { evaluationNoObservations } from './evaluationNoObservations.js';
import { evaluationPeriod } from './evaluationPeriod.js';
import { forcingMissing } from './forcingMissing.js';
import { forcingName } from './forcingName.js';
import { forcingOverwritten } from './forcingOverwritten.js';
import { forcingPeriod } from './forcingPeriod.js';
import { forcingValues } from './forcingValues.js';
import { gaugeCommandOutside } from './gaugeCommandOutside.js';
import { gaugeLocation } from './gaugeLocation.js';
import { gaugeParameter } from './gaugeParameter.js';
import { enkfNoObservations } from './enkfNoObservations.js';
import { fewsFiles } from './fewsFiles.js';
import { gaugeWeights } from './gaugeWeights.js';
import { gridWeights } from './gridWeights.js';
import { hruArea } from './hruArea.js';
import { hruAspect } from './hruAspect.js';
import { hruLocation } from './hruLocation.js';
import { hruSlope } from './hruSlope.js';
import { netcdfName } from './netcdfName.js';
import { netcdfTime } from './netcdfTime.js';
import { outputDumpTime } from './outputDumpTime.js';
import { rainSnowMismatch } from './rainSnowMismatch.js';
import { rainSnowRecalculated } from './rainSnowRecalculated.js';
import { observationSubbasin } from './observationSubbasin.js';
import { observationWeights } from './observationWeights.js';
import { reachLength } from './reachLength.js';
import { rvcTimestamp } from './rvcTimestamp.js';
import { rvcStateVariable } from './rvcStateVariable.js';
import { rvcReservoir } from './rvcReservoir.js';
import { observationType } from './observationType.js';
import { overrideStreamflow } from './overrideStreamflow.js';
import { referenceFlow } from './referenceFlow.js';
import { seriesConstituent } from './seriesConstituent.js';
import { seriesInterval } from './seriesInterval.js';
import { temperatureRange } from './temperatureRange.js';
import { transientParameterSeries } from './transientParameterSeries.js';
import { subdailyTemperatureEnds } from './subdailyTemperatureEnds.js';
import { timestepInvalid } from './timestepInvalid.js';
import { userSeriesUnused } from './userSeriesUnused.js';
import { weightsOutnumberObservations } from './weightsOutnumberObservations.js';
import { assimilationStart } from './assimilationStart.js';
import { classChangeAfterEnd } from './classChangeAfterEnd.js';
import { rvcRoutingHistory } from './rvcRoutingHistory.js';
import { rvcTransportVariables } from './rvcTransportVariables.js';

/** Every time and data rule, by code. */
export const DATA_RULES: readonly Rule[] = [
  dateInvalid,
  endBeforeStart,
  durationInvalid,
  timestepInvalid,
  calendarInvalid,
  outputDumpTime,
  seriesInterval,
  forcingPeriod,
  dataFile,
  netcdfName,
  netcdfTime,
  forcingName,
  gaugeLocation,
  gaugeCommandOutside,
  gaugeWeights,
  gridWeights,
  forcingMissing,
  forcingValues,
  hruArea,
  hruLocation,
  hruSlope,
  hruAspect,
  reachLength,
  referenceFlow,
  rainSnowMismatch,
  rainSnowRecalculated,
  observationSubbasin,
  observationWeights,
  evaluationPeriod,
  weightsOutnumberObservations,
  evaluationNoObservations,
  rvcTimestamp,
  calendarNonstandard,
  forcingOverwritten,
  temperatureRange,
  rvcStateVariable,
  rvcReservoir,
  observationType,
  overrideStreamflow,
  assimilationStart,
  classChangeAfterEnd,
  assimilationObservations,
  userSeriesUnused,
  seriesConstituent,
  gaugeParameter,
  enkfNoObservations,
  fewsFiles,
  flowDiversion,
  rvcRoutingHistory,
  rvcTransportVariables,
  transientParameterSeries,
  subdailyTemperatureEnds,
];
