import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';
import { SB_ROW } from '../irondequoit.js';

afterAll(cleanUp);

describe('RV204 downstream-subbasin', () => {
  it('points at a downstream ID that is not a subbasin', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvh', from: SB_ROW, to: SB_ROW.replace('-1,', '0,') },
    ]);
    expect(only('RV204', out)).toEqual([
      'Irondequoit.rvh:11:42: error: subbasin 1 drains into subbasin 0, which is not defined (the subbasin is 1): give the subbasin it flows into, or -1 at an outlet [RV204]',
    ]);
  });
});
