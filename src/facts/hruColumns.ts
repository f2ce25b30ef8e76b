/**
 * Columns of the :HRUs rows, each read once per model and shared by the rules that need it: the distinct
 * names of a class or profile column (rules look each name up once, not once per HRU), and the numbers of a
 * numeric column. Models reach 10,000 HRUs; a dozen rules read these columns.
 */
import type { ModelFacts } from './facts.js';
import { oncePerModelAnd } from './memo.js';
import { NamedRow, type ColumnTexts } from './namedRow.js';

/** The number of values of a whole :HRUs row; the range rules leave shorter rows to the column-count rule. */
const FULL_ROW = 13;

/** An HRU column's distinct texts, in order of first appearance, and each HRU's (see `NamedRow.texts`). */
export const hruTexts: (model: ModelFacts, column: string) => ColumnTexts = oncePerModelAnd((model, column) =>
  NamedRow.texts(model.rvh.hrus, column),
);

/**
 * An HRU column as numbers, as Raven's atof reads them; NaN for a row shorter than a whole :HRUs row or
 * without the cell (and for a cell Raven itself reads as NaN: ask the row when that matters).
 */
export const hruNumbers: (model: ModelFacts, column: string) => Float64Array = oncePerModelAnd(
  (model, column) => NamedRow.numbers(model.rvh.hrus, column, FULL_ROW),
);

/** The rows of the HRUs whose column has the distinct value `k`, in reading order. */
export function rowsWith(column: ColumnTexts, k: number): number[] {
  const out: number[] = [];
  for (let r = 0; r < column.of.length; r++) if (column.of[r] === k) out.push(r);
  return out;
}
