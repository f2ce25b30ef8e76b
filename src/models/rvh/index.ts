export { UnwritableValueError } from '../commandText/write.js';
/** The .rvh models: subbasins, HRUs, groups, subbasin properties and reservoirs. */
export { SubBasin, normalizeReachLength, reachLengthProblem } from './subBasin.js';
export { SubBasins } from './subBasins.js';
export { HRU } from './hru.js';
export { HRUs, type HRURenames } from './hrus.js';
export { ignoreUnrecognizedHrus, allowedHruTypes } from '../rules/ignoreUnrecognizedHrus.js';
export { HRUGroup } from './hruGroup.js';
export { SubBasinGroup } from './subBasinGroup.js';
export { SubBasinProperty } from './subBasinProperty.js';
export { SubBasinProperties } from './subBasinProperties.js';
export { SBGroupPropertyMultiplier } from './sbGroupPropertyMultiplier.js';
export { Reservoir } from './reservoir.js';
export { SeepageParameters } from './seepageParameters.js';
export { StageRelation, StageRelations } from './stageRelations.js';
export { OutflowControlStructure } from './outflowControlStructure.js';
export { BasicWeir } from './basicWeir.js';
export { OperatingRegime } from './operatingRegime.js';
export { StageDischargeRecord, StageDischargeTable } from './stageDischargeTable.js';
