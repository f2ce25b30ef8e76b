import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';
import { HRU_ROW } from '../irondequoit.js';

afterAll(cleanUp);

describe('RV107 required-block', () => {
  it('points at an :HRUs block left empty', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [{ file: 'Irondequoit.rvh', from: HRU_ROW, to: '' }]);
    expect(only('RV107', out)).toEqual([
      'Irondequoit.rvh:13:1: error: the model has no HRU: add an :HRUs block with at least one row to the .rvh [RV107]',
    ]);
  });

  it('asks for a channel profile when the model routes through channels', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvi', from: /ROUTE_NONE/, to: 'ROUTE_DIFFUSIVE_WAVE' },
    ]);
    expect(only('RV107', out)).toEqual([
      'Irondequoit.rvp:1:1: error: the .rvp defines no channel profile, which ROUTE_DIFFUSIVE_WAVE routing needs: add a :ChannelProfile (or use :Routing ROUTE_NONE for a lumped model) [RV107]',
    ]);
  });

  it('points at the start of the .rvp when it has no :SoilProfiles', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvp', from: /:SoilProfiles[\s\S]*:EndSoilProfiles/, to: '' },
    ]);
    expect(only('RV107', out)).toEqual([
      'Irondequoit.rvp:1:1: error: the .rvp defines no soil profile: add a :SoilProfiles block (HRUs name their profile in :HRUs) [RV107]',
    ]);
  });
});
