/**
 * Day arithmetic in the CF calendars. Each calendar maps a date (year, month, day) to a day number and back;
 * the numbers of two calendars are not comparable, only differences within one calendar are meaningful.
 */

/** A CF calendar by its canonical name (aliases such as `gregorian` or `365_day` are resolved). */
export type Calendar = 'standard' | 'proleptic_gregorian' | 'julian' | 'noleap' | 'all_leap' | '360_day';

const CALENDAR_NAMES: Readonly<Record<string, Calendar>> = {
  standard: 'standard',
  gregorian: 'standard',
  proleptic_gregorian: 'proleptic_gregorian',
  julian: 'julian',
  noleap: 'noleap',
  '365_day': 'noleap',
  all_leap: 'all_leap',
  '366_day': 'all_leap',
  '360_day': '360_day',
};

/** The calendar named by a CF `calendar` attribute; a missing attribute means `standard`, as in CF. */
export function parseCalendar(name: string | undefined): Calendar {
  if (name === undefined || name.trim() === '') return 'standard';
  const calendar = CALENDAR_NAMES[name.trim().toLowerCase()];
  if (calendar === undefined) throw new Error(`unknown CF calendar "${name}"`);
  return calendar;
}

/** A calendar date; months and days count from 1. */
export interface CivilDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const NOLEAP_MONTH_START = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365];
const ALL_LEAP_MONTH_START = [0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335, 366];
/** The first Julian day number of the Gregorian reform (1582-10-15), where `standard` switches calendars. */
const GREGORIAN_REFORM_JDN = 2299161;

/** The day number of a date in a calendar. */
export function dayNumber(calendar: Calendar, date: CivilDate): number {
  const { year, month, day } = date;
  switch (calendar) {
    case 'proleptic_gregorian':
      return gregorianToJdn(year, month, day);
    case 'julian':
      return julianToJdn(year, month, day);
    case 'standard': {
      const afterReform = year * 10000 + month * 100 + day >= 15821015;
      return afterReform ? gregorianToJdn(year, month, day) : julianToJdn(year, month, day);
    }
    case 'noleap':
      return 365 * year + monthStart(NOLEAP_MONTH_START, month) + day - 1;
    case 'all_leap':
      return 366 * year + monthStart(ALL_LEAP_MONTH_START, month) + day - 1;
    case '360_day':
      return 360 * year + 30 * (month - 1) + day - 1;
  }
}

/** The date of a day number in a calendar (the inverse of `dayNumber`). */
export function civilDate(calendar: Calendar, n: number): CivilDate {
  switch (calendar) {
    case 'proleptic_gregorian':
      return jdnToGregorian(n);
    case 'julian':
      return jdnToJulian(n);
    case 'standard':
      return n >= GREGORIAN_REFORM_JDN ? jdnToGregorian(n) : jdnToJulian(n);
    case 'noleap':
      return fixedYearDate(n, 365, NOLEAP_MONTH_START);
    case 'all_leap':
      return fixedYearDate(n, 366, ALL_LEAP_MONTH_START);
    case '360_day': {
      const year = Math.floor(n / 360);
      const dayOfYear = n - 360 * year;
      return { year, month: Math.floor(dayOfYear / 30) + 1, day: (dayOfYear % 30) + 1 };
    }
  }
}

function monthStart(starts: readonly number[], month: number): number {
  const start = starts[month - 1];
  if (start === undefined || month > 12) throw new Error(`month ${month} out of range`);
  return start;
}

function fixedYearDate(n: number, yearLength: number, starts: readonly number[]): CivilDate {
  const year = Math.floor(n / yearLength);
  const dayOfYear = n - yearLength * year;
  let month = 1;
  while (dayOfYear >= (starts[month] ?? Infinity)) month++;
  return { year, month, day: dayOfYear - (starts[month - 1] ?? 0) + 1 };
}

// Fliegel & Van Flandern's Julian day number formulas, with floor division so that years before 1 work too.
function gregorianToJdn(year: number, month: number, day: number): number {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  return (
    day +
    Math.floor((153 * m + 2) / 5) +
    365 * y +
    Math.floor(y / 4) -
    Math.floor(y / 100) +
    Math.floor(y / 400) -
    32045
  );
}

function julianToJdn(year: number, month: number, day: number): number {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  return day + Math.floor((153 * m + 2) / 5) + 365 * y + Math.floor(y / 4) - 32083;
}

function jdnToGregorian(jdn: number): CivilDate {
  const a = jdn + 32044;
  const b = Math.floor((4 * a + 3) / 146097);
  const c = a - Math.floor((146097 * b) / 4);
  return finishJdn(b * 100, c);
}

function jdnToJulian(jdn: number): CivilDate {
  return finishJdn(0, jdn + 32082);
}

function finishJdn(centuries: number, c: number): CivilDate {
  const d = Math.floor((4 * c + 3) / 1461);
  const e = c - Math.floor((1461 * d) / 4);
  const m = Math.floor((5 * e + 2) / 153);
  return {
    year: centuries + d - 4800 + Math.floor(m / 10),
    month: m + 3 - 12 * Math.floor(m / 10),
    day: e - Math.floor((153 * m + 2) / 5) + 1,
  };
}
