/**
 * Data rows of a row table, laid out in columns straight from the table's offsets. A short table is written as
 * one string per row, which is cheapest before the JIT warms up (most tables of a file are written once); a
 * long one is measured and written byte by byte, with no string per cell or per row.
 */
import { MAX_LINE_BYTES, utf8Length } from '../parser/check/lines.js';
import type { RowTable } from '../parser/rows.js';
import type { TextSink } from './textSink.js';

/** Rows up to which a table is written as strings. */
export const SHORT_TABLE = 256;

const LF = 10;
const CR = 13;
const TAB = 9;
const SPACE = 32;

/** Widens `w` to the widest non-last cell of each column of the table. */
export function widenColumns(t: RowTable, w: number[]): void {
  const { rowCount, firstField, fieldStart, fieldEnd } = t;
  for (let r = 0; r < rowCount; r++) {
    const first = firstField[r];
    const last = firstField[r + 1] - 1;
    for (let f = first; f < last; f++) {
      const len = fieldEnd[f] - fieldStart[f];
      if (len > (w[f - first] ?? 0)) w[f - first] = len;
    }
  }
}

/** End of row `r`'s inline comment without the line end and trailing blanks (the comment starts with `#`). */
function commentEnd(t: RowTable, r: number): number {
  const c = t.commentStart[r];
  let end = t.lineStart[r + 1];
  if (end > 0 && t.text.charCodeAt(end - 1) === LF) end--;
  while (end > c) {
    const ch = t.text.charCodeAt(end - 1);
    if (ch !== SPACE && ch !== TAB && ch !== CR) break;
    end--;
  }
  return end;
}

/** Row `r`'s inline comment; a lone CR in it (a separator to Raven, not a line end) becomes a space. */
function commentText(t: RowTable, r: number): string {
  return t.text.slice(t.commentStart[r], commentEnd(t, r)).replace(/\r/g, ' ');
}

/** Spaces after non-last field `f` of a row starting at field `first`: to the column's width, or one. */
function pad(t: RowTable, f: number, first: number, w: readonly number[] | null): number {
  return w ? w[f - first] - (t.fieldEnd[f] - t.fieldStart[f]) + 1 : 1;
}

/** UTF-8 bytes of `text.slice(a, b)` beyond one per unit. */
function extraBytes(text: string, a: number, b: number): number {
  return utf8Length(text.slice(a, b)) - (b - a);
}

/**
 * Characters of the table's lines (line ends included) written with widths `w` (null: compact), or -1 when
 * `check` is set and a line would not fit the engine's line buffer.
 */
export function rowsLength(t: RowTable, indent: number, w: readonly number[] | null, check: boolean): number {
  const { text, rowCount, firstField, fieldStart, fieldEnd, commentStart } = t;
  let total = 0;
  for (let r = 0; r < rowCount; r++) {
    const first = firstField[r];
    const end = firstField[r + 1];
    let len = indent;
    for (let f = first; f < end; f++)
      len += fieldEnd[f] - fieldStart[f] + (f < end - 1 ? pad(t, f, first, w) : 0);
    const cEnd = commentStart[r] < 0 ? -1 : commentEnd(t, r);
    if (cEnd >= 0) len += 2 + cEnd - commentStart[r];
    total += len + 1;
    // A UTF-16 unit is at most 3 UTF-8 bytes: shorter lines cannot reach the limit.
    if (!check || len * 3 <= MAX_LINE_BYTES) continue;
    let bytes = len;
    for (let f = first; f < end; f++) bytes += extraBytes(text, fieldStart[f], fieldEnd[f]);
    if (cEnd >= 0) bytes += extraBytes(text, commentStart[r], cEnd);
    if (bytes > MAX_LINE_BYTES) return -1;
  }
  return total;
}

/** Row `r` as a string. */
export function rowLine(t: RowTable, r: number, indent: number, w: readonly number[] | null): string {
  const { text, firstField, fieldStart, fieldEnd, commentStart } = t;
  const first = firstField[r];
  const end = firstField[r + 1];
  let s = ' '.repeat(indent);
  for (let f = first; f < end; f++) {
    s += text.slice(fieldStart[f], fieldEnd[f]);
    if (f < end - 1) s += ' '.repeat(pad(t, f, first, w));
  }
  if (commentStart[r] >= 0) s += '  ' + commentText(t, r);
  return s;
}

/** A long table laid out in a group, written later straight from its offsets. */
export interface LongTable {
  readonly table: RowTable;
  readonly indent: number;
  readonly w: readonly number[] | null;
  /** Characters of its lines, line ends included. */
  readonly length: number;
}

/** Writes a long table's lines into the sink. */
export function writeRows(long: LongTable, sink: TextSink): void {
  const { table: t, indent, w } = long;
  const { text, rowCount, firstField, fieldStart, fieldEnd, commentStart } = t;
  for (let r = 0; r < rowCount; r++) {
    const first = firstField[r];
    const end = firstField[r + 1];
    sink.spaces(indent);
    for (let f = first; f < end; f++) {
      sink.write(text, fieldStart[f], fieldEnd[f]);
      if (f < end - 1) sink.spaces(pad(t, f, first, w));
    }
    if (commentStart[r] >= 0) {
      sink.spaces(2);
      sink.write(commentText(t, r));
    }
    sink.endLine();
  }
}
