/** The reference rules (RV2xx): every name and ID a command uses is defined where Raven looks for it. */
import type { Rule } from '../../rule.js';
import { aggregateDiagnosticGroup } from './aggregateDiagnosticGroup.js';
import { channelProfile } from './channelProfile.js';
import { classChange } from './classChange.js';
import { downstreamSubbasin } from './downstreamSubbasin.js';
import { gaugeName } from './gaugeName.js';
import { hruClass } from './hruClass.js';
import { hruGroup } from './hruGroup.js';
import { hruId } from './hruId.js';
import { hruSubbasin } from './hruSubbasin.js';
import { missingFile } from './missingFile.js';
import { parameterClass } from './parameterClass.js';
import { profileSoilClass } from './profileSoilClass.js';
import { seriesSubbasin } from './seriesSubbasin.js';
import { subbasinGroup } from './subbasinGroup.js';
import { hruGroupUndeclared } from './hruGroupUndeclared.js';
import { subbasinId } from './subbasinId.js';
import { unreadableFile } from './unreadableFile.js';

import { liveFileReference } from './liveFileReference.js';
import { managementCondition } from './managementCondition.js';
import { managementDemand } from './managementDemand.js';
import { managementExpressionError } from './managementExpressionError.js';
import { managementExpressionInvalid } from './managementExpressionInvalid.js';
import { managementExpressionTerm } from './managementExpressionTerm.js';
import { managementVariable } from './managementVariable.js';
import { ensembleAssimilation } from './ensembleAssimilation.js';
import { parameterUpdateTarget } from './parameterUpdateTarget.js';
import { ensembleGroup } from './ensembleGroup.js';
import { lateralFlushGroups } from './lateralFlushGroups.js';
import { lateralFlushInterbasin } from './lateralFlushInterbasin.js';
/** Every reference rule, by code. */
export const REFERENCE_RULES: readonly Rule[] = [
  missingFile,
  hruClass,
  hruSubbasin,
  downstreamSubbasin,
  channelProfile,
  profileSoilClass,
  parameterClass,
  hruGroup,
  subbasinGroup,
  hruId,
  subbasinId,
  gaugeName,
  classChange,
  unreadableFile,
  aggregateDiagnosticGroup,
  seriesSubbasin,
  hruGroupUndeclared,
  liveFileReference,
  managementCondition,
  managementDemand,
  managementExpressionTerm,
  managementExpressionInvalid,
  managementExpressionError,
  managementVariable,
  ensembleAssimilation,
  parameterUpdateTarget,
  ensembleGroup,
  lateralFlushGroups,
  lateralFlushInterbasin,
];
