import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonGr4j;
/** A PET blend of two methods in the .rvi. */
const BLEND = {
  file: 'raven-gr4j-salmon.rvi',
  from: ':Evaporation           PET_DATA',
  to: ':Evaporation PET_BLENDED\n:BlendedPETWeights PET_DATA 0.5 PET_OUDIN 0.5\n#',
};
const GROUP = {
  file: 'raven-gr4j-salmon.rvh',
  from: ':EndHRUs',
  to: ':EndHRUs\n:SubBasinGroup SBs\n 1\n:EndSubBasinGroup\n',
};
const weights = (...lines: string[]) => ({
  file: 'raven-gr4j-salmon.rvp',
  from: ':SoilClasses',
  to: `${lines.map((l) => `:SBGroupOverrideWeights PET_BLEND_WTS SBs ${l}`).join('\n')}\n:SoilClasses`,
});

describe('RV382 subbasin-group-weights, against Raven 4.12.1', () => {
  it('predicts the warning for weights of a blend the .rvi does not use', async () => {
    const out = await ravenWarned(M, [GROUP, weights('0.5 0.5')]);
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['ParsePropertyFile#15']);
    expect(out.rvkit).toEqual(['ParsePropertyFile#15']);
  }, 120_000);

  it('predicts the warnings for a wrong count and for weights that do not add to 1', async () => {
    const out = await ravenWarned(M, [BLEND, GROUP, weights('0.5 0.2 0.3', '0.5 0.6')]);
    expect(out.completes).toBe(true);
    // Gauge#3: the PET data the blend reads is also warned about by RV417.
    expect(out.raven).toEqual(['Gauge#3', 'ParsePropertyFile#16', 'ParsePropertyFile#17']);
    expect(out.rvkit).toEqual(['Gauge#3', 'ParsePropertyFile#16', 'ParsePropertyFile#17']);
    expect(out.shown).toContain(
      `raven-gr4j-salmon.rvp:11:47: the 2 weights add to 1.1, not 1: Raven ignores the line ("ParseClassPropertiesFile: Weights in :SBGroupOverrideWeights command with SubBasinGroup SBs do not add to 1.0. Contents ignored.") [RV382]`,
    );
  }, 120_000);

  it('says nothing of N weights adding to 1 or N-1 numbers (Raven then warns that overrides are used: ModelInitialize#11)', async () => {
    const out = await ravenWarned(M, [BLEND, GROUP, weights('0.4 0.6', '0.3')]);
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['Gauge#3', 'ModelInitialize#11']);
    expect(out.rvkit).toEqual(['Gauge#3']);
  }, 120_000);
});
