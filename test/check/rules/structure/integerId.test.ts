import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';
import { HRU_ROW, SB_ROW, hru } from '../irondequoit.js';

afterAll(cleanUp);

describe('RV111 integer-id', () => {
  it('points at subbasin and HRU IDs that are not whole numbers', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvh', from: SB_ROW, to: SB_ROW.replace('1,', 'l,') },
      { file: 'Irondequoit.rvh', from: HRU_ROW, to: hru('1.5', '1a') },
    ]);
    expect(only('RV111', out)).toEqual([
      "Irondequoit.rvh:11:13: error: subbasin ID 'l' is not a whole number [RV111]",
      "Irondequoit.rvh:16:13: error: HRU ID '1.5' is not a whole number [RV111]",
      "Irondequoit.rvh:16:62: error: the subbasin ID of HRU 1.5 '1a' is not a whole number [RV111]",
    ]);
  });
});
