/**
 * The values of a time series written in the file, read straight from the text of its data lines into one
 * Float64Array: no token, string or row table per value (a series of a million values costs its text once),
 * with how many values each line held, so that a changed series writes its values laid out as they were.
 * Separators are Raven's (spaces, tabs, commas, carriage returns); a word starting with `#` ends the line.
 */
import type { Rows } from '../../ast/nodes.js';
import { numberAt } from '../../parser/numbers.js';

const LF = 10;
const CR = 13;
const SPACE = 32;
const TAB = 9;
const COMMA = 44;
const HASH = 35;

/** The header words and values of a series' data lines. */
export interface SeriesRows {
  /** The words of the first data line, when asked for (the `start step n` header), with their offsets. */
  readonly header: { readonly text: string; readonly offset: number }[];
  readonly values: Float64Array;
  /** How many values each data line held: a number when every line held the same. */
  readonly perRow: number | Int32Array;
  /** The first word that is not a number (its text and offset in the file), if any. */
  readonly bad?: { readonly text: string; readonly offset: number };
}

/**
 * Reads the data lines of `rows` (in order): the first data line's words are the header when `header` is
 * true, every other word a value. `expected` sizes the array (the header's count).
 */
export function readSeriesRows(rows: readonly Rows[], header: boolean, expected = 0): SeriesRows {
  let values = new Float64Array(Math.max(expected, 16));
  let count = 0;
  let counts = new Int32Array(Math.max(expected, 16));
  let lines = 0;
  const head: { text: string; offset: number }[] = [];
  let wantHeader = header;
  let bad: { text: string; offset: number } | undefined;
  for (const r of rows) {
    const text = r.text;
    const n = text.length;
    let i = 0;
    let inRow = 0;
    let headerRow = false;
    const endRow = () => {
      if (headerRow) {
        headerRow = false;
        wantHeader = false;
      } else if (inRow > 0) {
        if (lines === counts.length) counts = grow(counts);
        counts[lines++] = inRow;
      }
      inRow = 0;
    };
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === LF) {
        endRow();
        i++;
        continue;
      }
      if (c === SPACE || c === TAB || c === COMMA || c === CR) {
        i++;
        continue;
      }
      if (c === HASH) {
        while (i < n && text.charCodeAt(i) !== LF) i++;
        continue;
      }
      let j = i + 1;
      while (j < n) {
        const d = text.charCodeAt(j);
        if (d === SPACE || d === TAB || d === COMMA || d === CR || d === LF) break;
        j++;
      }
      if (wantHeader) {
        headerRow = true;
        head.push({ text: text.slice(i, j), offset: r.start + i });
      } else {
        let v = numberAt(text, i, j);
        if (Number.isNaN(v) && !isNaNWord(text, i, j)) {
          bad ??= { text: text.slice(i, j), offset: r.start + i };
          v = NaN;
        }
        if (count === values.length) values = grow(values);
        values[count++] = v;
        inRow++;
      }
      i = j;
    }
    endRow();
  }
  const used = counts.subarray(0, lines);
  const first = used[0] ?? 0;
  const uniform = used.every((k) => k === first);
  return {
    header: head,
    values: count === values.length ? values : values.slice(0, count),
    perRow: uniform ? first : used.slice(),
    ...(bad ? { bad } : {}),
  };
}

/** `NaN` as Raven's series reader accepts it (any case). */
function isNaNWord(text: string, i: number, j: number): boolean {
  return j - i === 3 && text.slice(i, j).toLowerCase() === 'nan';
}

function grow<T extends Float64Array | Int32Array>(a: T): T {
  const b = new (a.constructor as new (n: number) => T)(a.length * 2);
  b.set(a);
  return b;
}

/** The values as rows of words: as many per row as `perRow` says (when it fits), else one per row. */
export function valueRows(
  values: Float64Array,
  perRow: number | Int32Array | undefined,
  word: (v: number) => string,
): string[][] {
  const out: string[][] = [];
  const n = values.length;
  const layout = fits(perRow, n) ? perRow! : 1;
  let at = 0;
  for (let r = 0; at < n; r++) {
    const k = typeof layout === 'number' ? layout : r < layout.length ? layout[r] : 1;
    const row: string[] = [];
    for (let i = 0; i < k && at < n; i++) row.push(word(values[at++]));
    out.push(row);
  }
  return out;
}

function fits(perRow: number | Int32Array | undefined, n: number): boolean {
  if (perRow === undefined) return false;
  if (typeof perRow === 'number') return perRow > 0 && n % perRow === 0;
  let sum = 0;
  for (const k of perRow) sum += k;
  return sum === n;
}
