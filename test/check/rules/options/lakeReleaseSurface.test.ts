import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonGr4j;
const RVI = 'raven-gr4j-salmon.rvi';
const RELEASE = {
  file: RVI,
  from: ' :Infiltration ',
  to: ' :LakeRelease LAKEREL_LINEAR LAKE_STORAGE SURFACE_WATER\n :Infiltration ',
};

describe('RV579 lake-release-surface, against Raven 4.12.1', () => {
  // Salmon has no lake parameters: Raven then stops for the process's missing LAKE_REL_COEFF, after the warning.
  it('predicts the warning for a :LakeRelease while the lake store is SURFACE_WATER', async () => {
    const out = await ravenWarned(M, [RELEASE]);
    expect(out.raven).toEqual(['DepressionProcesses#1']);
    expect(out.rvkit).toEqual(['DepressionProcesses#1']);
    expect(out.shown[0]).toContain(
      `${RVI}:42:15: :LakeRelease releases from the lake store, which is SURFACE_WATER here`,
    );
  }, 120_000);

  it('says nothing with :LakeStorage LAKE_STORAGE above it', async () => {
    const out = await ravenWarned(M, [
      RELEASE,
      { file: RVI, from: ':HydrologicProcesses', to: ':LakeStorage LAKE_STORAGE\n:HydrologicProcesses' },
    ]);
    expect(out.raven).toEqual([]);
    expect(out.rvkit).toEqual([]);
  }, 120_000);
});
