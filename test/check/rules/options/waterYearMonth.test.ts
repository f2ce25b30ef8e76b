import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonHbv;
const RVI = 'raven-hbv-salmon.rvi';
/** Below :SoilModel, where the .rvi's commands that need a model go. */
const SOIL = /(:SoilModel[^\n]*\n)/;

describe('RV587 water-year-month, against Raven 4.12.1', () => {
  it('predicts the warning for a month outside 1-12, and none for October', async () => {
    const bad = await ravenWarned(M, [{ file: RVI, from: SOIL, to: '$1:WaterYearStartMonth 13\n' }]);
    expect(bad).toEqual({
      completes: true,
      raven: ['ParseInput#53'],
      rvkit: ['ParseInput#53'],
      shown: [
        `${RVI}:40:22: '13' is not a month from 1 to 12 (Raven reads 13): Raven warns ("Invalid water year starting month in :WaterYearStartMonth command. Should be integer month between 1- and 12") and keeps the water year starting in October [RV587]`,
      ],
    });
    const fine = await ravenWarned(M, [{ file: RVI, from: SOIL, to: '$1:WaterYearStartMonth 10\n' }]);
    expect(fine).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
