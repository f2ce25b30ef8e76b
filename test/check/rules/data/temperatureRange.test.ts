import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonHbv;
const METEO = 'data_obs/Salmon-River-Near-Prince-George_meteo_daily.rvt';
const PARAMETERS = /TEMP_DAILY_MIN(\s+)TEMP_DAILY_MAX/;

describe('RV435 temperature-range, against Raven 4.12.1', () => {
  it("predicts Raven's warning for swapped minimum and maximum columns", async () => {
    const out = await ravenWarned(M, [
      { file: METEO, from: PARAMETERS, to: 'TEMP_DAILY_MAX$1TEMP_DAILY_MIN' },
    ]);
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['UpdateForcings#1']);
    expect(out.rvkit).toEqual(out.raven);
    expect(out.shown).toEqual([
      `${METEO}:5:19: gauge Gauge1: the daily maximum temperature on 1954-01-01 (-17.991528) is below the minimum (-4.024469); Raven warns ("max_temp<min_temp at gauge: Gauge1") for each such time step [RV435]`,
    ]);
  }, 120_000);

  it('reads only the days the run simulates: a swapped day before the start is not warned about, one on the first day is', async () => {
    const out = await ravenWarned(M, [
      { file: 'raven-hbv-salmon.rvi', from: /:StartDate\s+1954-01-01/, to: ':StartDate 1954-01-02' },
      { file: METEO, from: '-17.991528 -4.024469', to: '-4.024469 -17.991528' },
    ]);
    expect(out.completes).toBe(true);
    expect(out.raven).not.toContain('UpdateForcings#1');
    expect(out.rvkit).not.toContain('UpdateForcings#1');
    const first = await ravenWarned(M, [
      { file: 'raven-hbv-salmon.rvi', from: /:StartDate\s+1954-01-01/, to: ':StartDate 1954-01-02' },
      { file: METEO, from: '-11.351411 -3.207881', to: '-3.207881 -11.351411' },
    ]);
    expect(first.raven).toEqual(['UpdateForcings#1']);
    expect(first.rvkit).toEqual(first.raven);
    expect(first.shown).toEqual([
      `${METEO}:6:29: gauge Gauge1: the daily maximum temperature on 1954-01-02 (-11.351411) is below the minimum (-3.207881); Raven warns ("max_temp<min_temp at gauge: Gauge1") for each such time step [RV435]`,
    ]);
  }, 120_000);

  it('says nothing where a sub-daily TEMP_AVE makes Raven derive both again', async () => {
    const out = await ravenWarned(M, [
      { file: METEO, from: PARAMETERS, to: 'TEMP_DAILY_MAX$1TEMP_DAILY_MIN' },
      {
        file: 'raven-hbv-salmon.rvt',
        from: /(:RedirectToFile data_obs\/Salmon-River-Near-Prince-George_meteo_daily\.rvt[^\n]*\n)/,
        to: `$1:Data TEMP_AVE C\n  1954-01-01 00:00:00 0.5 20\n  ${Array(20).fill(-5).join(' ')}\n:EndData\n`,
      },
    ]);
    expect(out.completes).toBe(true);
    expect(out.raven).not.toContain('UpdateForcings#1');
    expect(out.rvkit).not.toContain('UpdateForcings#1');
  }, 120_000);
});
