import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV110 gauge-weights-count', () => {
  it('points at the weights file when an HRU is added to the model and not to the file', async () => {
    const row = /(\r\n +\t 28,\t 10\.1966,)([^\r\n]*)/;
    const out = await checkMutated(CORPUS.alouette, [
      { file: 'Alouette_ws.rvh', from: row, to: '$1$2\r\n   \t 29,\t 10.1966,$2' },
    ]);
    expect(only('RV110', out)).toEqual([
      "Alouette_ws.rvi:22:28: error: Alouette_ws_GaugeWeights.txt gives weights for 23 HRUs, but the model has 24: update the file's first line and its rows [RV110]",
    ]);
  });

  it('points at it when the file is for another number of gauges', async () => {
    const out = await checkMutated(CORPUS.alouette, [
      { file: 'Alouette_ws_GaugeWeights.txt', from: /^1 23/, to: '2 23' },
    ]);
    expect(only('RV110', out)).toEqual([
      "Alouette_ws.rvi:22:28: error: Alouette_ws_GaugeWeights.txt gives weights for 2 gauges, but the model has 1: update the file's first line and its columns [RV110]",
    ]);
  });
});
