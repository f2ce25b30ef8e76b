import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonHbv;
const RVI = 'raven-hbv-salmon.rvi';
/** Below :SoilModel, where the .rvi's commands that need a model go. */
const SOIL = /(:SoilModel[^\n]*\n)/;

describe('RV487 assimilation-start, against Raven 4.12.1', () => {
  it('predicts the warning for an assimilation start after the end, and none within the simulation', async () => {
    // The model starts 1954-01-01; the test copy is shortened to a few days.
    const late = await ravenWarned(M, [
      { file: RVI, from: SOIL, to: '$1:AssimilationStartTime 2030-01-01 00:00:00\n' },
    ]);
    expect(late.completes).toBe(true);
    expect(late.raven).toEqual(['ParseInput#63']);
    expect(late.rvkit).toEqual(late.raven);
    const within = await ravenWarned(M, [
      { file: RVI, from: SOIL, to: '$1:AssimilationStartTime 1954-01-02 00:00:00\n' },
    ]);
    expect(within).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
