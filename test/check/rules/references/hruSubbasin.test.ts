import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';
import { HRU_ROW, SB_ROW, SB_ROW_2, hru } from '../irondequoit.js';

afterAll(cleanUp);

describe('RV203 hru-subbasin', () => {
  it('points at an HRU whose subbasin does not exist, listing the subbasins', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvh', from: HRU_ROW, to: hru(1, 7) },
    ]);
    expect(only('RV203', out)).toEqual([
      'Irondequoit.rvh:16:60: error: HRU 1: subbasin 7 is not defined in :SubBasins (the subbasin is 1) [RV203]',
    ]);
  });

  it('says when the subbasin is defined only after :HRUs, which Raven reads first', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvh', from: HRU_ROW, to: `${hru(1, 1)}\r\n${hru(2, 2)}` },
      { file: 'Irondequoit.rvh', from: /$/, to: `\r\n:SubBasins\r\n${SB_ROW_2}\r\n:EndSubBasins\r\n` },
    ]);
    expect(only('RV203', out)).toEqual([
      'Irondequoit.rvh:17:57: error: HRU 2: subbasin 2 is defined only after the :HRUs block (line 20), and Raven reads :SubBasins first: move :SubBasins above :HRUs [RV203]',
    ]);
    expect(SB_ROW).toContain('Irondequoit');
  });
});
