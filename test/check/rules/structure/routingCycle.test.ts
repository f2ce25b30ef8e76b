import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';
import { SB_ROW, SB_ROW_2, SPLIT } from '../irondequoit.js';

afterAll(cleanUp);

describe('RV105 routing-cycle', () => {
  it('points at the downstream ID of every subbasin of a loop', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      ...SPLIT,
      {
        file: 'Irondequoit.rvh',
        from: '1,   Irondequoit,            -1,',
        to: '1,   Irondequoit,            2,',
      },
    ]);
    expect(only('RV105', out)).toEqual([
      'Irondequoit.rvh:11:42: error: subbasins 1 -> 2 -> 1 drain into each other in a loop: correct the downstream ID of one of them (-1 at an outlet) [RV105]',
      'Irondequoit.rvh:12:36: error: subbasins 2 -> 1 -> 2 drain into each other in a loop: correct the downstream ID of one of them (-1 at an outlet) [RV105]',
    ]);
  });

  it('says when a subbasin drains into itself', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      ...SPLIT,
      {
        file: 'Irondequoit.rvh',
        from: SB_ROW_2,
        to: SB_ROW_2.replace('Upper,            1,', 'Upper,            2,'),
      },
    ]);
    expect(only('RV105', out)).toEqual([
      'Irondequoit.rvh:12:36: error: subbasin 2 drains into itself: give the subbasin its reach flows into, or -1 at an outlet [RV105]',
    ]);
    expect(SB_ROW).toContain('-1');
  });

  it('accepts a tree, and any negative ID as an outlet', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      ...SPLIT,
      {
        file: 'Irondequoit.rvh',
        from: '1,   Irondequoit,            -1,',
        to: '1,   Irondequoit,            -7,',
      },
    ]);
    expect(only('RV105', out)).toEqual([]);
    expect(only('RV204', out)).toEqual([]);
  });
});
