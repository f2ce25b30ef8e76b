/**
 * The fast path for data lines: a hand-written scanner that splits the text of a Rows node into rows and
 * fields (offsets in typed arrays), noting on the way which fields are not number literals, and decodes
 * numeric fields into a Float64Array. No token object and no string is made per value, and each character
 * is read once, which is what makes a million-row block cheap.
 */
import type { Rows } from '../ast/nodes.js';
import {
  LITERAL_ACCEPTS,
  LITERAL_CLASS,
  LITERAL_CLASSES,
  LITERAL_NEXT,
  LITERAL_START,
  LITERAL_STATES,
  isNumberLiteral,
  numberAt,
} from './numbers.js';

const LF = 10;
const CR = 13;
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
  /** Indices of the fields that are not plain number literals (`isNumberLiteral`), in order. */
  readonly notNumbers: Int32Array;
}

/**
 * `a` with room for index `size`: as it is, or copied into a larger array, of `expected` entries when that is
 * larger still (the count at the end of the text, extrapolated from the part scanned), else twice as long.
 */
function grow(a: Int32Array<ArrayBuffer>, size: number, expected = 0): Int32Array<ArrayBuffer> {
  if (size < a.length) return a;
  const b = new Int32Array(Math.max(size + 1, expected > size ? expected : a.length * 2));
  b.set(a);
  return b;
}

/** Entries a count of `count` at offset `at` of a text of `n` characters may reach at its end (5% over). */
function extrapolate(count: number, at: number, n: number): number {
  return Math.ceil(((count + 1) * n * 1.05) / Math.max(1, at)) + 16;
}

/**
 * What the scanner does with a byte of the text (see `chunkOf`): the classes of the number-literal automaton
 * (numbers.ts), then `#` (inside a token: a dead end for the automaton), the engine's separators and the line
 * end. One lookup per byte both splits the line and runs the automaton, so a numeric table is checked in the
 * pass that splits it. Anything above ASCII is part of a token, never a digit (class 0).
 */
const HASH_KIND = LITERAL_CLASSES;
const SEPARATOR_KIND = LITERAL_CLASSES + 1;
const LF_KIND = LITERAL_CLASSES + 2;
const KIND = new Uint8Array(256);
KIND.set(LITERAL_CLASS);
for (const c of [32, 9, 44, CR]) KIND[c] = SEPARATOR_KIND;
KIND[LF] = LF_KIND;
KIND[HASH] = HASH_KIND;

/**
 * The automaton by state and byte (`state << 8 | byte`): the next state for a byte of a token, TOKEN_END for a
 * separator or the line end. One lookup per byte inside a token.
 */
const TOKEN_END = 255;
const STEP = new Uint8Array(LITERAL_STATES << 8);
for (let state = 0; state < LITERAL_STATES; state++)
  for (let b = 0; b < 256; b++) {
    const kind = KIND[b];
    STEP[(state << 8) | b] =
      kind >= SEPARATOR_KIND
        ? TOKEN_END
        : kind === HASH_KIND
          ? 0
          : LITERAL_NEXT[state * LITERAL_CLASSES + kind];
  }

/** Characters of text scanned from one buffer of bytes (whole lines; a longer line takes a buffer of its own). */
const CHUNK = 1 << 15;
/** Texts shorter than this are copied into bytes in JavaScript, longer ones by the native encoder. */
const NATIVE_FROM = 256;
const encoder = new TextEncoder();
let chunkBytes = new Uint8Array(CHUNK);

/**
 * `text[a, b)` as one byte per UTF-16 unit: the unit where it is ASCII, 0x80 (a token character) above. Typed
 * array reads are cheaper than `charCodeAt`, and an ASCII text (the usual data) is copied by the native encoder.
 */
function chunkOf(text: string, a: number, b: number): Uint8Array {
  if (b - a > chunkBytes.length) chunkBytes = new Uint8Array(b - a);
  const bytes = chunkBytes;
  if (b - a >= NATIVE_FROM) {
    const { read, written } = encoder.encodeInto(
      a === 0 && b === text.length ? text : text.slice(a, b),
      bytes,
    );
    // Every unit read and one byte each: ASCII (the encoder stops early when the buffer is full).
    if (read === b - a && written === read) return bytes;
  }
  for (let i = a; i < b; i++) {
    const c = text.charCodeAt(i);
    bytes[i - a] = c < 0x80 ? c : 0x80;
  }
  return bytes;
}

/** Where a chunk of whole lines starting at `a` ends: after the last LF within CHUNK characters, or further. */
function chunkEnd(text: string, a: number): number {
  const n = text.length;
  if (n - a <= CHUNK) return n;
  const lf = text.lastIndexOf('\n', a + CHUNK - 1);
  if (lf >= a) return lf + 1;
  const next = text.indexOf('\n', a + CHUNK);
  return next < 0 ? n : next + 1;
}

/** Splits data lines into rows and fields by the engine's separators and `#` comment rule. */
export function scanRowText(text: string): RowTable {
  const n = text.length;
  const estimate = Math.max(16, (n >> 3) | 0);
  let lineStart = new Int32Array(Math.max(16, estimate >> 2));
  let firstField = new Int32Array(lineStart.length);
  let commentStart = new Int32Array(lineStart.length);
  let fieldStart = new Int32Array(estimate);
  let fieldEnd = new Int32Array(estimate);
  let notNumbers = new Int32Array(16);
  let notNumberCount = 0;
  let rows = 0;
  let fields = 0;
  for (let base = 0; base < n;) {
    // Offsets within the chunk (`j`, `m`); the table holds them from the text's start (`base + j`).
    const end = chunkEnd(text, base);
    const bytes = chunkOf(text, base, end);
    const m = end - base;
    let j = 0;
    while (j < m) {
      if (rows + 1 >= lineStart.length) {
        const expected = extrapolate(rows + 1, base + j, n);
        lineStart = grow(lineStart, rows + 1, expected);
        firstField = grow(firstField, rows + 1, expected);
        commentStart = grow(commentStart, rows + 1, expected);
      }
      lineStart[rows] = base + j;
      firstField[rows] = fields;
      commentStart[rows] = -1;
      const rowFirst = fields;
      while (j < m) {
        const kind = KIND[bytes[j]];
        if (kind === LF_KIND) {
          j++;
          break;
        }
        if (kind === SEPARATOR_KIND) {
          j++;
          continue;
        }
        if (kind === HASH_KIND && fields > rowFirst) {
          // A token after the first that starts with # drops the rest of the line (the engine's rule).
          commentStart[rows] = base + j;
          // The comment runs to the LF (rowComment leaves a CRLF's CR out of its text).
          while (j < m && bytes[j] !== LF) j++;
          continue;
        }
        const s = j;
        let state = STEP[(LITERAL_START << 8) | bytes[j]];
        for (let next; ++j < m && (next = STEP[(state << 8) | bytes[j]]) !== TOKEN_END;) state = next;
        if (fields >= fieldStart.length) {
          const expected = extrapolate(fields, base + j, n);
          fieldStart = grow(fieldStart, fields, expected);
          fieldEnd = grow(fieldEnd, fields, expected);
        }
        fieldStart[fields] = base + s;
        fieldEnd[fields] = base + j;
        if (LITERAL_ACCEPTS[state] === 0) {
          notNumbers = grow(notNumbers, notNumberCount);
          notNumbers[notNumberCount++] = fields;
        }
        fields++;
      }
      rows++;
    }
    base = end;
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
    notNumbers: notNumbers.subarray(0, notNumberCount),
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

/** A field of a row table replaced by a word (a word holds no separator, line end or `#`). */
export interface FieldChange {
  /** The field's index in the table. */
  readonly field: number;
  readonly word: string;
}

/**
 * Gives `to`, a Rows node whose text is `from`'s with some fields replaced by single words (`changes`, by
 * field index, ascending), the row table a scan of its text would give: `from`'s with the offsets after each
 * change moved and the changed fields' number-literal marks redone, instead of a scan of every row.
 */
export function patchRowTable(from: Rows, to: Rows, changes: readonly FieldChange[]): RowTable {
  const old = scanRows(from);
  const fieldStart = old.fieldStart.slice();
  const fieldEnd = old.fieldEnd.slice();
  const lineStart = old.lineStart.slice();
  const commentStart = old.commentStart.slice();
  const literal: boolean[] = [];
  // Offsets move by the sum of the length changes of the fields before them.
  let shift = 0;
  let row = 0;
  let next = 0;
  const moveRowsTo = (field: number) => {
    for (; row < old.rowCount && old.firstField[row + 1] <= field; row++) {
      if (commentStart[row] >= 0) commentStart[row] += shift;
      lineStart[row + 1] += shift;
    }
  };
  for (let f = changes.length > 0 ? changes[0]!.field : fieldStart.length; f < fieldStart.length; f++) {
    if (next < changes.length && changes[next]!.field === f) {
      moveRowsTo(f);
      const { word } = changes[next++]!;
      fieldStart[f] += shift;
      shift += word.length - (old.fieldEnd[f] - old.fieldStart[f]);
      fieldEnd[f] += shift;
      literal.push(isNumberLiteral(word, 0, word.length));
    } else if (shift !== 0) {
      fieldStart[f] += shift;
      fieldEnd[f] += shift;
    }
  }
  moveRowsTo(fieldStart.length);
  // The fields that are not number literals: the old list with the changed fields' marks redone (a merge).
  const notNumbers = new Int32Array(old.notNumbers.length + changes.length);
  let count = 0;
  let k = 0;
  for (const f of old.notNumbers) {
    for (; k < changes.length && changes[k]!.field <= f; k++)
      if (!literal[k] && changes[k]!.field !== f) notNumbers[count++] = changes[k]!.field;
    if (k > 0 && changes[k - 1]!.field === f) {
      if (!literal[k - 1]) notNumbers[count++] = f;
    } else notNumbers[count++] = f;
  }
  for (; k < changes.length; k++) if (!literal[k]) notNumbers[count++] = changes[k]!.field;
  const table: RowTable = {
    text: to.text,
    rowCount: old.rowCount,
    lineStart,
    firstField: old.firstField,
    fieldStart,
    fieldEnd,
    commentStart,
    notNumbers: notNumbers.subarray(0, count),
  };
  tables.set(to, table);
  return table;
}

/** Gives `to`, a Rows node with the same text as `from` (moved in its file), `from`'s row table. */
export function shareRowTable(from: Rows, to: Rows): void {
  const table = tables.get(from);
  if (table && from.text === to.text) tables.set(to, table);
}
