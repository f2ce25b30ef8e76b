import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';
import { SB_ROW } from '../irondequoit.js';

afterAll(cleanUp);

describe('RV103 duplicate-subbasin', () => {
  it('points at the second row of a subbasin ID, naming the first', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvh', from: SB_ROW, to: `${SB_ROW}\r\n  001, copy, -1, NONE, _AUTO, 0` },
    ]);
    expect(only('RV103', out)).toEqual([
      'Irondequoit.rvh:12:3: error: subbasin ID 001 is already used on line 11: give this subbasin another ID, or delete the repeated row [RV103]',
    ]);
  });

  it('accepts distinct IDs', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvh', from: SB_ROW, to: `${SB_ROW}\r\n  2, copy, 1, NONE, _AUTO, 0` },
    ]);
    expect(only('RV103', out)).toEqual([]);
  });
});
