import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

const RVI = 'raven-hbvec-salmon.rvi';

describe('RV509 soil-profile-layers', () => {
  // Raven 4.12.1: "CSoilProfile::AllocateSoilLayers: can currently handle a number of soil profile layers which
  // are an even multiple of the number of soil horizons (usually 1:1)".
  it('points at a profile whose horizons do not divide the layers of the soil model', async () => {
    const out = await checkMutated(CORPUS.hbvec, [
      { file: RVI, from: 'SOIL_MULTILAYER 3', to: 'SOIL_MULTILAYER 4' },
    ]);
    expect(only('RV509', out)).toEqual([
      'raven-hbvec-salmon.rvp:54:15: error: soil profile DEFAULT_P has 3 horizons and :SoilModel SOIL_MULTILAYER 4 in the .rvi has 4 soil layers, not a multiple of 3: Raven stops building HRU 1 ("number of soil profile layers which are an even multiple of the number of soil horizons"); give the profile 4 horizons or change :SoilModel [RV509]',
    ]);
  });

  // Raven 4.12.1 completes: each horizon gives two layers.
  it('accepts a layer count that is a multiple of the horizons, and profiles no HRU uses', async () => {
    const out = await checkMutated(CORPUS.hmets, [
      { file: 'raven-hmets-salmon.rvi', from: 'SOIL_TWO_LAYER', to: 'SOIL_MULTILAYER 4' },
      {
        file: 'raven-hmets-salmon.rvp',
        from: 'ROCK, 0',
        to: 'ROCK, 3, TOPSOIL, 1.0, TOPSOIL, 1.0, TOPSOIL, 1.0',
      },
    ]);
    expect(only('RV509', out)).toEqual([]);
  });
});
