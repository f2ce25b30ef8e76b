/**
 * The rows of a `:GridWeights` block — `(hru_id, cell_id, weight)` records — held as three typed columns:
 * a block can have a million rows, and one array (let alone one validated object) per row would cost far
 * more memory and time than the engine's own reading. The rows are checked once, when the columns are made.
 */
import type { WordLine } from '../../printer/lines.js';

/** One grid-weight record: HRU ID, grid cell (or station) index, weight. */
export type GridWeightRecord = [hru_id: number, cell_id: number, weight: number];

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

/** Why a value cannot be a grid-weight record, or undefined. */
export function recordProblem(v: unknown): string | undefined {
  if (!Array.isArray(v) || v.length !== 3) return 'must have exactly 3 items (hru_id, cell_id, weight)';
  for (let k = 0; k < 2; k++) {
    const n = v[k] as unknown;
    if (typeof n !== 'number' || !Number.isInteger(n)) return `item ${k} must be an integer`;
    if (n < INT32_MIN || n > INT32_MAX) return `item ${k} must be a 32-bit integer`;
  }
  if (typeof v[2] !== 'number' || !Number.isFinite(v[2])) return 'item 2 must be a finite number';
  return undefined;
}

/** The rows of a `:GridWeights` block, column by column. */
export class GridWeightRows implements Iterable<GridWeightRecord> {
  #hru: Int32Array;
  #cell: Int32Array;
  #weight: Float64Array;

  /** Columns of equal length (no arguments: no rows); the caller vouches for them (see `of` for checks). */
  constructor(hru = new Int32Array(0), cell = new Int32Array(0), weight = new Float64Array(0)) {
    if (cell.length !== hru.length || weight.length !== hru.length)
      throw new RangeError('grid-weight columns must have the same length');
    this.#hru = hru;
    this.#cell = cell;
    this.#weight = weight;
  }

  /** Checked rows from records (or rows already held), or the reason they are not grid-weight records. */
  static of(value: unknown): GridWeightRows | string {
    if (value instanceof GridWeightRows) return value;
    if (!Array.isArray(value)) return 'must be a list of (hru_id, cell_id, weight) records';
    const n = value.length;
    const hru = new Int32Array(n);
    const cell = new Int32Array(n);
    const weight = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      // A record given as a model (the spec's GWRecord is a root record) is read by its value.
      const r = value[i] as unknown;
      const rec = r && typeof r === 'object' && 'root' in r ? (r as { root: unknown }).root : r;
      const problem = recordProblem(rec);
      if (problem) return `item ${i} ${problem}`;
      const [h, c, w] = rec as GridWeightRecord;
      hru[i] = h;
      cell[i] = c;
      weight[i] = w;
    }
    return new GridWeightRows(hru, cell, weight);
  }

  /** Number of rows. */
  get length(): number {
    return this.#hru.length;
  }

  /** The HRU IDs (read-only view of the column). */
  get hruIds(): Int32Array {
    return this.#hru;
  }

  /** The grid cell (or station) indices. */
  get cellIds(): Int32Array {
    return this.#cell;
  }

  /** The weights. */
  get weights(): Float64Array {
    return this.#weight;
  }

  /** Row `i` as a record (negative counts from the end), or undefined. */
  at(i: number): GridWeightRecord | undefined {
    const k = i < 0 ? this.length + i : i;
    if (k < 0 || k >= this.length) return undefined;
    return [this.#hru[k], this.#cell[k], this.#weight[k]];
  }

  *[Symbol.iterator](): Iterator<GridWeightRecord> {
    for (let k = 0; k < this.length; k++) yield [this.#hru[k], this.#cell[k], this.#weight[k]];
  }

  /** The spec's JSON form: a list of `[hru_id, cell_id, weight]`. */
  toJSON(): GridWeightRecord[] {
    return [...this];
  }

  /** A copy with its own columns. */
  clone(): GridWeightRows {
    return new GridWeightRows(this.#hru.slice(), this.#cell.slice(), this.#weight.slice());
  }

  /** The rows as Raven lines, `hru cell weight` each, at a block depth. */
  toLines(depth = 0): WordLine[] {
    const out: WordLine[] = new Array<WordLine>(this.length);
    for (let k = 0; k < this.length; k++)
      out[k] = { depth, words: [String(this.#hru[k]), String(this.#cell[k]), String(this.#weight[k])] };
    return out;
  }
}
