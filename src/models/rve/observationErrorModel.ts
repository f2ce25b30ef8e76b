/** `:ObservationErrorModel STREAMFLOW DIST p1 p2 ADJ`: random error added to the observed streamflow in EnKF. */
import { field } from '../modelClass/field.js';
import { LineCommand } from '../modelClass/model.js';
import { command } from '../modelClass/registry.js';
import { t } from '../modelClass/types.js';
import { AdjustmentValues, DistributionValues } from '../options/ensemble.js';

/** An observation error model: `:ObservationErrorModel STREAMFLOW DIST_UNIFORM 1.0 2.0 ADDITIVE`. */
@command('rve')
export class ObservationErrorModel extends LineCommand {
  @field(t.literal('STREAMFLOW'), { doc: 'Observed state (streamflow only in the interface).' })
  state!: 'STREAMFLOW';
  @field(t.enumOf(DistributionValues, 'Distribution'), { doc: 'Distribution of the error.' })
  dist!: string;
  @field(t.float(), { doc: 'First distribution parameter.' })
  p1!: number;
  @field(t.float(), { doc: 'Second distribution parameter.' })
  p2!: number;
  @field(t.enumOf(AdjustmentValues, 'Adjustment'), { doc: 'ADDITIVE or MULTIPLICATIVE.' })
  adj!: string;
}
