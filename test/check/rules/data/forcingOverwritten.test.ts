import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonHbv;
const RVT = 'raven-hbv-salmon.rvt';
/** The gauge's meteorological data (a :MultiData of RAINFALL, SNOWFALL, TEMP_DAILY_MIN/MAX and PET). */
const METEO = /(:RedirectToFile data_obs\/Salmon-River-Near-Prince-George_meteo_daily\.rvt[^\n]*\n)/;
/** Ten days of a forcing from the model's start, after the gauge's :MultiData. */
const tenDays = (forcing: string, value = 0) =>
  `$1:Data ${forcing} C\n  1954-01-01 00:00:00 1.0 10\n  ${Array(10).fill(value).join(' ')}\n:EndData\n`;

describe('RV434 forcing-overwritten, against Raven 4.12.1', () => {
  it("predicts Raven's warning for a :Data block that repeats a :MultiData column", async () => {
    const out = await ravenWarned(M, [{ file: RVT, from: METEO, to: tenDays('TEMP_MIN', -40) }]);
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['Gauge#5']);
    expect(out.rvkit).toEqual(out.raven);
    expect(out.shown).toEqual([
      `${RVT}:31:7: gauge Gauge1 is given TEMP_DAILY_MIN again (first on line 2 of Salmon-River-Near-Prince-George_meteo_daily.rvt): Raven keeps only this one and warns ("a time series of data has been overwritten at gauge Gauge1") [RV434]`,
    ]);
  }, 120_000);

  it('predicts it for a series Raven derives from the others (TEMP_AVE beside the daily minimum and maximum)', async () => {
    const out = await ravenWarned(M, [{ file: RVT, from: METEO, to: tenDays('TEMP_AVE') }]);
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['Gauge#5']);
    expect(out.rvkit).toEqual(out.raven);
    expect(out.shown).toEqual([
      `${RVT}:31:7: Raven makes TEMP_AVE itself from TEMP_DAILY_MIN and TEMP_DAILY_MAX at gauge Gauge1 and replaces this series with it: it warns ("a time series of data has been overwritten at gauge Gauge1") [RV434]`,
    ]);
  }, 120_000);

  it('says nothing of a series Raven keeps (a daily average beside the minimum and maximum)', async () => {
    const out = await ravenWarned(M, [{ file: RVT, from: METEO, to: tenDays('TEMP_DAILY_AVE') }]);
    expect(out).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
