/** The parameter rules' public face: the master list of required parameters and the value limits. */
export type { ModelDescription, ProcessLine } from './model.js';
export { masterParameterList, optionParameters, processParameters } from './masterList.js';
export type { RequiredParameter } from './masterList.js';
export { ifMissing, parameterRequirements } from './requirements.js';
export type { IfMissing, ParameterRequirement } from './requirements.js';
export { PARAMETER_STATE_VARIABLES, stateVariablesOf } from './stateVariables.js';
export { canonicalProcessCommand, processRuleOf } from './processRule.js';
export { checkClassValues, checkParameterValue } from './valueLimits.js';
export type { LimitViolation } from './valueLimits.js';
