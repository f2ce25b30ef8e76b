/**
 * A NetCDF time axis as Raven reads it (NetCDFReading.cpp GetTimeInfoFromNetCDF, GetCalendarFromNetCDF;
 * CommonFunctions.cpp IsValidNetCDFTimeString, TimeStructFromNetCDFString): the `units` string must read
 * `<unit> since yyyy-mm-dd[ hh:mm:ss]`, the calendar attribute must be one Raven knows, the steps must be
 * equal, and the start is the reference plus the first value, counted in the file's calendar. Raven ignores
 * a time-zone suffix of the units. Every refusal is a problem Raven stops on.
 */
import type { NetcdfTimeAxis } from '../project/host.js';
import {
  addTime,
  calendarOf,
  parseRavenDate,
  type Parsed,
  type RavenCalendar,
  type RavenTime,
} from './ravenTime.js';

/** The time axis of a NetCDF series as Raven has it. */
export interface RavenNetcdfTime {
  readonly start: RavenTime;
  /** Step in days (undefined when the axis has a single value: Raven then reads past its end). */
  readonly interval?: number;
  readonly count: number;
  /** The calendar of the file's dates. */
  readonly calendar: RavenCalendar;
}

/** The unit words Raven looks for in the units string, in its order, with their length in days. */
const UNITS: readonly (readonly [string, number])[] = [
  ['hours', 1 / 24],
  ['days', 1],
  ['minutes', 1 / 1440],
  ['seconds', 1 / 86400],
];

/** Raven's reading of a NetCDF time axis. */
export function ravenNetcdfTime(axis: NetcdfTimeAxis, modelCalendar: RavenCalendar): Parsed<RavenNetcdfTime> {
  if (axis.offsets === undefined) return fromDecoded(axis, modelCalendar);
  const units = axis.units;
  if (units === undefined) return fail('its time variable has no units attribute');
  if (!isValidNetcdfTimeString(units)) {
    return fail(`its time units '${units}' are not '<days|hours|minutes|seconds> since yyyy-mm-dd hh:mm:ss'`);
  }
  let calendar: RavenCalendar = 'PROLEPTIC_GREGORIAN';
  if (axis.calendar !== undefined) {
    const c = calendarOf(axis.calendar.replace(/\0+$/, ''));
    if (!c) return fail(`its calendar '${axis.calendar}' is not one Raven supports`);
    calendar = c;
  }
  const unit = UNITS.find(([word]) => units.includes(word));
  if (!unit) return fail(`its time units '${units}' are not days, hours, minutes or seconds`);
  const t = axis.offsets;
  const count = t.length;
  if (count === 0) return fail('its time axis is empty');
  if (count > 1) {
    const first = t[1] - t[0];
    for (let i = 1; i < count - 1; i++) {
      if (Math.abs(t[i + 1] - t[i] - first) > 0.00001) {
        return fail(`its time steps are not equal (value ${i + 1} to ${i + 2} differs from the first step)`);
      }
    }
    if (first * unit[1] <= 0) return fail('its time step is zero or negative');
  }
  const reference = netcdfReference(units, unit[0], calendar);
  if (!reference.ok) return reference;
  return {
    ok: true,
    value: {
      start: addTime(reference.value, t[0] * unit[1], calendar),
      interval: count > 1 ? (t[1] - t[0]) * unit[1] : undefined,
      count,
      calendar,
    },
  };
}

/** Raven's IsValidNetCDFTimeString. */
export function isValidNetcdfTimeString(units: string): boolean {
  if (units.length < 15) return false;
  const since = units.indexOf('since');
  if (since < 0) return false;
  const pos = since + 6;
  const date = units.slice(pos, pos + 10);
  if (date.charAt(4) !== '-' || date.charAt(7) !== '-') return false;
  if (units.length < pos + 19) return true;
  const clock = units.slice(pos + 11, pos + 19);
  return clock.charAt(2) === ':' && clock.charAt(5) === ':';
}

/** Raven's TimeStructFromNetCDFString: the reference date of the units, padded as Raven pads it. */
function netcdfReference(units: string, word: string, calendar: RavenCalendar): Parsed<RavenTime> {
  // Raven counts positions from the length of the unit word, as if the string began with it.
  const start = word.length + 7;
  let tmp = units;
  if (tmp.charAt(start + 4) !== '-') return fail(`its time units '${units}' have a weird format`);
  const insert = (at: number) => (tmp = `${tmp.slice(0, at)}0${tmp.slice(at)}`);
  if (tmp.charAt(start + 7) !== '-') insert(start + 5);
  const dateOnly = tmp.length <= start + 12;
  if (!dateOnly) {
    const sep = tmp.charAt(start + 10);
    if (sep !== ' ' && sep !== 'T') insert(start + 8);
    if (tmp.charAt(start + 10) === 'T') tmp = `${tmp.slice(0, start + 10)} ${tmp.slice(start + 11)}`;
    if (tmp.charAt(start + 13) !== ':') insert(start + 11);
    if (tmp.charAt(start + 16) !== ':') insert(start + 14);
  } else if (tmp.length === start + 9) insert(start + 8);
  const date = tmp.slice(start, start + 10);
  const time = dateOnly ? '00:00:00' : tmp.slice(start + 11, start + 19);
  const parsed = parseRavenDate(date, time, calendar);
  return parsed.ok ? parsed : fail(`its time units '${units}': ${parsed.problem}`);
}

/** A host that decoded the axis itself: its ISO start read as a Raven date. */
function fromDecoded(axis: NetcdfTimeAxis, calendar: RavenCalendar): Parsed<RavenNetcdfTime> {
  const [date, time] = axis.start.split('T');
  const parsed = parseRavenDate(date ?? '', (time ?? '00:00:00').slice(0, 8), calendar);
  if (!parsed.ok) return fail(`its first time '${axis.start}' cannot be read`);
  const interval = Number.isFinite(axis.step) ? axis.step : undefined;
  return { ok: true, value: { start: parsed.value, interval, count: axis.count, calendar } };
}

function fail<T>(problem: string): Parsed<T> {
  return { ok: false, problem };
}
