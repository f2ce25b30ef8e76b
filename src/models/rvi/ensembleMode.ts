/** `:EnsembleMode ENSEMBLE_ENKF n`: runs an ensemble Kalman filter of n members, configured in the .rve. */
import { field } from '../modelClass/field.js';
import { LineCommand } from '../modelClass/model.js';
import { command } from '../modelClass/registry.js';
import { t } from '../modelClass/types.js';

/** The ensemble mode of the interface: `:EnsembleMode ENSEMBLE_ENKF 10`. */
@command('rvi')
export class EnsembleMode extends LineCommand {
  @field(t.literal('ENSEMBLE_ENKF'), {
    default: 'ENSEMBLE_ENKF',
    doc: 'Ensemble mode (only EnKF in the interface).',
  })
  mode!: 'ENSEMBLE_ENKF';
  @field(t.int(), { doc: 'Number of ensemble members.' })
  n!: number;
}
