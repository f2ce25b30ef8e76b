import { days, forcingNetcdf, SALMON_VALUES } from '../../netcdfForcing.js';
import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

/** The snowfall of the GR4J-CemaNeige model read from `snow.nc`. */
const SNOW_FROM_FILE = {
  file: 'raven-gr4j-salmon.rvt',
  from: /(:Data SNOWFALL[\s\S]*?:FileNameNC\s+)\S+/,
  to: '$1snow.nc',
};

describe('RV425 rain-snow-mismatch', () => {
  it('points at RAINFALL and SNOWFALL series of different lengths', async () => {
    const nc = forcingNetcdf({
      units: 'days since 1954-01-01 00:00:00',
      times: days(300),
      values: SALMON_VALUES,
    });
    const out = await checkMutated(CORPUS.gr4jNetcdf, [SNOW_FROM_FILE], { 'snow.nc': nc });
    expect(only('RV425', out)).toEqual([
      'raven-gr4j-salmon.rvt:15:26: error: RAINFALL and SNOWFALL of gauge meteorological have different numbers of values (20819 and 300): Raven adds them value by value [RV425]',
      'raven-gr4j-salmon.rvt:22:26: error: RAINFALL and SNOWFALL of gauge meteorological have different numbers of values (20819 and 300): Raven adds them value by value [RV425]',
    ]);
  });

  it('accepts series that start on the same day of another year (Raven compares the day only)', async () => {
    const nc = forcingNetcdf({
      units: 'days since 1953-01-01 00:00:00',
      times: days(20819),
      values: SALMON_VALUES,
    });
    const out = await checkMutated(CORPUS.gr4jNetcdf, [SNOW_FROM_FILE], { 'snow.nc': nc });
    expect(only('RV425', out)).toEqual([]);
  });
});
