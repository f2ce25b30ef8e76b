/**
 * Raven's own date and time arithmetic, reproduced so that rules judge dates exactly as Raven 4.12.1 does:
 * which date strings it accepts (DateStringToTimeStruct, IsValidDateString), its leap-year rules per calendar
 * (IsLeapYear), day counting (TimeDifference, AddTime), time-step rounding (FixTimestep) and its number
 * conversions (atof semantics). A Raven time is a (julian day, year) pair: the day counted from Jan 1 00:00 of
 * the year, with fractions for the time of day. Source: CommonFunctions.cpp.
 */

import { atof } from './ravenNumbers.js';

/** The calendars Raven supports (RavenInclude.h); 360_DAY is refused by StringToCalendar. */
export type RavenCalendar = 'PROLEPTIC_GREGORIAN' | 'GREGORIAN' | 'JULIAN' | '365_DAY' | '366_DAY';

/** A point in time as Raven keeps it. */
export interface RavenTime {
  /** Days since Jan 1 00:00 of `year` (fractional). */
  readonly julianDay: number;
  readonly year: number;
}

/** A value or the reason Raven refuses it (Raven's wording, shortened). */
export type Parsed<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: string };

/** Raven's TIME_CORRECTION (RavenInclude.h): the tolerance of its time comparisons, in days. */
export const TIME_CORRECTION = 0.0001;

const DAYS_PER_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** C's atof (one implementation for every rule). */
export { atof };

/** Raven's s_to_i: `(int)atof(text)`. */
export function atoi(text: string): number {
  const v = atof(text);
  return Number.isFinite(v) ? Math.trunc(v) : 0;
}

/** C's round: halves away from zero. */
export function cRound(x: number): number {
  return x < 0 ? -Math.floor(-x + 0.5) : Math.floor(x + 0.5);
}

/** Raven's StringToCalendar (case-insensitive); undefined for names it refuses. */
export function calendarOf(name: string): RavenCalendar | undefined {
  switch (name.toUpperCase()) {
    case 'STANDARD':
    case 'GREGORIAN':
      return 'GREGORIAN';
    case 'PROLEPTIC_GREGORIAN':
      return 'PROLEPTIC_GREGORIAN';
    case 'NOLEAP':
    case 'NO_LEAP':
    case '365_DAY':
      return '365_DAY';
    case 'JULIAN':
      return 'JULIAN';
    case 'ALL_LEAP':
    case '366_DAY':
      return '366_DAY';
    default:
      return undefined;
  }
}

/** Raven's IsLeapYear. */
export function isLeapYear(year: number, calendar: RavenCalendar): boolean {
  switch (calendar) {
    case 'PROLEPTIC_GREGORIAN':
      return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    case '365_DAY':
      return false;
    case '366_DAY':
      return true;
    case 'JULIAN':
      return year % 4 === 0;
    case 'GREGORIAN':
      return year % 4 === 0 && !(year % 100 === 0 && year % 400 !== 0 && year > 1583);
  }
}

function yearLength(year: number, calendar: RavenCalendar): number {
  return isLeapYear(year, calendar) ? 366 : 365;
}

/** Raven's IsValidDateString: 10 characters with `-` or `/` at positions 5 and 8. */
export function isValidDateString(text: string): boolean {
  const sep = (c: string) => c === '-' || c === '/';
  return text.length === 10 && sep(text.charAt(4)) && sep(text.charAt(7));
}

/** True when a token is written as a time of day (`hh:mm:ss`, `h:mm:ss`), as Raven tells it from a number. */
export function looksLikeClock(text: string): boolean {
  return text.length >= 2 && (text.charAt(2) === ':' || text.charAt(1) === ':');
}

/**
 * Raven's DateStringToTimeStruct: a date `yyyy-mm-dd` (or `yyyy/mm/dd`) and a time `hh:mm:ss`, read by
 * position with atoi; the problems it stops on (BAD_DATA) are returned instead.
 */
export function parseRavenDate(date: string, time: string, calendar: RavenCalendar): Parsed<RavenTime> {
  if (date.length !== 10) return fail(`'${date}' is not a date yyyy-mm-dd`);
  if (time.length < 7) return fail(`'${time}' is not a time hh:mm:ss`);
  const year = atoi(date.slice(0, 4));
  const month = atoi(date.slice(5, 7));
  const day = atoi(date.slice(8, 10));
  if (month > 12) return fail(`'${date}' has month ${date.slice(5, 7)}, after December`);
  const leap = isLeapYear(year, calendar) ? 1 : 0;
  // Raven indexes its month table with month-1 without checking month >= 1: month 0 reads outside the
  // table, and the run stops on "exceeded max day of month".
  if (month < 1) return fail(`'${date}' has month ${date.slice(5, 7)}, which does not exist`);
  const monthDays = DAYS_PER_MONTH[month - 1] + (month === 2 ? leap : 0);
  if (day > DAYS_PER_MONTH[month - 1] + leap) {
    return fail(
      `'${date}': ${monthName(month)} ${year} has ${monthDays} days in the ${calendarLabel(calendar)}`,
    );
  }
  if (day <= 0) return fail(`'${date}' has day ${date.slice(8, 10)}, which does not exist`);
  const clock = time.charAt(1) === ':' ? `0${time}` : time;
  if (clock.charAt(2) !== ':' || clock.charAt(5) !== ':') return fail(`'${time}' is not a time hh:mm:ss`);
  let julianDay = day - 1;
  for (let m = 1; m < month; m++) julianDay += DAYS_PER_MONTH[m - 1];
  if (leap && month > 2) julianDay += 1;
  julianDay +=
    atoi(clock.slice(0, 2)) / 24 + atoi(clock.slice(3, 5)) / 1440 + atof(clock.slice(6, 12)) / 86400;
  return { ok: true, value: normalize(julianDay, year, calendar) };
}

/** What JulianConvert does to a date it re-reads: whole years beyond the first carried into the year. */
function normalize(julianDay: number, year: number, calendar: RavenCalendar): RavenTime {
  let day = julianDay;
  let y = year;
  while (day >= yearLength(y, calendar)) {
    day -= yearLength(y, calendar);
    y++;
  }
  return { julianDay: day, year: y };
}

/** The length of a time of day `hh:mm:ss` in days, as Raven reads a time step or a duration written so. */
export function clockDays(text: string, calendar: RavenCalendar): Parsed<number> {
  const parsed = parseRavenDate('0000-01-01', text, calendar);
  return parsed.ok ? { ok: true, value: parsed.value.julianDay } : parsed;
}

/** Raven's TimeDifference: days from the first time to the second (positive when the second is later). */
export function timeDifference(from: RavenTime, to: RavenTime, calendar: RavenCalendar): number {
  let diff = to.julianDay - from.julianDay;
  for (let y = to.year - 1; y >= from.year; y--) diff += yearLength(y, calendar);
  for (let y = to.year; y < from.year; y++) diff -= yearLength(y, calendar);
  return diff;
}

/** Raven's AddTime: a time plus (or minus) some days. */
export function addTime(t: RavenTime, days: number, calendar: RavenCalendar): RavenTime {
  let year = t.year;
  let day = t.julianDay;
  let out: RavenTime;
  if (days >= 0) {
    let left = days;
    for (;;) {
      const len = yearLength(year, calendar);
      if (day + left < len) {
        out = { julianDay: day + left, year };
        break;
      }
      left -= len - day;
      year++;
      day = 0;
    }
  } else {
    let left = -days;
    for (;;) {
      if (day - left >= 0) {
        out = { julianDay: day - left, year };
        break;
      }
      year--;
      const len = yearLength(year, calendar);
      left -= day;
      if (left < len) {
        out = { julianDay: len - left, year };
        break;
      }
      day = 0;
      left -= len;
    }
  }
  // The GREGORIAN calendar skips the ten days of October 1582 when a span crosses them.
  const startsBefore = t.year < 1582 || (t.year === 1582 && t.julianDay <= 277);
  const endsAfter = out.year > 1582 || (out.year === 1582 && out.julianDay >= 278);
  if (calendar === 'GREGORIAN' && startsBefore && endsAfter) return addTime(out, 10, calendar);
  return out;
}

/** Raven's FixTimestep: a step rounded to a whole fraction of a day, or Raven's refusal. */
export function fixTimestep(step: number): Parsed<number> {
  const perDay = cRound(1 / step);
  // NaN (a step of 0) passes Raven's test; the caller's "must be positive" check catches it.
  if (Math.abs(step * perDay - 1) > 0.1) return fail('a time step must divide a day evenly');
  return { ok: true, value: 1 / perDay };
}

/** A time as `yyyy-mm-dd hh:mm` (seconds when there are any), for messages. */
export function formatRavenTime(t: RavenTime, calendar: RavenCalendar): string {
  let day = Math.floor(t.julianDay + 1e-9);
  let month = 1;
  const leap = isLeapYear(t.year, calendar) ? 1 : 0;
  for (; month < 12; month++) {
    const len = DAYS_PER_MONTH[month - 1] + (month === 2 ? leap : 0);
    if (day < len) break;
    day -= len;
  }
  const seconds = Math.round((t.julianDay - Math.floor(t.julianDay + 1e-9)) * 86400);
  const hh = Math.floor(seconds / 3600);
  const mm = Math.floor((seconds % 3600) / 60);
  const ss = seconds % 60;
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  const clock = seconds === 0 ? '' : ` ${pad(hh)}:${pad(mm)}${ss ? `:${pad(ss)}` : ''}`;
  return `${pad(t.year, 4)}-${pad(month)}-${pad(day + 1)}${clock}`;
}

const MONTHS = 'January February March April May June July August September October November December'.split(
  ' ',
);

function monthName(month: number): string {
  return MONTHS[month - 1] ?? `month ${month}`;
}

function calendarLabel(calendar: RavenCalendar): string {
  return `${calendar} calendar`;
}

function fail<T>(problem: string): Parsed<T> {
  return { ok: false, problem };
}
