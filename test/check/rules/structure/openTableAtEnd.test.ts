import { phantomOf } from '../../../../src/check/rules/structure/openTableAtEnd.js';
import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV115 open-table-at-end', () => {
  it('is an error when the last HRU, read twice, repeats an ID Raven checks (Irondequoit: one subbasin)', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvh', from: ':EndHRUs', to: '' },
    ]);
    expect(only('RV115', out)).toEqual([
      'Irondequoit.rvh:13:1: error: :HRUs is not closed, so Raven reads the last row (ID 1) again as one more HRU: the repeated HRU ID stops Raven; add :EndHRUs [RV115]',
    ]);
  });

  it('is a warning when the copy gets ID 0 and nothing checks it, and silent after a blank last line', async () => {
    const atMargin = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvh', from: /\r\n[ \t]+(1, 326[^\r\n]*)\r\n:EndHRUs/, to: '\r\n$1\r\n' },
    ]);
    expect(only('RV115', atMargin)).toEqual([
      'Irondequoit.rvh:13:1: warning: :HRUs is not closed, so Raven reads a copy of the last row with ID 0 as one more HRU; add :EndHRUs [RV115]',
    ]);
    const blank = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvh', from: ':EndHRUs', to: '\r\n' },
    ]);
    expect(only('RV115', blank)).toEqual([]);
  });

  it('is an error when the extra HRU puts the count off the gauge weights file', async () => {
    const out = await checkMutated(CORPUS.coquitlam, [
      { file: 'Coquitlam_ws.rvh', from: /:EndHRUs\r\n$/, to: '' },
    ]);
    expect(only('RV115', out)).toEqual([
      'Coquitlam_ws.rvh:30:1: error: :HRUs is not closed, so Raven reads the last row (ID 53) again as one more HRU: the extra HRU makes 38 where Coquitlam_ws_GaugeWeights.txt gives weights for 37, and Raven stops; add :EndHRUs [RV115]',
    ]);
  });

  it("reads the last line as Raven's tokenizer hands it over again", () => {
    expect(phantomOf('a\n  7, x\n')).toEqual(['7', 'x']);
    expect(phantomOf('a\n7, x')).toEqual(['', 'x']);
    expect(phantomOf('a\n7, x\n\n')).toBeUndefined();
    expect(phantomOf('a\n  # note\r\n')).toBeUndefined();
  });
});
