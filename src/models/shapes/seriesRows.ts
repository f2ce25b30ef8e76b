/**
 * The values of a time series written in the file, read straight from the text of its data lines into one
 * Float64Array: no token or string per value (a series of a million values costs its text once),
 * with how many values each line held, so that a changed series writes its values laid out as they were.
 * Separators are Raven's (spaces, tabs, commas, carriage returns); a word starting with `#` ends the line
 * (the parser's row scanner splits them).
 */
import type { Rows } from '../../ast/nodes.js';
import { numberAt } from '../../parser/numbers.js';
import { scanRows, type RowTable } from '../../parser/rows.js';

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

/** What a series' data lines hold, the values not yet decoded (`decode` reads them when asked). */
export interface ScannedSeriesRows extends Omit<SeriesRows, 'values'> {
  /** How many values the lines hold (the header's words left out). */
  readonly count: number;
  /** The values, decoded from the text (each call decodes them again). */
  readonly decode: () => Float64Array;
}

/**
 * Reads the data lines of `rows` (in order): the first data line's words are the header when `header` is
 * true, every other word a value. The lines are split by the parser's row scanner (`scanRows`, cached on the
 * node: the syntax check has split them already), so only the values are decoded here.
 */
export function readSeriesRows(rows: readonly Rows[], header: boolean): SeriesRows {
  const scanned = scanSeriesRows(rows, header);
  return { header: scanned.header, values: scanned.decode(), perRow: scanned.perRow, ...badOf(scanned) };
}

const badOf = (s: { bad?: SeriesRows['bad'] }) => (s.bad ? { bad: s.bad } : {});

/**
 * The header, the value count, the values per line and the first word that is not a number, read from the
 * row tables alone (a field's number check was made when the line was split): the values themselves are
 * decoded by `decode`, only when they are asked for (a loaded model that never reads a series of a million
 * values never pays for them).
 */
export function scanSeriesRows(rows: readonly Rows[], header: boolean): ScannedSeriesRows {
  const tables = rows.map((r) => scanRows(r));
  let count = 0;
  const head: { text: string; offset: number }[] = [];
  /** The index of the header line's table and row (-1: none). */
  let headTable = -1;
  let headRow = -1;
  let bad: { text: string; offset: number } | undefined;
  /** Values per line while every line held the same (-1 until the first line), else -2. */
  let same = -1;
  tables.forEach((t, k) => {
    const { text, fieldStart, fieldEnd, firstField, notNumbers } = t;
    const base = rows[k].start;
    let r = 0;
    if (header && headTable < 0) {
      while (r < t.rowCount && firstField[r + 1] === firstField[r]) r++;
      if (r < t.rowCount) {
        headTable = k;
        headRow = r;
        for (let f = firstField[r]; f < firstField[r + 1]; f++)
          head.push({ text: text.slice(fieldStart[f], fieldEnd[f]), offset: base + fieldStart[f] });
        r++;
      }
    }
    const from = firstField[r];
    count += fieldStart.length - from;
    for (; r < t.rowCount && same !== -2; r++) {
      const n = firstField[r + 1] - firstField[r];
      if (n === 0) continue;
      if (same === -1) same = n;
      else if (n !== same) same = -2;
    }
    // Not a number literal: NaN (as Raven reads the word), a problem unless it is the word NaN.
    for (let nn = 0; nn < notNumbers.length && bad === undefined; nn++) {
      const f = notNumbers[nn];
      if (f >= from && !isNaNWord(text, fieldStart[f], fieldEnd[f]))
        bad = { text: text.slice(fieldStart[f], fieldEnd[f]), offset: base + fieldStart[f] };
    }
  });
  const perRow = same === -2 ? lineCounts(tables, headTable, headRow) : Math.max(same, 0);
  const decode = (): Float64Array => {
    const values = new Float64Array(count);
    let at = 0;
    tables.forEach((t, k) => {
      const { text, fieldStart, fieldEnd, firstField, notNumbers } = t;
      let f = k === headTable ? firstField[headRow + 1] : 0;
      // Rows before the header (none: the header is the first data line) hold no fields.
      let nn = 0;
      while (nn < notNumbers.length && notNumbers[nn] < f) nn++;
      const end = fieldStart.length;
      for (; f < end; f++) {
        if (nn < notNumbers.length && notNumbers[nn] === f) {
          nn++;
          values[at++] = NaN;
        } else values[at++] = numberAt(text, fieldStart[f], fieldEnd[f]);
      }
    });
    return values;
  };
  return { header: head, count, perRow, decode, ...badOf({ bad }) };
}

/** How many values each data line holds (the header line left out), for lines of different lengths. */
function lineCounts(tables: readonly RowTable[], headTable: number, headRow: number): Int32Array {
  const out: number[] = [];
  tables.forEach((t, k) => {
    for (let r = k === headTable ? headRow + 1 : 0; r < t.rowCount; r++) {
      const n = t.firstField[r + 1] - t.firstField[r];
      if (n > 0) out.push(n);
    }
  });
  return Int32Array.from(out);
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
