import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

afterAll(cleanUp);

const M = CORPUS.irondequoit;
const RVT = 'Irondequoit.rvt';
const USER_SERIES = {
  file: RVT,
  from: /$/,
  to: '\r\n:UserTimeSeries MyDemand m3/s\r\n  2000-01-01 00:00:00 1.0 3\r\n  1.0 2.0 3.0\r\n:EndUserTimeSeries\r\n',
};

describe('RV471 user-series-unused', () => {
  it("predicts Raven's warning for a user time series in a model without management optimization", async () => {
    const out = await ravenWarned(M, [USER_SERIES]);
    expect(out).toEqual({
      completes: true,
      raven: ['ParseTimeSeriesFile#37'],
      rvkit: ['ParseTimeSeriesFile#37'],
      shown: [
        `${RVT}:10:1: :UserTimeSeries without :ApplyManagementOptimization in the .rvi: Raven ignores the series and warns (":User-specified time series found without being in management optimization mode. This command will be ignored.") [RV471]`,
      ],
    });
  }, 120_000);

  // Raven 4.12.1 as built here has no lpsolve, so it stops on any management optimization: rvkit alone decides.
  it('says nothing with :ApplyManagementOptimization', async () => {
    const out = await checkMutated(M, [
      USER_SERIES,
      { file: 'Irondequoit.rvi', from: /$/, to: '\r\n:ApplyManagementOptimization\r\n' },
    ]);
    expect(only('RV471', out)).toEqual([]);
  });
});
