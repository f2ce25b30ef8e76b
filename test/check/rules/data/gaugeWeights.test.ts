import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV415 gauge-weights', () => {
  it('points at the weights file of :Interpolation FROM_FILE when a row does not sum to 1', async () => {
    const out = await checkMutated(CORPUS.alouette, [
      { file: 'Alouette_ws_GaugeWeights.txt', from: /^1 23\r?\n1 /m, to: '1 23\n0.9 ' },
    ]);
    expect(only('RV415', out)).toEqual([
      'Alouette_ws.rvi:22:28: error: Alouette_ws_GaugeWeights.txt line 2: the weights of HRU 1 sum to 0.9, not 1 [RV415]',
    ]);
  });

  it('points at counts that differ from the model, and accepts a weight within 0.0001 of 1', async () => {
    const count = await checkMutated(CORPUS.alouette, [
      { file: 'Alouette_ws_GaugeWeights.txt', from: '1 23', to: '1 22' },
    ]);
    expect(only('RV415', count)).toEqual([
      'Alouette_ws.rvi:22:28: error: Alouette_ws_GaugeWeights.txt line 1 gives 22 HRUs, the model has 23 [RV415]',
    ]);
    const tolerance = await checkMutated(CORPUS.alouette, [
      { file: 'Alouette_ws_GaugeWeights.txt', from: /^1 23\r?\n1 /m, to: '1 23\n1.00005 ' },
    ]);
    expect(only('RV415', tolerance)).toEqual([]);
  });
});
