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

/** Characters of row `r`'s line written with widths `w` (null: compact), without its line end. */
function rowChars(t: RowTable, r: number, indent: number, w: readonly number[] | null): number {
  const { firstField, fieldStart, fieldEnd, commentStart } = t;
  const first = firstField[r];
  const end = firstField[r + 1];
  let len = indent;
  for (let f = first; f < end; f++)
    len += fieldEnd[f] - fieldStart[f] + (f < end - 1 ? pad(t, f, first, w) : 0);
  return commentStart[r] < 0 ? len : len + 2 + commentEnd(t, r) - commentStart[r];
}

/**
 * Characters of the table's lines (line ends included) written with widths `w` (null: compact), or -1 when
 * `check` is set and a line would not fit the engine's line buffer.
 */
export function rowsLength(t: RowTable, indent: number, w: readonly number[] | null, check: boolean): number {
  const { text, rowCount, firstField, fieldStart, fieldEnd, commentStart } = t;
  let total = 0;
  for (let r = 0; r < rowCount; r++) {
    const len = rowChars(t, r, indent, w);
    total += len + 1;
    // A UTF-16 unit is at most 3 UTF-8 bytes: shorter lines cannot reach the limit.
    if (!check || len * 3 <= MAX_LINE_BYTES) continue;
    let bytes = len;
    for (let f = firstField[r]; f < firstField[r + 1]; f++)
      bytes += extraBytes(text, fieldStart[f], fieldEnd[f]);
    if (commentStart[r] >= 0) bytes += extraBytes(text, commentStart[r], commentEnd(t, r));
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

/** Characters of the source text encoded at once by `writeRows` (its rows' bytes stay in the cache). */
const CHUNK = 1 << 15;
const encoder = new TextEncoder();
/** The bytes of the chunk being written. */
let chunkBytes = new Uint8Array(CHUNK);

/**
 * Writes a long table's lines into the sink. The table's text is encoded a chunk of rows at a time (natively);
 * a chunk of ASCII (one byte per character, the usual data row) is copied byte by byte from there straight
 * into the sink's buffer, with no call per cell; a chunk holding another character is written cell by cell.
 */
export function writeRows(long: LongTable, sink: TextSink): void {
  const { table: t, indent, w } = long;
  const { text, rowCount, lineStart } = t;
  // Characters of the rows not written yet.
  let left = long.length;
  for (let r = 0; r < rowCount;) {
    const a = lineStart[r];
    let next = r + 1;
    while (next < rowCount && lineStart[next + 1] - a <= CHUNK) next++;
    const b = lineStart[next];
    if (b - a > chunkBytes.length) chunkBytes = new Uint8Array(b - a);
    const { read, written } = encoder.encodeInto(text.slice(a, b), chunkBytes);
    // Every character read and one byte each: ASCII (encodeInto stops early when the buffer is full).
    if (read === b - a && written === read) {
      const buf = sink.room(left);
      const start = sink.at;
      const end = copyRows(t, r, next, indent, w, chunkBytes, buf, start, sink);
      left -= end - start;
    } else
      for (let k = r; k < next; k++) {
        writeRow(t, k, indent, w, sink);
        left -= rowChars(t, k, indent, w) + 1;
      }
    r = next;
  }
}

/**
 * Writes rows `from` to `to` (exclusive) of a table into `buf` from `pos` (room for their characters), reading
 * their ASCII text from `bytes` (the table's text from the first row's line start, one byte per character);
 * hands them to the sink and returns where they end.
 */
function copyRows(
  t: RowTable,
  from: number,
  to: number,
  indent: number,
  w: readonly number[] | null,
  bytes: Uint8Array,
  buf: Uint8Array,
  pos: number,
  sink: TextSink,
): number {
  const { firstField, fieldStart, fieldEnd, commentStart, lineStart } = t;
  const base = lineStart[from];
  let trailing = 0;
  for (let r = from; r < to; r++) {
    const rowStart = pos;
    const first = firstField[r];
    const end = firstField[r + 1];
    for (let k = 0; k < indent; k++) buf[pos++] = SPACE;
    for (let f = first; f < end; f++) {
      for (let i = fieldStart[f] - base, e = fieldEnd[f] - base; i < e; i++) buf[pos++] = bytes[i];
      if (f < end - 1) for (let k = pad(t, f, first, w); k > 0; k--) buf[pos++] = SPACE;
    }
    if (commentStart[r] >= 0) {
      buf[pos++] = SPACE;
      buf[pos++] = SPACE;
      for (let i = commentStart[r] - base, e = commentEnd(t, r) - base; i < e; i++) {
        const c = bytes[i];
        // A lone CR in a comment (a separator to Raven, not a line end) becomes a space, as in commentText.
        buf[pos++] = c === CR ? SPACE : c;
      }
    }
    trailing = pos === rowStart ? trailing + 1 : 0;
    buf[pos++] = LF;
  }
  sink.wrote(pos, trailing);
  return pos;
}

/** Writes row `r` of a table into the sink cell by cell. */
function writeRow(t: RowTable, r: number, indent: number, w: readonly number[] | null, sink: TextSink): void {
  const { text, firstField, fieldStart, fieldEnd, commentStart } = t;
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
