import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV202 hru-class', () => {
  it('points at a vegetation class the .rvp does not define, with the closest name', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvh', from: 'VEG_ALL', to: 'VEG_AL' },
    ]);
    expect(only('RV202', out)).toEqual([
      "Irondequoit.rvh:16:78: error: HRU 1: vegetation class 'VEG_AL' is not defined in :VegetationClasses (did you mean VEG_ALL?) [RV202]",
    ]);
  });

  it('accepts names in another case and 1-based numbers, as Raven does', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvh', from: 'LU_ALL', to: 'lu_all' },
      { file: 'Irondequoit.rvh', from: 'DEFAULT_P', to: '1' },
    ]);
    expect(only('RV202', out)).toEqual([]);
  });

  it('reports a terrain class unless it is [NONE], and never reads the aquifer column', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvh', from: /\[NONE\],\t +\[NONE\]/, to: '[NOPE],\t [HILLS]' },
    ]);
    expect(only('RV202', out)).toEqual([
      "Irondequoit.rvh:16:118: error: HRU 1: terrain class '[HILLS]' is not defined in :TerrainClasses [RV202]",
    ]);
  });
});
