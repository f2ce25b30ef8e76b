import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

const RVI = 'raven-gr4j-salmon.rvi';

describe('RV309 channel-profile-needed', () => {
  it('points at a routing method that needs channels when the .rvp has none', async () => {
    const out = await checkMutated(CORPUS.salmonGr4j, [
      { file: RVI, from: 'ROUTE_NONE', to: 'ROUTE_DIFFUSIVE_WAVE' },
    ]);
    expect(only('RV309', out)).toEqual([
      'raven-gr4j-salmon.rvi:18:24: error: :Routing ROUTE_DIFFUSIVE_WAVE needs a channel, and the .rvp defines none ("No channel profiles specified in .rvp file. Cannot proceed."): add a :ChannelProfile to the .rvp, or use ROUTE_NONE for a lumped model [RV309]',
    ]);
  });

  it("knows Raven's default routing, and that ROUTE_EXTERNAL needs no channel", async () => {
    const none = await checkMutated(CORPUS.salmonGr4j, [{ file: RVI, from: ':Routing', to: '#:Routing' }]);
    expect(only('RV309', none)).toEqual([
      'raven-gr4j-salmon.rvp:1:1: error: Raven\'s default routing, ROUTE_STORAGECOEFF (the .rvi has no :Routing line), needs a channel, and the .rvp defines none ("No channel profiles specified in .rvp file. Cannot proceed."): add a :ChannelProfile to the .rvp, or set :Routing ROUTE_NONE in the .rvi [RV309]',
    ]);
    const external = await checkMutated(CORPUS.salmonGr4j, [
      { file: RVI, from: 'ROUTE_NONE', to: 'ROUTE_EXTERNAL' },
    ]);
    expect(only('RV309', external)).toEqual([]);
  });
});
