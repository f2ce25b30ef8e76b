import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonHbv;
const RVI = 'raven-hbv-salmon.rvi';

describe('RV589 process-group-weight-count, against Raven 4.12.1', () => {
  const group = (weights: string) => ({
    file: RVI,
    from: /(:EndHydrologicProcesses)/,
    to:
      ':ProcessGroup\n  :Baseflow BASE_LINEAR SLOW_RESERVOIR SURFACE_WATER\n  :Baseflow BASE_LINEAR SLOW_RESERVOIR SURFACE_WATER\n' +
      `:EndProcessGroup ${weights}\n$1`,
  });

  it('predicts the warning for three weights in a group of two processes, and none for two', async () => {
    const three = await ravenWarned(M, [group('0.5 0.3 0.2')]);
    expect(three.completes).toBe(true);
    expect(three.raven).toEqual(['ParseInput#121']);
    expect(three.rvkit).toEqual(three.raven);
    const two = await ravenWarned(M, [group('0.5 0.5')]);
    expect(two).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
