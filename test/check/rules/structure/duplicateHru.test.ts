import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';
import { HRU_ROW, SPLIT, hru } from '../irondequoit.js';

afterAll(cleanUp);

describe('RV104 duplicate-hru', () => {
  it('is an error where Raven compares the HRU with the others (among the first N, N subbasins)', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvh', from: HRU_ROW, to: `${hru(1, 1)}\r\n${hru(1, 1)}` },
    ]);
    expect(only('RV104', out)).toEqual([
      'Irondequoit.rvh:17:10: error: HRU ID 1 is already used on line 16: give this HRU another ID, or delete the repeated row [RV104]',
    ]);
  });

  it('is a warning where Raven 4.12 misses it (both HRUs beyond the first N)', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      ...SPLIT,
      {
        file: 'Irondequoit.rvh',
        from: /(\r\n:EndHRUs)/,
        to: '\r\n  3, 10, 172, 43, -81, 2, LU_ALL, VEG_ALL, DEFAULT_P, [NONE], [NONE], 0, 0'.repeat(2) + '$1',
      },
    ]);
    expect(only('RV104', out)).toEqual([
      'Irondequoit.rvh:20:3: warning: HRU ID 3 is already used on line 19: Raven 4.12 does not notice here, but everything that names HRU 3 reaches only the first; give this HRU another ID [RV104]',
    ]);
  });

  it('is an error when the repeated row puts the HRU count off the gauge weights file', async () => {
    const row = /(\r\n +\t 28,\t 10\.1966,[^\r\n]*)/;
    const out = await checkMutated(CORPUS.alouette, [{ file: 'Alouette_ws.rvh', from: row, to: '$1$1' }]);
    expect(only('RV104', out)).toEqual([
      'Alouette_ws.rvh:51:6: error: HRU ID 28 is already used on line 50: the repeated row makes 24 HRUs where Alouette_ws_GaugeWeights.txt gives weights for 23, and Raven stops; delete the repeated row, or give it another ID and weights [RV104]',
    ]);
  });
});
