/**
 * `firstUnblankStep` passes over blank stretches of a series without changing which step is the first whose
 * average is not blank: checked against averaging every step (`stepAverage`, Raven's resampling) on series of
 * blank runs at steps shorter, equal to (with the rounding of a written hourly interval) and longer than the
 * values' interval, starting before and after the model, with values missing at the end.
 */
import { BLANK, type SeriesValues } from '../../src/facts/forcingData.js';
import { firstUnblankStep, stepAverage } from '../../src/facts/sampling.js';

/** A series of `values` (NaN past their end, as a missing value reads). */
function series(values: readonly number[]): SeriesValues {
  const v = Float64Array.from(values);
  return {
    length: v.length,
    value: (i) => (i >= 0 && i < v.length ? v[i] : Number.NaN),
    range: (from, to) => v.subarray(from, to + 1),
    where: () => ({}),
  };
}

/** The first step from `from` whose average is not blank, one step at a time (or `steps` when none is). */
function bruteForce(s: SeriesValues, n: number, interval: number, offset: number, dt: number, from: number) {
  for (let nn = from; nn < 10_000; nn++)
    if (stepAverage(s.value, n, interval, nn * dt + offset, dt) !== BLANK) return nn;
  return 10_000;
}

/** `count` values: blank but for the ones at `at`. */
function blanks(count: number, at: readonly number[]): number[] {
  const v = new Array<number>(count).fill(BLANK);
  for (const i of at) v[i] = 1.5;
  return v;
}

describe('firstUnblankStep', () => {
  const cases: { name: string; values: number[]; n?: number; interval: number; dt: number }[] = [
    { name: 'hourly steps over daily values', values: blanks(60, [37, 50]), interval: 1, dt: 1 / 24 },
    { name: 'daily steps over hourly values', values: blanks(3000, [1234]), interval: 1 / 24, dt: 1 },
    {
      name: 'hourly over hourly (written interval)',
      values: blanks(5000, [4321]),
      interval: 0.04166666667,
      dt: 1 / 24,
    },
    { name: '6-hourly values, hourly steps', values: blanks(400, [399]), interval: 0.25, dt: 1 / 24 },
    { name: 'all blank', values: blanks(300, []), interval: 0.25, dt: 1 / 24 },
    { name: 'values missing at the end', values: blanks(100, []), n: 140, interval: 0.25, dt: 1 / 24 },
    { name: 'no blank', values: blanks(50, [...Array(50).keys()]), interval: 1, dt: 1 / 24 },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const s = series(c.values);
      const n = c.n ?? c.values.length;
      // The model starting before, at and after the series' start; the search starting at several steps.
      for (const offset of [-3.5, -0.01, -1e-14, 0, 0.3, 2.75, 17]) {
        for (const from of [0, 1, 5, 100, 700]) {
          const first = firstUnblankStep(s, n, c.interval, offset, c.dt, from);
          const expected = bruteForce(s, n, c.interval, offset, c.dt, from);
          // Never past the first unblank step, and only blank steps between it and the one returned.
          expect(first).toBeGreaterThanOrEqual(from);
          expect(first).toBeLessThanOrEqual(expected);
          expect(bruteForce(s, n, c.interval, offset, c.dt, first)).toBe(expected);
        }
      }
    });
  }

  it('passes over a long blank stretch', () => {
    // 9,456 blank hours before the first observation (York's Boulter Bridge hydrograph).
    // A hydrograph is moved one step later (period-ending): its series time is a step behind the model's.
    const s = series(blanks(20_000, [9456]));
    const first = firstUnblankStep(s, 20_000, 0.04166666667, -1 / 24 - 1e-14, 1 / 24, 1);
    expect(first).toBeGreaterThan(9400);
    expect(bruteForce(s, 20_000, 0.04166666667, -1 / 24 - 1e-14, 1 / 24, first)).toBe(
      bruteForce(s, 20_000, 0.04166666667, -1 / 24 - 1e-14, 1 / 24, 1),
    );
  });
});
