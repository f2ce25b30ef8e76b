import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';
import { SB_ROW, SB_ROW_2 } from '../irondequoit.js';

afterAll(cleanUp);

describe('RV106 empty-subbasin', () => {
  it('points at a subbasin that no HRU names', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvh', from: SB_ROW, to: `${SB_ROW}\r\n${SB_ROW_2}` },
    ]);
    expect(only('RV106', out)).toEqual([
      'Irondequoit.rvh:12:13: error: subbasin 2 has no HRU (none names it in the BASIN_ID column of :HRUs): give it its HRUs, or delete it [RV106]',
    ]);
  });

  it('points at a conduit that HRUs name', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvh', from: ':SubBasins', to: ':Conduits' },
    ]);
    expect(only('RV106', out)).toEqual([
      'Irondequoit.rvh:11:13: error: conduit 1 has 1 HRU: HRUs must belong to subbasins, not to conduits [RV106]',
    ]);
  });
});
