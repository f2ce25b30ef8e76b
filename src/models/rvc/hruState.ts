/** `HRUState`: one row of `:HRUStateVariableTable`, the initial state variables of one HRU. */
import { isNumberLiteral } from '../../parser/numbers.js';
import { field } from '../modelClass/field.js';
import { Record as RecordModel } from '../modelClass/model.js';
import { t } from '../modelClass/types.js';
import type { Expr } from '../symbolic/expr.js';
import { signedWord } from '../commandText/write.js';

/** The state of one HRU: its id and a value per state variable name (`{ "SOIL[0]": 12.5 }`). */
export class HRUState extends RecordModel {
  @field(t.int(), { default: 1, doc: 'HRU identifier.' })
  hru_id!: number;
  @field(t.dict(t.expr()), { default: () => ({}), doc: 'Value of each state variable, by name.' })
  data!: Record<string, Expr>;

  /**
   * Reads one table row, `1,0.1,12.5` (commas or spaces, as Raven splits them); the values are named by
   * `names`, or `S0`, `S1`, … as in the reference library when no names are given.
   */
  static parse(sol: string, names?: readonly string[]): HRUState {
    const [id = '', ...values] = sol
      .trim()
      .split(/[\s,]+/)
      .filter((w) => w !== '');
    const keys = names ?? values.map((_, i) => `S${i}`);
    const num = (w: string) => (isNumberLiteral(w, 0, w.length) ? Number(w) : w);
    return new HRUState({
      hru_id: num(id),
      data: Object.fromEntries(keys.map((k, i) => [k, num(values[i] ?? '')])),
    });
  }

  /** The words of this HRU's row for the columns `names` (missing values written as 0). */
  rowWords(names: readonly string[]): string[] {
    return [this.hru_id, ...names.map((n) => this.data[n] ?? 0)].map(signedWord);
  }
}
