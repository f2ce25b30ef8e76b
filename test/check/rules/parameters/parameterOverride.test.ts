import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonHbv;
const RVP = 'raven-hbv-salmon.rvp';
const RVH = 'raven-hbv-salmon.rvh';
/** The end of the .rvp's class properties and the .rvh's HRUs, after which lines are added. */
const RVP_END = /(:EndLandUseClasses[^\n]*\n)/;
/** The end of the .rvh's HRUs, after which lines are added. */
const RVH_END = /(:EndHRUs[^\n]*\n)/;

describe('RV384 parameter-override, against Raven 4.12.1', () => {
  it('predicts the warning for a global parameter override', async () => {
    const override = await ravenWarned(M, [
      { file: RVH, from: RVH_END, to: '$1:SubBasinGroup Uplands\n  1\n:EndSubBasinGroup\n' },
      { file: RVP, from: RVP_END, to: '$1:GlobalParameterOverride RAINSNOW_TEMP Uplands 1.0\n' },
    ]);
    expect(override.completes).toBe(true);
    expect(override.raven).toEqual(['ModelInitialize#11']);
    expect(override.rvkit).toEqual(override.raven);
  }, 120_000);
});
