import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.hbvec;
const RVI = 'raven-hbvec-salmon.rvi';
const NETCDF = ':WriteNetcdfFormat  yes';

describe('RV562 netcdf-custom-statistic, against Raven 4.12.1', () => {
  it('predicts the warning for QUARTILES written to NetCDF, and nothing for MEDIAN', async () => {
    const quartiles = await ravenWarned(M, [
      { file: RVI, from: NETCDF, to: `${NETCDF}\n:CustomOutput DAILY QUARTILES PRECIP BY_HRU` },
    ]);
    expect(quartiles).toEqual({
      completes: true,
      raven: ['CustomOutput#4'],
      rvkit: ['CustomOutput#4'],
      shown: [
        `${RVI}:78:21: QUARTILES cannot be written to NetCDF: Raven warns ("cannot support custom aggregation by range/quartile/histogram/95CI with netCDF output") and writes zeros; use AVERAGE, MEDIAN … or comma-separated output [RV562]`,
      ],
    });
    const median = await ravenWarned(M, [
      { file: RVI, from: NETCDF, to: `${NETCDF}\n:CustomOutput DAILY MEDIAN PRECIP BY_HRU` },
    ]);
    expect(median).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
