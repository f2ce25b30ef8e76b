/**
 * `:AssimilateStreamflow SBID` in the .rve: a subbasin whose observed flow the EnKF filter assimilates. (In the
 * .rvi, `:AssimilateStreamflow` is a flag without arguments that turns on direct insertion.) Raven reads the
 * id as an integer (`s_to_ll`), so the string must be one.
 */
import { field } from '../modelClass/field.js';
import { LineCommand } from '../modelClass/model.js';
import { command } from '../modelClass/registry.js';
import { t } from '../modelClass/types.js';
import { rule } from '../rules/rule.js';

/** Field rule: an integer written in digits (what Raven's `s_to_ll` reads whole). */
function IsIntegerText(): PropertyDecorator {
  return rule('integerText', (v) =>
    typeof v !== 'string' || /^[+-]?\d+$/.test(v)
      ? undefined
      : 'must be a subbasin id, an integer (Raven reads any other text as 0)',
  );
}

/** Streamflow assimilation at a subbasin: `:AssimilateStreamflow 2`. */
@command('rve')
export class AssimilateStreamflow extends LineCommand {
  @IsIntegerText()
  @field(t.str(), { coerceString: true, doc: 'Subbasin id.' })
  sb_id!: string;
}
