import { CORPUS, type Replace } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

/**
 * Salmon GR4J (daily min/max temperature) given a 6-hourly TEMP_AVE at its gauge, 40 values from midnight of
 * 1954-01-02 (each value its own: -5.00, -5.01 …), and a simulation of 5 days from 06:00 that day: Raven
 * averages the series over six calendar days, the first and the last in part. The unchanged model has it all.
 */
const M = CORPUS.salmonGr4j;
const RVT = 'raven-gr4j-salmon.rvt';
const RVI = 'raven-gr4j-salmon.rvi';
const value = (i: number) => `-${(5 + i / 100).toFixed(2)}`;
const SERIES = `:Data TEMP_AVE C\n 1954-01-02 00:00:00 0.25 40\n${Array.from({ length: 40 }, (_, i) => value(i)).join('\n')}\n:EndData`;
const COMMON: Replace[] = [
  { file: RVI, from: /^:StartDate .*$/m, to: ':StartDate 1954-01-02 06:00:00' },
  { file: RVT, from: ':EndGauge', to: `${SERIES}\n:EndGauge` },
];
/** The series with value i blank (NaN). */
const blank = (i: number): Replace => ({ file: RVT, from: new RegExp(`^${value(i)}$`, 'm'), to: 'NaN' });
const warned = (edits: readonly Replace[]) => ravenWarned(M, edits, {}, COMMON);

describe('RV466 subdaily-temperature-ends, against Raven 4.12.1', () => {
  it('predicts a series that starts after midnight of the first day', async () => {
    const out = await warned([
      { file: RVT, from: ' 1954-01-02 00:00:00 0.25 40', to: ' 1954-01-02 06:00:00 0.25 40' },
    ]);
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['Gauge#7']);
    expect(out.rvkit).toEqual(out.raven);
    expect(out.shown[0]).toMatch(
      /gauge 08KC001: the sub-daily TEMP_AVE does not cover the whole first simulated day/,
    );
  }, 120_000);

  it('predicts a blank value in the part of the last day after the simulation', async () => {
    // Value 22 is at 12:00 on 1954-01-07; the simulation ends at 06:00 that day.
    const out = await warned([blank(22)]);
    expect(out.raven).toEqual(['Gauge#7']);
    expect(out.rvkit).toEqual(out.raven);
  }, 120_000);

  it('says nothing of a blank value on a day in the middle', async () => {
    expect(await warned([blank(10)])).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
