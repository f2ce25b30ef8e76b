import fc from 'fast-check';
import { civilDate, dayNumber, type Calendar } from '../../src/output/calendar.js';
import { decodeTime, parseTimeUnits } from '../../src/output/cfTime.js';

function dates(units: string, offsets: number[], calendar?: string): readonly string[] {
  return decodeTime('time', Float64Array.from(offsets), units, calendar).dates;
}

describe('CF time units', () => {
  test('Raven units: hours since the start date and time', () => {
    expect(dates('hours since 1954-01-01 00:00:00', [0, 24, 36, 8760], 'gregorian')).toEqual([
      '1954-01-01T00:00:00',
      '1954-01-02T00:00:00',
      '1954-01-02T12:00:00',
      '1955-01-01T00:00:00',
    ]);
  });

  test('days, minutes and seconds, with loose date forms', () => {
    expect(dates('days since 2000-1-1', [0.5, 31])).toEqual(['2000-01-01T12:00:00', '2000-02-01T00:00:00']);
    expect(dates('minutes since 2000-01-01 00:00', [90, -1])).toEqual([
      '2000-01-01T01:30:00',
      '1999-12-31T23:59:00',
    ]);
    expect(dates('seconds since 1970-01-01T00:00:00Z', [86401.25])).toEqual(['1970-01-02T00:00:01.250']);
  });

  test('a time-zone suffix is applied, giving UTC as xarray does', () => {
    expect(dates('hours since 1954-01-01 00:00:00 +0700', [0])).toEqual(['1953-12-31T17:00:00']);
    expect(dates('hours since 1954-01-01 00:00:00 -08:00', [1])).toEqual(['1954-01-01T09:00:00']);
    expect(parseTimeUnits('hours since 1954-01-01 00:00:00 -08').zoneSeconds).toBe(-8 * 3600);
    expect(decodeTime('t', Float64Array.of(0), 'days since 2000-01-01 00:00:00 UTC').timeZone).toBe('UTC');
  });

  test('fill values (NaN) decode to NaT', () => {
    expect(dates('days since 2000-01-01', [NaN, 1])).toEqual(['NaT', '2000-01-02T00:00:00']);
  });

  test('units that are not a time unit, and unknown calendars, are errors', () => {
    expect(() => parseTimeUnits('months since 2000-01-01')).toThrow('unsupported CF time units');
    expect(() => parseTimeUnits('mm d**-1')).toThrow('unsupported CF time units');
    expect(() => dates('days since 2000-01-01', [0], 'lunar')).toThrow('unknown CF calendar "lunar"');
  });
});

describe('CF calendars', () => {
  test('29 February exists or not depending on the calendar', () => {
    const units = 'days since 2000-02-28';
    expect(dates(units, [1, 2], 'proleptic_gregorian')).toEqual([
      '2000-02-29T00:00:00',
      '2000-03-01T00:00:00',
    ]);
    expect(dates(units, [1], 'noleap')).toEqual(['2000-03-01T00:00:00']);
    expect(dates(units, [1], '365_day')).toEqual(['2000-03-01T00:00:00']);
    expect(dates(units, [1, 2, 3], '360_day')).toEqual([
      '2000-02-29T00:00:00',
      '2000-02-30T00:00:00',
      '2000-03-01T00:00:00',
    ]);
    expect(dates('days since 2001-02-28', [1], 'all_leap')).toEqual(['2001-02-29T00:00:00']);
    expect(dates('days since 2001-02-28', [1], '366_day')).toEqual(['2001-02-29T00:00:00']);
  });

  test('julian has 29 February 1900; standard switches from Julian to Gregorian in October 1582', () => {
    expect(dates('days since 1900-02-28', [1], 'julian')).toEqual(['1900-02-29T00:00:00']);
    expect(dates('days since 1900-02-28', [1], 'standard')).toEqual(['1900-03-01T00:00:00']);
    expect(dates('days since 1582-10-04', [1], 'standard')).toEqual(['1582-10-15T00:00:00']);
    expect(dates('days since 1582-10-04', [1], 'proleptic_gregorian')).toEqual(['1582-10-05T00:00:00']);
    expect(dates('days since 1582-10-15', [-1], 'gregorian')).toEqual(['1582-10-04T00:00:00']);
  });

  test('a missing calendar attribute means standard', () => {
    expect(decodeTime('t', Float64Array.of(0), 'days since 2000-01-01').calendar).toBe('standard');
  });

  test('proleptic_gregorian agrees with JavaScript Date (proleptic Gregorian, UTC)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000, max: 100_000_000 }), (minutes) => {
        const expected = new Date(Date.UTC(1954, 0, 1) + minutes * 60_000).toISOString().slice(0, 19);
        expect(dates('minutes since 1954-01-01 00:00:00', [minutes], 'proleptic_gregorian')).toEqual([
          expected,
        ]);
        // After the 1582 reform standard is proleptic Gregorian too.
        if (expected > '1582-10-15')
          expect(dates('minutes since 1954-01-01', [minutes], 'standard')).toEqual([expected]);
      }),
    );
  });

  test('every calendar counts days one by one with the right month lengths', () => {
    const monthLengths: Record<Calendar, (year: number, month: number) => number> = {
      proleptic_gregorian: (y, m) => new Date(Date.UTC(y, m, 0)).getUTCDate(),
      standard: (y, m) => new Date(Date.UTC(y, m, 0)).getUTCDate(),
      julian: (y, m) => (m === 2 ? (y % 4 === 0 ? 29 : 28) : new Date(Date.UTC(2001, m, 0)).getUTCDate()),
      noleap: (_, m) => new Date(Date.UTC(2001, m, 0)).getUTCDate(),
      all_leap: (_, m) => new Date(Date.UTC(2000, m, 0)).getUTCDate(),
      '360_day': () => 30,
    };
    for (const calendar of Object.keys(monthLengths) as Calendar[]) {
      let date = { year: 1898, month: 1, day: 1 }; // through 1900 (leap only in julian) and 1904
      let n = dayNumber(calendar, date);
      for (let i = 0; i < 8 * 366; i++) {
        const length = monthLengths[calendar](date.year, date.month);
        const next =
          date.day < length
            ? { ...date, day: date.day + 1 }
            : date.month < 12
              ? { year: date.year, month: date.month + 1, day: 1 }
              : { year: date.year + 1, month: 1, day: 1 };
        n += 1;
        expect(civilDate(calendar, n)).toEqual(next);
        expect(dayNumber(calendar, next)).toBe(n);
        date = next;
      }
    }
  });
});
