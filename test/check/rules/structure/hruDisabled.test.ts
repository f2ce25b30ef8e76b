import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonHbv;
const RVI = 'raven-hbv-salmon.rvi';
const RVH = 'raven-hbv-salmon.rvh';
/** Below :SoilModel, where the .rvi's commands that need a model go. */
const SOIL = /(:SoilModel[^\n]*\n)/;
/** The end of the .rvh's HRUs, after which lines are added. */
const RVH_END = /(:EndHRUs[^\n]*\n)/;

describe('RV184 hru-disabled, against Raven 4.12.1', () => {
  it('predicts the warning for a disabled HRU group with HRUs, and none for an empty one', async () => {
    const disabled = await ravenWarned(M, [
      { file: RVI, from: SOIL, to: '$1:DefineHRUGroups AllHRUs\n:DisableHRUGroup AllHRUs\n' },
      { file: RVH, from: RVH_END, to: '$1:HRUGroup AllHRUs\n  1\n:EndHRUGroup\n' },
    ]);
    expect(disabled.raven).toContain('ModelInitialize#1');
    expect(disabled.rvkit).toEqual(['ModelInitialize#1']);
    const empty = await ravenWarned(M, [
      { file: RVI, from: SOIL, to: '$1:DefineHRUGroups NoHRUs\n:DisableHRUGroup NoHRUs\n' },
    ]);
    expect(empty.raven).not.toContain('ModelInitialize#1');
    expect(empty.rvkit).toEqual([]);
  }, 120_000);
});
