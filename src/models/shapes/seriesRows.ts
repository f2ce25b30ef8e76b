/**
 * The values of a time series written in the file, read straight from the text of its data lines into one
 * Float64Array: no token or string per value (a series of a million values costs its text once),
 * with how many values each line held, so that a changed series writes its values laid out as they were.
 * Separators are Raven's (spaces, tabs, commas, carriage returns); a word starting with `#` ends the line
 * (the parser's row scanner splits them).
 */
import type { Rows } from '../../ast/nodes.js';
import { numberAt } from '../../parser/numbers.js';
import { scanRows } from '../../parser/rows.js';

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
 * true, every other word a value. The lines are split by the parser's row scanner (`scanRows`, cached on the
 * node: the syntax check has split them already), so only the values are decoded here.
 */
export function readSeriesRows(rows: readonly Rows[], header: boolean): SeriesRows {
  let total = 0;
  let lineCount = 0;
  const tables = rows.map((r) => {
    const t = scanRows(r);
    total += t.fieldStart.length;
    lineCount += t.rowCount;
    return t;
  });
  const values = new Float64Array(total);
  const counts = new Int32Array(lineCount);
  let count = 0;
  let lines = 0;
  const head: { text: string; offset: number }[] = [];
  let wantHeader = header;
  let bad: { text: string; offset: number } | undefined;
  tables.forEach((t, k) => {
    const { text, fieldStart, fieldEnd, firstField, notNumbers } = t;
    const base = rows[k].start;
    let nn = 0;
    for (let r = 0; r < t.rowCount; r++) {
      const from = firstField[r];
      const to = firstField[r + 1];
      if (to === from) continue;
      if (wantHeader) {
        wantHeader = false;
        for (let f = from; f < to; f++)
          head.push({ text: text.slice(fieldStart[f], fieldEnd[f]), offset: base + fieldStart[f] });
        while (nn < notNumbers.length && notNumbers[nn] < to) nn++;
        continue;
      }
      for (let f = from; f < to; f++) {
        let v: number;
        if (nn < notNumbers.length && notNumbers[nn] === f) {
          nn++;
          // Not a number literal: NaN (as Raven reads the word), a problem unless it is the word NaN.
          v = NaN;
          if (!isNaNWord(text, fieldStart[f], fieldEnd[f]))
            bad ??= { text: text.slice(fieldStart[f], fieldEnd[f]), offset: base + fieldStart[f] };
        } else v = numberAt(text, fieldStart[f], fieldEnd[f]);
        values[count++] = v;
      }
      counts[lines++] = to - from;
    }
  });
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
