/** One row of `:SubBasinProperties`: a subbasin ID and its values, in the order of the :Parameters line. */
import { field } from '../modelClass/field.js';
import { Record } from '../modelClass/model.js';
import { t } from '../modelClass/types.js';
import type { Expr } from '../symbolic/expr.js';
import { rule } from '../rules/rule.js';
import { rvWord } from '../commandText/write.js';

/** Why a subbasin ID is not one Raven reads (it converts the word with atoll, so text would become 0). */
export function sbIdProblem(v: unknown): string | undefined {
  return typeof v === 'string' && !/^[+-]?\d+$/.test(v)
    ? `must be a subbasin ID (an integer); got ${JSON.stringify(v)}`
    : undefined;
}

/** The properties of one subbasin. */
export class SubBasinProperty extends Record {
  @field(t.str(), { coerceString: true, doc: 'Subbasin ID.' })
  @rule('subbasin_id', sbIdProblem)
  sb_id!: string;
  @field(t.list(t.expr()), { doc: 'One value per parameter of the :Parameters line.' })
  values!: Expr[];

  /** The row's words. */
  rowWords(): string[] {
    const at = `SubBasinProperty ${this.sb_id}`;
    return [rvWord(this.sb_id, `${at} sb_id`), ...this.values.map((v, i) => rvWord(v, `${at} value ${i}`))];
  }
}
