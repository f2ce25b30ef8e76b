import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV505 algorithm-soil-layers', () => {
  it('points at an algorithm that needs more soil layers than the model has', async () => {
    const out = await checkMutated(CORPUS.hmets, [
      { file: 'raven-hmets-salmon.rvi', from: 'SOILEVAP_ALL', to: 'SOILEVAP_SACSMA' },
      { file: 'raven-hmets-salmon.rvi', from: 'INF_HMETS', to: 'INF_UBC' },
    ]);
    expect(only('RV505', out)).toEqual([
      'raven-hmets-salmon.rvi:28:20: error: INF_UBC needs at least 4 soil layers and :SoilModel SOIL_TWO_LAYER gives 2: Raven stops ("INF_UBCWM infiltration algorithm requires at least 4 soil layers"); add layers to :SoilModel or choose another algorithm [RV505]',
      'raven-hmets-salmon.rvi:33:20: error: SOILEVAP_SACSMA needs at least 6 soil layers and :SoilModel SOIL_TWO_LAYER gives 2: Raven stops ("soil variable index greater than the number of layers"); add layers to :SoilModel or choose another algorithm [RV505]',
    ]);
  });

  it('accepts them on a model with enough layers', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvi', from: 'INF_GR4J', to: 'INF_UBC' },
    ]);
    expect(only('RV505', out)).toEqual([]);
  });
});

describe('RV505 algorithm-soil-layers, unchecked layers', () => {
  // Raven 4.12.1 completes a whole run of this model (INF_AWBM with its parameters on 3 layers).
  it('warns where Raven does not check the layers an algorithm sends water to', async () => {
    const out = await checkMutated(CORPUS.hbvec, [
      { file: 'raven-hbvec-salmon.rvi', from: 'INF_HBV', to: 'INF_AWBM' },
    ]);
    expect(only('RV505', out)).toEqual([
      'raven-hbvec-salmon.rvi:61:22: warning: INF_AWBM needs at least 4 soil layers and :SoilModel SOIL_MULTILAYER 3 gives 3: Raven does not check, and the water it sends to the missing layers goes to no store of the model (the run goes on with its water balance broken); add layers to :SoilModel or choose another algorithm [RV505]',
    ]);
  });
});
