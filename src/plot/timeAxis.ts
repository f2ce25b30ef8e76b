/**
 * Dates on the x axis in the model's calendar. Vega draws time with JavaScript dates (proleptic Gregorian);
 * the calendars whose dates all exist in it (standard, proleptic_gregorian, noleap, julian dates taken as
 * written) are drawn as dates. A 360_day or all_leap calendar has dates that do not exist there (30 February),
 * so those are drawn as days since the first date, and the axis title says so.
 */
import { parseTimeUnits, type TimeAxis } from '../output/cfTime.js';

/** The x values of a time axis and how to encode them. */
export interface XAxis {
  /** Milliseconds since 1970 (temporal) or days since the first date (quantitative), per step. */
  readonly values: Float64Array;
  /** The Vega-Lite encoding of the `x` field. */
  readonly encoding: Record<string, unknown>;
}

const DATE_CALENDARS = new Set(['standard', 'proleptic_gregorian', 'noleap', 'julian']);

/** The x axis of a dataset's time coordinate (dates as the file wrote them, in its calendar). */
export function xAxisOf(time: TimeAxis, field = 'x'): XAxis {
  const n = time.dates.length;
  const values = new Float64Array(n);
  if (DATE_CALENDARS.has(time.calendar)) {
    for (let i = 0; i < n; i++) values[i] = Date.parse(`${time.dates[i]}Z`);
    return {
      values,
      encoding: { field, type: 'temporal', title: null, axis: { format: '%Y-%m-%d', labelOverlap: true } },
    };
  }
  const seconds = parseTimeUnits(time.units).unitSeconds;
  const first = time.offsets[0] ?? 0;
  for (let i = 0; i < n; i++) values[i] = (((time.offsets[i] as number) - first) * seconds) / 86_400;
  return {
    values,
    encoding: {
      field,
      type: 'quantitative',
      title: `days since ${time.dates[0] ?? '?'} (${time.calendar} calendar)`,
      scale: { nice: false, zero: false },
    },
  };
}
