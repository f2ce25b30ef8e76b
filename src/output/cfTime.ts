/** CF time coordinates: `<unit> since <reference>` offsets decoded into dates of the file's calendar. */
import { type Calendar, type CivilDate, civilDate, dayNumber, parseCalendar } from './calendar.js';

/**
 * A decoded time coordinate. `offsets` are the stored numbers (in `units`); `dates` are the same instants as
 * ISO 8601 strings `YYYY-MM-DDTHH:MM:SS` (`.sss` added when there are milliseconds) in the file's calendar,
 * so `360_day` dates such as `2000-02-30` exist. The strings sort in time order, which is what time selection
 * relies on. When the units carry a time-zone offset the dates are in UTC (as xarray decodes them).
 */
export interface TimeAxis {
  /** The name of the coordinate variable and of its dimension. */
  readonly name: string;
  readonly units: string;
  readonly calendar: Calendar;
  readonly offsets: Float64Array;
  readonly dates: readonly string[];
  /** The time-zone suffix of the units (`+0700`, `Z`), or null when there is none. */
  readonly timeZone: string | null;
}

/** The parts of a CF time `units` string. */
export interface TimeUnits {
  /** Seconds per unit (86400 for days). */
  readonly unitSeconds: number;
  /** The reference instant as a local date and seconds into that day. */
  readonly reference: { readonly year: number; readonly month: number; readonly day: number };
  readonly secondOfDay: number;
  /** Offset of the reference's time zone from UTC, in seconds (0 without a suffix). */
  readonly zoneSeconds: number;
  readonly timeZone: string | null;
}

const UNIT_SECONDS: Readonly<Record<string, number>> = {
  d: 86400,
  day: 86400,
  days: 86400,
  h: 3600,
  hr: 3600,
  hrs: 3600,
  hour: 3600,
  hours: 3600,
  min: 60,
  mins: 60,
  minute: 60,
  minutes: 60,
  s: 1,
  sec: 1,
  secs: 1,
  second: 1,
  seconds: 1,
};

const UNITS_PATTERN =
  /^\s*([a-z]+)\s+since\s+(-?\d{1,4})-(\d{1,2})-(\d{1,2})(?:[T\s]+(\d{1,2}):(\d{1,2})(?::(\d{1,2}(?:\.\d*)?))?)?\s*(Z|UTC|GMT|[+-]\d{1,2}(?::?\d{2})?)?\s*$/i;

/** True when a `units` attribute is a CF time unit (`<unit> since <date>`). */
export function isTimeUnits(units: unknown): units is string {
  return typeof units === 'string' && /\ssince\s/i.test(units);
}

/** Splits a CF time `units` string; throws on units that are not `days|hours|minutes|seconds since <date>`. */
export function parseTimeUnits(units: string): TimeUnits {
  const match = UNITS_PATTERN.exec(units);
  const unitSeconds = match?.[1] === undefined ? undefined : UNIT_SECONDS[match[1].toLowerCase()];
  if (match === null || unitSeconds === undefined) throw new Error(`unsupported CF time units "${units}"`);
  const [, , year, month, day, hour, minute, second, zone] = match;
  return {
    unitSeconds,
    reference: { year: Number(year), month: Number(month), day: Number(day) },
    secondOfDay: Number(hour ?? 0) * 3600 + Number(minute ?? 0) * 60 + Number(second ?? 0),
    zoneSeconds: zone === undefined ? 0 : zoneOffsetSeconds(zone),
    timeZone: zone ?? null,
  };
}

function zoneOffsetSeconds(zone: string): number {
  const match = /^([+-])(\d{1,2}):?(\d{2})?$/.exec(zone);
  if (match === null) return 0; // Z, UTC, GMT
  const sign = match[1] === '-' ? -1 : 1;
  return sign * (Number(match[2]) * 3600 + Number(match[3] ?? 0) * 60);
}

/** Decodes the offsets of a time coordinate with its `units` and `calendar` attributes. */
export function decodeTime(
  name: string,
  offsets: Float64Array,
  units: string,
  calendarName?: string,
): TimeAxis {
  const calendar = parseCalendar(calendarName);
  const parsed = parseTimeUnits(units);
  const referenceDay = dayNumber(calendar, parsed.reference);
  // Whole milliseconds avoid float noise such as 23:59:59.999 for offsets that are fractions of a day.
  const referenceMs = Math.round((parsed.secondOfDay - parsed.zoneSeconds) * 1000);
  const unitMs = parsed.unitSeconds * 1000;
  const format = (offset: number) =>
    Number.isFinite(offset)
      ? formatInstant(calendar, referenceDay, referenceMs + Math.round(offset * unitMs))
      : 'NaT';
  // The date strings are made on first use: reading a file costs only the numbers (a 50-year daily axis
  // has 18,000 of them), and most readers select by position or look at a few dates.
  let dates: string[] | undefined;
  return {
    name,
    units,
    calendar,
    offsets,
    get dates(): readonly string[] {
      return (dates ??= Array.from(offsets, format));
    },
    timeZone: parsed.timeZone,
  };
}

const MS_PER_DAY = 86_400_000;

/** The ISO string of the instant `ms` milliseconds after the start of day number `day`. */
export function formatInstant(calendar: Calendar, day: number, ms: number): string {
  const days = Math.floor(ms / MS_PER_DAY);
  return formatDate(civilDate(calendar, day + days), ms - days * MS_PER_DAY);
}

/** `YYYY-MM-DDTHH:MM:SS` (`.sss` only when there are milliseconds) for a date and a time of day in ms. */
export function formatDate(date: CivilDate, msOfDay: number): string {
  const hour = Math.floor(msOfDay / 3_600_000);
  const minute = Math.floor((msOfDay % 3_600_000) / 60_000);
  const second = Math.floor((msOfDay % 60_000) / 1000);
  const milli = msOfDay % 1000;
  const year = date.year < 0 ? `-${pad(-date.year, 4)}` : pad(date.year, 4);
  const time = `${pad(hour, 2)}:${pad(minute, 2)}:${pad(second, 2)}${milli === 0 ? '' : `.${pad(milli, 3)}`}`;
  return `${year}-${pad(date.month, 2)}-${pad(date.day, 2)}T${time}`;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}
