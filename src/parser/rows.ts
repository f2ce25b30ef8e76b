/**
 * The fast path for data lines: a hand-written scanner that splits the text of a Rows node into rows and
 * fields (offsets in typed arrays), and decodes numeric fields into a Float64Array. No token object and no
 * string is made per value, which is what makes a million-row block cheap.
 */
import type { Rows } from '../ast/nodes.js';
import { isSeparator } from '../lexer/lineKind.js';
import { numberAt } from './numbers.js';

const LF = 10;
const HASH = 35;

/** Rows and fields of a Rows node; offsets are relative to the node's text. */
export interface RowTable {
  readonly text: string;
  readonly rowCount: number;
  /** Start offset of each row's line; one extra entry holds the end of the text. */
  readonly lineStart: Int32Array;
  /** Index of each row's first field in fieldStart/fieldEnd; one extra entry holds the field count. */
  readonly firstField: Int32Array;
  readonly fieldStart: Int32Array;
  readonly fieldEnd: Int32Array;
  /** Offset of each row's inline comment (`#…`), or -1. */
  readonly commentStart: Int32Array;
}

function grow(a: Int32Array<ArrayBuffer>, size: number): Int32Array<ArrayBuffer> {
  if (size < a.length) return a;
  const b = new Int32Array(Math.max(size + 1, a.length * 2));
  b.set(a);
  return b;
}

/** Splits data lines into rows and fields by the engine's separators and `#` comment rule. */
export function scanRowText(text: string): RowTable {
  const estimate = Math.max(16, (text.length >> 3) | 0);
  let lineStart = new Int32Array(Math.max(16, estimate >> 2));
  let firstField = new Int32Array(lineStart.length);
  let commentStart = new Int32Array(lineStart.length);
  let fieldStart = new Int32Array(estimate);
  let fieldEnd = new Int32Array(estimate);
  let rows = 0;
  let fields = 0;
  let i = 0;
  const n = text.length;
  while (i < n) {
    lineStart = grow(lineStart, rows + 1);
    firstField = grow(firstField, rows + 1);
    commentStart = grow(commentStart, rows + 1);
    lineStart[rows] = i;
    firstField[rows] = fields;
    commentStart[rows] = -1;
    let onLine = 0;
    while (i < n) {
      let c = text.charCodeAt(i);
      if (c === LF) {
        i++;
        break;
      }
      if (isSeparator(c)) {
        i++;
        continue;
      }
      if (c === HASH && onLine > 0) {
        // A token after the first that starts with # drops the rest of the line (the engine's rule).
        commentStart[rows] = i;
        let j = text.indexOf('\n', i);
        if (j < 0) j = n;
        // Keep a CR of a CRLF line end out of the comment.
        i = j;
        continue;
      }
      const s = i;
      while (i < n && (c = text.charCodeAt(i)) !== LF && !isSeparator(c)) i++;
      fieldStart = grow(fieldStart, fields);
      fieldEnd = grow(fieldEnd, fields);
      fieldStart[fields] = s;
      fieldEnd[fields] = i;
      fields++;
      onLine++;
    }
    rows++;
  }
  lineStart = grow(lineStart, rows + 1);
  firstField = grow(firstField, rows + 1);
  lineStart[rows] = n;
  firstField[rows] = fields;
  return {
    text,
    rowCount: rows,
    lineStart: lineStart.subarray(0, rows + 1),
    firstField: firstField.subarray(0, rows + 1),
    fieldStart: fieldStart.subarray(0, fields),
    fieldEnd: fieldEnd.subarray(0, fields),
    commentStart: commentStart.subarray(0, rows),
  };
}

const tables = new WeakMap<Rows, RowTable>();

/** The row table of a Rows node (scanned once, then cached). */
export function scanRows(rows: Rows): RowTable {
  let table = tables.get(rows);
  if (!table) {
    table = scanRowText(rows.text);
    tables.set(rows, table);
  }
  return table;
}

/** The text of field `f` of a row table. */
export function fieldText(table: RowTable, f: number): string {
  return table.text.slice(table.fieldStart[f], table.fieldEnd[f]);
}

/** The fields of row `r` as strings. */
export function rowFields(table: RowTable, r: number): string[] {
  const out: string[] = [];
  for (let f = table.firstField[r]; f < table.firstField[r + 1]; f++) out.push(fieldText(table, f));
  return out;
}

/** The inline comment of row `r` (from `#`, without the line end), or ''. */
export function rowComment(table: RowTable, r: number): string {
  const c = table.commentStart[r];
  if (c < 0) return '';
  let end = table.lineStart[r + 1];
  if (end > 0 && table.text.charCodeAt(end - 1) === LF) end--;
  if (end > c && table.text.charCodeAt(end - 1) === 13) end--;
  return table.text.slice(c, end);
}

/** Every field of the table decoded as a number (NaN where a field is not a number literal). */
export function decodeNumbers(table: RowTable): Float64Array {
  const out = new Float64Array(table.fieldStart.length);
  const { text, fieldStart, fieldEnd } = table;
  for (let f = 0; f < out.length; f++) out[f] = numberAt(text, fieldStart[f], fieldEnd[f]);
  return out;
}
