import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

const STOPS =
  'Raven stops after reading the .rvi (soil variable index greater than the number of layers); use a layer below';

describe('RV502 soil-layer-beyond-model', () => {
  it('points at a soil layer beyond a two-layer model', async () => {
    const out = await checkMutated(CORPUS.hmets, [
      {
        file: 'raven-hmets-salmon.rvi',
        from: 'PERC_LINEAR     SOIL[0]      SOIL[1]',
        to: 'PERC_LINEAR     SOIL[0]      SOIL[2]',
      },
    ]);
    expect(only('RV502', out)).toEqual([
      `raven-hmets-salmon.rvi:31:49: error: SOIL[2] is beyond the soil model: :SoilModel SOIL_TWO_LAYER has SOIL[0] to SOIL[1], and ${STOPS} 2 or add layers to :SoilModel [RV502]`,
    ]);
  });

  it('points at the :Alias target when the layer comes through an alias', async () => {
    const out = await checkMutated(CORPUS.hbvec, [
      { file: 'raven-hbvec-salmon.rvi', from: 'SLOW_RESERVOIR SOIL[2]', to: 'SLOW_RESERVOIR SOIL[3]' },
    ]);
    expect(only('RV502', out)).toEqual([
      `raven-hbvec-salmon.rvi:44:29: error: :Alias SLOW_RESERVOIR stands for SOIL[3] (used by :LakeStorage at line 45), beyond the soil model: :SoilModel SOIL_MULTILAYER 3 has SOIL[0] to SOIL[2], and ${STOPS} 3 or add layers to :SoilModel [RV502]`,
    ]);
  });

  it('leaves out arguments Raven only compares with its own store', async () => {
    const out = await checkMutated(CORPUS.hmets, [
      {
        file: 'raven-hmets-salmon.rvi',
        from: 'INF_HMETS       PONDED_WATER MULTIPLE',
        to: 'INF_HMETS       PONDED_WATER SOIL[5]',
      },
    ]);
    expect(only('RV502', out)).toEqual([]);
  });
});
