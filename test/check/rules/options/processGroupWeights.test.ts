import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonGr4j;
const RVI = 'raven-gr4j-salmon.rvi';
const EVAP = ' :OpenWaterEvaporation     OPEN_WATER_EVAP    PONDED_WATER    ATMOSPHERE';
/** The model with its open-water evaporation doubled in a process group closed by this line. */
const withGroup = (end: string) =>
  ravenWarned(M, [{ file: RVI, from: EVAP, to: ` :ProcessGroup\n${EVAP}\n${EVAP}\n ${end}\n` }]);

describe('RV578 process-group-weights, against Raven 4.12.1', () => {
  it("predicts Raven's warning for weights that do not add to 1, near or far", async () => {
    const far = await withGroup(':EndProcessGroup 0.5 0.6');
    expect(far.completes).toBe(true);
    expect(far.raven).toEqual(['ProcessGroup#2']);
    expect(far.rvkit).toEqual(['ProcessGroup#2']);
    expect(far.shown).toEqual([
      `${RVI}:44:19: the 2 weights of this process group add to 1.1, not 1: Raven warns ("CProcessGroup::SetWeights: Process group weights do not sum to 1.0"), and divides them by 1.1 (the weights used are not these) [RV578]`,
    ]);
    const near = await withGroup(':EndProcessGroup 0.5 0.505');
    expect(near.raven).toEqual(['ProcessGroup#2']);
    expect(near.rvkit).toEqual(['ProcessGroup#2']);
  }, 120_000);

  it('says nothing of weights adding to 1, or derived with CALCULATE_WTS', async () => {
    expect(await withGroup(':EndProcessGroup 0.25 0.75')).toEqual({
      completes: true,
      raven: [],
      rvkit: [],
      shown: [],
    });
    expect(await withGroup(':EndProcessGroup CALCULATE_WTS 0.3')).toEqual({
      completes: true,
      raven: [],
      rvkit: [],
      shown: [],
    });
  }, 120_000);
});
