/** The time axis of Raven's CSV outputs, built from their `time [d]`, `date` and `hour` columns. */
import { type CivilDate, dayNumber } from './calendar.js';
import { formatDate, formatInstant, type TimeAxis } from './cfTime.js';
import { parseNumber } from './csvTable.js';
import type { Variable } from './dataset.js';

const MS_PER_DAY = 86_400_000;

/**
 * The time axis and `time` variable of a CSV output, in the form Raven gives its NetCDF outputs: hours since
 * the model start. The dates are the `date` and `hour` columns as written (so they are right in any model
 * calendar); the start is the first row's date minus its model time, which is 0 except in ForcingFunctions.csv.
 */
export function csvTimeAxis(rows: readonly (readonly string[])[]): { axis: TimeAxis; variable: Variable } {
  const days = Float64Array.from(rows, (row) => parseNumber(row[0]));
  const dates = rows.map((row) => formatDate(civil(row[1] ?? ''), msOfDay(row[2] ?? '')));
  const offsets = days.map((d) => d * 24);
  const units = `hours since ${rows[0] === undefined ? '1970-01-01 00:00:00' : startOf(rows[0])}`;
  const axis: TimeAxis = { name: 'time', units, calendar: 'standard', offsets, dates, timeZone: null };
  return { axis, variable: { dims: ['time'], data: offsets, attrs: { units, calendar: 'gregorian' } } };
}

function startOf(row: readonly string[]): string {
  // Raven labels its NetCDF time axes "gregorian" whatever the model calendar; the start is reckoned likewise.
  const ms = msOfDay(row[2] ?? '') - Math.round(parseNumber(row[0]) * MS_PER_DAY);
  return formatInstant('standard', dayNumber('standard', civil(row[1] ?? '')), ms).replace('T', ' ');
}

function civil(date: string): CivilDate {
  const match = /^\s*(-?\d+)-(\d+)-(\d+)\s*$/.exec(date);
  if (match === null) throw new Error(`not a date: "${date}"`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function msOfDay(time: string): number {
  const [h = 0, m = 0, s = 0] = time.trim().split(':').map(Number);
  return Math.round((h * 3600 + m * 60 + s) * 1000);
}
