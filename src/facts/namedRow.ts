/**
 * Rows of a table whose columns the catalogue names (`:HRUs`, `:SubBasins`). A model may have tens of
 * thousands of rows and rules read a few columns of each, so a row keeps only its place in the scanned row
 * table and makes a cell's token when a rule asks for it.
 */
import type { Rows } from '../ast/nodes.js';
import { scanRows, type RowTable } from '../parser/rows.js';
import { atofAt, idKeyAt, type IdKey } from './ravenNumbers.js';
import type { CommandRef } from './readingOrder.js';
import type { Token } from './site.js';

/** One column of many rows as its distinct texts (see `NamedRow.texts`). */
export interface ColumnTexts {
  /** Each distinct text of the column, in the order of first appearance. */
  readonly values: readonly string[];
  /** The row where each value first appears. */
  readonly first: readonly number[];
  /** Per row, the index of its text in `values` (-1 where the row has no such cell). */
  readonly of: Int32Array;
}

/** True when `text[start, end)` is `value` (compared code by code: cheaper than startsWith for short names). */
function sameText(text: string, start: number, end: number, value: string): boolean {
  if (end - start !== value.length) return false;
  for (let j = 0; j < value.length; j++) if (text.charCodeAt(start + j) !== value.charCodeAt(j)) return false;
  return true;
}

/** A table row whose cells are named after the catalogue's columns. */
export class NamedRow {
  /**
   * One column of many rows as its distinct texts, in one pass. Rules that look each HRU's class or profile up
   * do so once per distinct name instead of once per row (10,000 HRUs often name a handful of classes); a cell
   * equal to the row before's is compared in place, with no string made.
   */
  static texts(rows: readonly NamedRow[], column: string): ColumnTexts {
    const values: string[] = [];
    const first: number[] = [];
    const index = new Map<string, number>();
    const of = new Int32Array(rows.length);
    let last = -1;
    let lastText = '';
    // Rows of one block share their column map and table: both are looked up when they change.
    let columns: ReadonlyMap<string, number> | undefined;
    let i: number | undefined;
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r];
      if (row.columns !== columns) i = (columns = row.columns).get(column);
      const table = row.table;
      const f0 = table.firstField[row.row];
      if (i === undefined || f0 + i >= table.firstField[row.row + 1]) {
        of[r] = -1;
        continue;
      }
      const s = table.fieldStart[f0 + i];
      const e = table.fieldEnd[f0 + i];
      if (last >= 0 && sameText(table.text, s, e, lastText)) {
        of[r] = last;
        continue;
      }
      const text = table.text.slice(s, e);
      let k = index.get(text);
      if (k === undefined) {
        k = values.length;
        values.push(text);
        first.push(r);
        index.set(text, k);
      }
      of[r] = last = k;
      lastText = text;
    }
    return { values, first, of };
  }

  /**
   * One column of many rows read as Raven's atof reads it, in one pass: NaN where a row has no such cell, or
   * fewer than `minSize` values (a short row is another rule's finding).
   */
  static numbers(rows: readonly NamedRow[], column: string, minSize = 0): Float64Array {
    const out = new Float64Array(rows.length);
    let columns: ReadonlyMap<string, number> | undefined;
    let i: number | undefined;
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r];
      if (row.columns !== columns) i = (columns = row.columns).get(column);
      const table = row.table;
      const f0 = table.firstField[row.row];
      const size = table.firstField[row.row + 1] - f0;
      if (i === undefined || i >= size || size < minSize) {
        out[r] = NaN;
        continue;
      }
      out[r] = atofAt(table.text, table.fieldStart[f0 + i], table.fieldEnd[f0 + i]);
    }
    return out;
  }

  private cells?: Readonly<Record<string, Token | undefined>>;

  constructor(
    readonly ref: CommandRef,
    private readonly table: RowTable,
    private readonly row: number,
    /** Offset of the Rows node in its file. */
    private readonly base: number,
    private readonly columns: ReadonlyMap<string, number>,
  ) {}

  /** Offset of the start of the row's line. */
  get start(): number {
    return this.base + this.table.lineStart[this.row];
  }

  /** The number of values on the row. */
  get size(): number {
    return this.table.firstField[this.row + 1] - this.table.firstField[this.row];
  }

  /**
   * One column of many rows as Raven's StringIsLong sees it, in one pass: per row 1 for a whole number, 0 for
   * anything else, -1 where the row has no such cell.
   */
  static wholeNumbers(rows: readonly NamedRow[], column: string): Int8Array {
    const out = new Int8Array(rows.length);
    let columns: ReadonlyMap<string, number> | undefined;
    let i: number | undefined;
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r];
      if (row.columns !== columns) i = (columns = row.columns).get(column);
      out[r] = i === undefined || i >= row.size ? -1 : row.isLongAt(i) ? 1 : 0;
    }
    return out;
  }

  /** The i-th value of the row. */
  at(i: number): Token | undefined {
    if (i < 0 || i >= this.size) return undefined;
    const f = this.table.firstField[this.row] + i;
    const s = this.table.fieldStart[f];
    const e = this.table.fieldEnd[f];
    return {
      text: this.table.text.slice(s, e),
      site: { file: this.ref.file, offset: this.base + s, length: e - s },
    };
  }

  /** The text of the i-th value (no token made). */
  textAt(i: number): string | undefined {
    if (i < 0 || i >= this.size) return undefined;
    const f = this.table.firstField[this.row] + i;
    return this.table.text.slice(this.table.fieldStart[f], this.table.fieldEnd[f]);
  }

  /** The cell of a column, by the catalogue's column name. */
  get(column: string): Token | undefined {
    const i = this.columns.get(column);
    return i === undefined ? undefined : this.at(i);
  }

  /** The text of a column's cell (no token made). */
  text(column: string): string | undefined {
    const i = this.columns.get(column);
    return i === undefined ? undefined : this.textAt(i);
  }

  /** True when the row has a cell in a column. */
  has(column: string): boolean {
    const i = this.columns.get(column);
    return i !== undefined && i < this.size;
  }

  /** True when a column's cell is exactly `value` (compared in place: no string made). */
  textIs(column: string, value: string): boolean {
    const i = this.columns.get(column);
    if (i === undefined || i >= this.size) return false;
    const f = this.table.firstField[this.row] + i;
    const start = this.table.fieldStart[f];
    return this.table.fieldEnd[f] - start === value.length && this.table.text.startsWith(value, start);
  }

  /** A column's cell read as an ID (atoll) map key; a plain ID is read digit by digit, with no string made. */
  key(column: string): IdKey | undefined {
    const i = this.columns.get(column);
    return i === undefined ? undefined : this.keyAt(i);
  }

  /** The i-th value read as an ID map key (see `key`). */
  keyAt(i: number): IdKey | undefined {
    if (i < 0 || i >= this.size) return undefined;
    const f = this.table.firstField[this.row] + i;
    return idKeyAt(this.table.text, this.table.fieldStart[f], this.table.fieldEnd[f]);
  }

  /** True when a column's cell is a whole number as Raven's StringIsLong sees it (a sign, then digits). */
  isLong(column: string): boolean {
    const i = this.columns.get(column);
    return i !== undefined && this.isLongAt(i);
  }

  /** True when the i-th value is a whole number (see `isLong`). */
  isLongAt(i: number): boolean {
    if (i < 0 || i >= this.size) return false;
    const f = this.table.firstField[this.row] + i;
    let s = this.table.fieldStart[f];
    const e = this.table.fieldEnd[f];
    const text = this.table.text;
    const c0 = text.charCodeAt(s);
    if (c0 === 43 || c0 === 45) s++;
    if (s >= e) return false;
    for (let j = s; j < e; j++) {
      const c = text.charCodeAt(j);
      if (c < 48 || c > 57) return false;
    }
    return true;
  }

  /** A column's cell as Raven's atof reads it (undefined when the row has no such cell), made without a string
   * for a plain number. */
  number(column: string): number | undefined {
    const i = this.columns.get(column);
    if (i === undefined || i >= this.size) return undefined;
    const f = this.table.firstField[this.row] + i;
    return atofAt(this.table.text, this.table.fieldStart[f], this.table.fieldEnd[f]);
  }

  /** Every cell by column name (made on first use; prefer `get` in rules that read a few columns). */
  get cell(): Readonly<Record<string, Token | undefined>> {
    if (!this.cells) {
      const out: Record<string, Token | undefined> = {};
      for (const [name, i] of this.columns) out[name] = this.at(i);
      this.cells = out;
    }
    return this.cells;
  }

  /** Every value of the row, in order. */
  get tokens(): Token[] {
    return Array.from({ length: this.size }, (_, i) => this.at(i)!);
  }
}

/** The rows of a block command whose columns are named. */
export function namedRows(ref: CommandRef, columns: readonly string[]): NamedRow[] {
  const index = new Map(columns.map((c, i) => [c, i]));
  const out: NamedRow[] = [];
  for (const item of ref.command.body ?? []) {
    if (item.kind !== 'rows') continue;
    const table = scanRows(item as Rows);
    for (let r = 0; r < table.rowCount; r++) {
      if (table.firstField[r + 1] > table.firstField[r])
        out.push(new NamedRow(ref, table, r, item.start, index));
    }
  }
  return out;
}
