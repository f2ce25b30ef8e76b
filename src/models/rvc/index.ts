/** The .rvc command models: HRU and subbasin initial states, uniform initial conditions, solution files. */
export { HRUState } from './hruState.js';
export { HRUStateVariableTable, STATES_PER_TABLE, mergeTables } from './hruStateVariableTable.js';
export { BasinIndex } from './basinIndex.js';
export { BasinStateVariables } from './basinStateVariables.js';
export { UniformInitialConditions } from './uniformInitialConditions.js';
export { parseSolution, type Solution, type SolutionOptions } from '../solution/parseSolution.js';
