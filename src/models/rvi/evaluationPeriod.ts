/** `:EvaluationPeriod name start end`: a named period over which the diagnostics are computed. */
import { field } from '../modelClass/field.js';
import { LineCommand } from '../modelClass/model.js';
import { command } from '../modelClass/registry.js';
import { t } from '../modelClass/types.js';

/** A diagnostics period: `:EvaluationPeriod CALIBRATION 2000-01-01 2005-12-31`. */
@command('rvi')
export class EvaluationPeriod extends LineCommand {
  @field(t.str(), { doc: 'Period name, used in the diagnostics file.' })
  name!: string;
  @field(t.date(), { doc: 'First day (yyyy-mm-dd).' })
  start!: string;
  @field(t.date(), { doc: 'Last day (yyyy-mm-dd).' })
  end!: string;
}
