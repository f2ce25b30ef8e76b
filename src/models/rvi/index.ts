/** The .rvi command models: processes and their list, conditions and groups, outputs, ensembles, soil model. */
export { EvaluationPeriod } from './evaluationPeriod.js';
export { Process } from './process.js';
export * from '../processes/processModels.js';
export { Conditional } from './conditional.js';
export { ProcessGroup } from './processGroup.js';
export { HydrologicProcesses, type ProcessItem } from './hydrologicProcesses.js';
export { CustomOutput } from './customOutput.js';
export { EnsembleMode } from './ensembleMode.js';
export { SoilModel } from './soilModel.js';
export { aliasesIn, withAliases, type ReadContext } from '../commandText/aliasContext.js';
