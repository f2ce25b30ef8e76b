import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

const RVI = 'raven-hbvec-salmon.rvi';

describe('RV503 process-store-refused', () => {
  it('points at a store the process cannot take, quoting Raven', async () => {
    const out = await checkMutated(CORPUS.hbvec, [
      {
        file: RVI,
        from: 'PERC_CONSTANT      FAST_RESERVOIR \tSLOW_RESERVOIR',
        to: 'PERC_CONSTANT      FAST_RESERVOIR \tSURFACE_WATER',
      },
      { file: RVI, from: 'BASE_LINEAR        SLOW_RESERVOIR', to: 'BASE_LINEAR        GROUNDWATER' },
    ]);
    expect(only('RV503', out)).toEqual([
      `${RVI}:67:57: error: :Percolation PERC_CONSTANT cannot take 'SURFACE_WATER' as its to store (it takes SOIL or GROUNDWATER): Raven stops ("percolation must be between two soil or groundwater units") [RV503]`,
      `${RVI}:69:41: error: :Baseflow BASE_LINEAR cannot take 'GROUNDWATER' as its from store (it takes SOIL): Raven lets GROUNDWATER through its check but then reads soil properties the store does not have, and crashes [RV503]`,
    ]);
  });

  it('accepts the stores each process works on, through aliases too', async () => {
    const out = await checkMutated(CORPUS.hbvec, [
      {
        file: RVI,
        from: 'PERC_CONSTANT      FAST_RESERVOIR \tSLOW_RESERVOIR',
        to: 'PERC_CONSTANT      FAST_RESERVOIR \tGROUNDWATER',
      },
    ]);
    expect(only('RV503', out)).toEqual([]);
  });
});

describe('RV503 process-store-refused, Sacramento percolation', () => {
  // Raven 4.12.1 completes a whole run of this model (with the Sacramento parameters): the target's soil
  // properties are those of layer 0 for the first GROUNDWATER store (CModel::GetStateVarLayer counts stores).
  it('lets PERC_SACRAMENTO percolate into groundwater', async () => {
    const out = await checkMutated(CORPUS.hmets, [
      {
        file: 'raven-hmets-salmon.rvi',
        from: 'PERC_LINEAR     SOIL[0]      SOIL[1]',
        to: 'PERC_SACRAMENTO SOIL[0]      GROUNDWATER',
      },
    ]);
    expect(only('RV503', out)).toEqual([]);
  });
});
