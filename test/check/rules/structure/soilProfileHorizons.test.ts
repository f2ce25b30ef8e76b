import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV108 soil-profile-horizons', () => {
  it('points at a count that does not match the pairs after it', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvp', from: 'DEFAULT_P,      4,', to: 'DEFAULT_P,      3,' },
    ]);
    expect(only('RV108', out)).toEqual([
      'Irondequoit.rvp:28:19: error: soil profile DEFAULT_P says 3 horizons but lists 4 (soil class, thickness) pairs: make the count match the pairs [RV108]',
    ]);
  });

  it('lets only lake, water, glacier, rock, pavement and wetland profiles have no horizon', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      {
        file: 'Irondequoit.rvp',
        from: ':EndSoilProfiles',
        to: '  LAKE_1, 0\r\n  BARE, 0\r\n  ROCKY, -1\r\n:EndSoilProfiles',
      },
    ]);
    expect(only('RV108', out)).toEqual([
      'Irondequoit.rvp:30:9: error: soil profile BARE has no horizon: only profiles named LAKE…, WATER…, GLACIER…, ROCK…, PAVEMENT… or WETLAND… may; give its horizons [RV108]',
      'Irondequoit.rvp:31:10: error: soil profile ROCKY: the horizon count -1 is negative [RV108]',
    ]);
  });
});
