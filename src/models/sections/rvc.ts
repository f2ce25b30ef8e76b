/** RVC: the initial conditions file's section. */
import { t } from '../modelClass/types.js';
import { dict, opt } from './opt.js';
import { bound, RV } from './rv.js';

const model = (name: string) => t.model(bound('rvc', name));

/** The .rvc section. */
export class RVC extends RV {
  @opt(model(':HRUStateVariableTable'), 'HRUStateVariableTable') hru_state_variable_table!: object | null;
  @opt(model(':BasinStateVariables'), 'BasinStateVariables') basin_state_variables!: object | null;
  @dict(t.expr(), 'UniformInitialConditions') uniform_initial_conditions!: { [state: string]: unknown };
}
