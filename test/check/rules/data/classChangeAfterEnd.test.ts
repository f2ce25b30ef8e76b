import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonHbv;
const RVI = 'raven-hbv-salmon.rvi';
const RVP = 'raven-hbv-salmon.rvp';
const RVH = 'raven-hbv-salmon.rvh';
/** Below :SoilModel, where the .rvi's commands that need a model go. */
const SOIL = /(:SoilModel[^\n]*\n)/;
/** The end of the .rvp's class properties and the .rvh's HRUs, after which lines are added. */
const RVP_END = /(:EndLandUseClasses[^\n]*\n)/;
/** The end of the .rvh's HRUs, after which lines are added. */
const RVH_END = /(:EndHRUs[^\n]*\n)/;

describe('RV488 class-change-after-end, against Raven 4.12.1', () => {
  const change = (date: string) => [
    { file: RVI, from: SOIL, to: '$1:DefineHRUGroups AllHRUs\n' },
    { file: RVH, from: RVH_END, to: '$1:HRUGroup AllHRUs\n  1\n:EndHRUGroup\n' },
    { file: RVP, from: RVP_END, to: `$1:LandUseChange AllHRUs LU_ALL ${date}\n` },
  ];

  it('predicts the warning for a change dated after the end, and none within the simulation', async () => {
    const late = await ravenWarned(M, change('2030-01-01'));
    expect(late.completes).toBe(true);
    expect(late.raven).toEqual(['Model#3']);
    expect(late.rvkit).toEqual(late.raven);
    const within = await ravenWarned(M, change('1954-01-02'));
    expect(within).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
