import { days, forcingNetcdf, SALMON_VALUES } from '../../netcdfForcing.js';
import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

afterAll(cleanUp);

/** The rainfall of the GR4J-CemaNeige model read from `rain.nc` instead of the Salmon River file. */
const RAIN_FROM_FILE = {
  file: 'raven-gr4j-salmon.rvt',
  from: /(:Data RAINFALL[\s\S]*?:FileNameNC\s+)\S+/,
  to: '$1rain.nc',
};

async function withRain(units: string, times: readonly number[], calendar?: string) {
  const nc = forcingNetcdf({ units, calendar, times, values: SALMON_VALUES });
  return only('RV411', await checkMutated(CORPUS.gr4jNetcdf, [RAIN_FROM_FILE], { 'rain.nc': nc }));
}

describe('RV411 netcdf-time', () => {
  it('points at the file of a time axis whose date is not padded (Raven does not pad it)', async () => {
    expect(await withRain('days since 1954-1-1', days(20819))).toEqual([
      "raven-gr4j-salmon.rvt:15:26: error: rain.nc: its time units 'days since 1954-1-1' are not '<days|hours|minutes|seconds> since yyyy-mm-dd hh:mm:ss' [RV411]",
    ]);
  });

  it('points at a 360-day calendar, months as unit and an uneven step', async () => {
    expect(await withRain('days since 1954-01-01 00:00:00', days(20819), '360_day')).toEqual([
      "raven-gr4j-salmon.rvt:15:26: error: rain.nc: its calendar '360_day' is not one Raven supports [RV411]",
    ]);
    expect(await withRain('months since 1954-01-01 00:00:00', days(20819))).toEqual([
      "raven-gr4j-salmon.rvt:15:26: error: rain.nc: its time units 'months since 1954-01-01 00:00:00' are not days, hours, minutes or seconds [RV411]",
    ]);
    const uneven = days(20819);
    uneven[100] = 100.5;
    expect(await withRain('days since 1954-01-01 00:00:00', uneven)).toEqual([
      'raven-gr4j-salmon.rvt:15:26: error: rain.nc: its time steps are not equal (value 100 to 101 differs from the first step) [RV411]',
    ]);
  });

  it('accepts hours, a T between date and time, a time zone (ignored) and the noleap calendar', async () => {
    expect(
      await withRain(
        'hours since 1954-01-01 00:00:00',
        days(20819).map((d) => d * 24),
      ),
    ).toEqual([]);
    expect(await withRain('days since 1954-01-01T00:00:00', days(20819))).toEqual([]);
    expect(await withRain('days since 1954-01-01 00:00:00 -0800', days(20819))).toEqual([]);
    // A calendar other than the model's only gets Raven's "[Critical]" warning.
    expect(await withRain('days since 1954-01-01', days(20819), 'noleap')).toEqual([
      'raven-gr4j-salmon.rvt:15:26: warning: rain.nc keeps its dates in the 365_DAY calendar, the model in PROLEPTIC_GREGORIAN: Raven warns "[Critical]: NetCDF file rain.nc does not use same calendar as the simulation. Use the :Calendar command to ensure consistency" [RV411]',
    ]);
  });

  it("predicts Raven's warning on a file in another calendar, and nothing on a gregorian one (Raven decides)", async () => {
    const file = (calendar: string) => ({
      'rain.nc': forcingNetcdf({
        units: 'days since 1954-01-01',
        calendar,
        times: days(20819),
        values: SALMON_VALUES,
      }),
    });
    const noleap = await ravenWarned(CORPUS.gr4jNetcdf, [RAIN_FROM_FILE], file('noleap'));
    expect(noleap.completes).toBe(true);
    expect(noleap.raven).toEqual(['NetCDFReading#1']);
    expect(noleap.rvkit).toEqual(noleap.raven);
    expect(noleap.shown).toEqual([
      expect.stringMatching(
        /^raven-gr4j-salmon\.rvt:15:26: rain\.nc keeps its dates in the 365_DAY calendar/,
      ),
    ]);
    const gregorian = await ravenWarned(CORPUS.gr4jNetcdf, [RAIN_FROM_FILE], file('gregorian'));
    expect(gregorian.completes).toBe(true);
    expect(gregorian.raven).toEqual([]);
    expect(gregorian.rvkit).toEqual([]);
  }, 120_000);
});
