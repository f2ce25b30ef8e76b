import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

const STOPS =
  'Raven stops after reading the .rvi (soil variable index greater than the number of layers); use';

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
      `raven-hmets-salmon.rvi:31:49: error: SOIL[2] is beyond the soil model: :SoilModel SOIL_TWO_LAYER has SOIL[0] to SOIL[1], and ${STOPS} a layer below 2 or add layers to :SoilModel [RV502]`,
    ]);
  });

  it('points at the :Alias target when the layer comes through an alias', async () => {
    const out = await checkMutated(CORPUS.hbvec, [
      { file: 'raven-hbvec-salmon.rvi', from: 'SLOW_RESERVOIR SOIL[2]', to: 'SLOW_RESERVOIR SOIL[3]' },
    ]);
    expect(only('RV502', out)).toEqual([
      `raven-hbvec-salmon.rvi:44:29: error: :Alias SLOW_RESERVOIR stands for SOIL[3] (used by :LakeStorage at line 45), beyond the soil model: :SoilModel SOIL_MULTILAYER 3 has SOIL[0] to SOIL[2], and ${STOPS} a layer below 3 or add layers to :SoilModel [RV502]`,
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

  // Raven 4.12.1 on these mutants: "A soil variable with an index (1) greater than that allowed by the
  // limiting number of layers indicated in the :SoilModel command (1)", and "(2) … (2)" for the bare SOIL.
  it('points at every process store beyond a soil model made smaller (the mistake of issue 11)', async () => {
    const out = await checkMutated(CORPUS.hmets, [
      { file: 'raven-hmets-salmon.rvi', from: 'SOIL_TWO_LAYER', to: 'SOIL_ONE_LAYER' },
    ]);
    const one = 'beyond the soil model: :SoilModel SOIL_ONE_LAYER has only SOIL[0], and';
    expect(only('RV502', out)).toEqual([
      `raven-hmets-salmon.rvi:31:49: error: SOIL[1] is ${one} ${STOPS} SOIL[0] or add layers to :SoilModel [RV502]`,
      `raven-hmets-salmon.rvi:32:36: error: SOIL[1] is ${one} ${STOPS} SOIL[0] or add layers to :SoilModel [RV502]`,
      `raven-hmets-salmon.rvi:36:36: error: SOIL[1] is ${one} ${STOPS} SOIL[0] or add layers to :SoilModel [RV502]`,
    ]);
  });

  it('takes SOIL without brackets for one soil store more than the model has', async () => {
    const out = await checkMutated(CORPUS.hmets, [
      { file: 'raven-hmets-salmon.rvi', from: 'BASE_LINEAR     SOIL[1]', to: 'BASE_LINEAR     SOIL' },
    ]);
    expect(only('RV502', out)).toEqual([
      'raven-hmets-salmon.rvi:36:36: error: SOIL is a soil store without a layer index: Raven adds it beside the layers of :SoilModel SOIL_TWO_LAYER (SOIL[0] to SOIL[1]) and stops after reading the .rvi (soil variable index greater than the number of layers); write the layer, such as SOIL[0] [RV502]',
    ]);
  });

  // Raven 4.12.1 completes the 5-day run (no water reaches the convolution in January) and crashes on the
  // whole run ("double free or corruption").
  it('points at a :Convolve target beyond the soil model, which Raven does not check', async () => {
    const out = await checkMutated(CORPUS.hmets, [
      {
        file: 'raven-hmets-salmon.rvi',
        from: 'CONVOLUTION[0] SURFACE_WATER',
        to: 'CONVOLUTION[0] SOIL[5]',
      },
    ]);
    expect(only('RV502', out)).toEqual([
      'raven-hmets-salmon.rvi:34:51: error: SOIL[5] is beyond the soil model (:SoilModel SOIL_TWO_LAYER has SOIL[0] to SOIL[1]): :Convolve finds no such store, and Raven, which does not check, writes the water it moves outside the model\'s stores: the run crashes ("double free or corruption") once water flows; use a layer below 2 [RV502]',
    ]);
  });
});
