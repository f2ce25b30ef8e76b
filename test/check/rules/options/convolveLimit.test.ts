import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

const BASEFLOW = '  :Baseflow        BASE_LINEAR     SOIL[1]';
const CONVOLVE = '  :Convolve CONVOL_GAMMA CONVOLUTION[2] SURFACE_WATER\n';

describe('RV506 convolve-limit', () => {
  it('points at the fourth :Convolve', async () => {
    const out = await checkMutated(CORPUS.hmets, [
      { file: 'raven-hmets-salmon.rvi', from: BASEFLOW, to: CONVOLVE + CONVOLVE + BASEFLOW },
    ]);
    expect(only('RV506', out)).toEqual([
      'raven-hmets-salmon.rvi:37:3: error: :Convolve number 4: Raven has convolution stores for 3 :Convolve processes only and stops ("bad layer index specified"); use at most 3 [RV506]',
    ]);
  });

  it('accepts three', async () => {
    const out = await checkMutated(CORPUS.hmets, [
      { file: 'raven-hmets-salmon.rvi', from: BASEFLOW, to: CONVOLVE + BASEFLOW },
    ]);
    expect(only('RV506', out)).toEqual([]);
  });
});
