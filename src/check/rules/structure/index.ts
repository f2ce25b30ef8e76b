/** The structure rules (RV1xx): blocks, identifiers, the subbasin network. */
import type { Rule } from '../../rule.js';
import { avgAnnualRunoff } from './avgAnnualRunoff.js';
import { duplicateHru } from './duplicateHru.js';
import { duplicateName } from './duplicateName.js';
import { duplicateSubbasin } from './duplicateSubbasin.js';
import { emptySubbasin } from './emptySubbasin.js';
import { gaugeWeightsCount } from './gaugeWeightsCount.js';
import { initialConditionsCount } from './initialConditionsCount.js';
import { integerId } from './integerId.js';
import { missingEnd } from './missingEnd.js';
import { lakeArea } from './lakeArea.js';
import { managementDisabledSubbasin } from './managementDisabledSubbasin.js';
import { byteOrderMark } from './byteOrderMark.js';
import { openTableAtEnd } from './openTableAtEnd.js';
import { redirectDepth } from './redirectDepth.js';
import { requiredBlock } from './requiredBlock.js';
import { reservoirPerSubbasin } from './reservoirPerSubbasin.js';
import { reservoirStageRelations } from './reservoirStageRelations.js';
import { routingCycle } from './routingCycle.js';
import { soilProfileHorizons } from './soilProfileHorizons.js';
import { tableColumns } from './tableColumns.js';
import { zeroRunoffReferenceFlow } from './zeroRunoffReferenceFlow.js';
import { hruDisabled } from './hruDisabled.js';
import { soilTableLines } from './soilTableLines.js';
import { lookupTableCsvRow } from './lookupTableCsvRow.js';
import { managementLineIgnored } from './managementLineIgnored.js';

/** Every structure rule, by code. */
export const STRUCTURE_RULES: readonly Rule[] = [
  missingEnd,
  redirectDepth,
  duplicateSubbasin,
  duplicateHru,
  routingCycle,
  emptySubbasin,
  requiredBlock,
  soilProfileHorizons,
  avgAnnualRunoff,
  gaugeWeightsCount,
  integerId,
  duplicateName,
  tableColumns,
  reservoirPerSubbasin,
  openTableAtEnd,
  byteOrderMark,
  lakeArea,
  managementDisabledSubbasin,
  reservoirStageRelations,
  zeroRunoffReferenceFlow,
  initialConditionsCount,
  hruDisabled,
  soilTableLines,
  managementLineIgnored,
  lookupTableCsvRow,
];
