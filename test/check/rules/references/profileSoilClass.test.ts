import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV206 profile-soil-class', () => {
  it('points at a horizon whose soil class is not defined, with the closest name', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvp', from: 'SOIL_PROD   ,', to: 'SOIL_PRD   ,' },
    ]);
    expect(only('RV206', out)).toEqual([
      "Irondequoit.rvp:28:22: error: soil profile DEFAULT_P: soil class 'SOIL_PRD' is not defined in :SoilClasses (did you mean SOIL_PROD?) [RV206]",
    ]);
  });

  it("accepts another case and 1-based numbers, where 1 is Raven's [DEFAULT] class", async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvp', from: 'SOIL_PROD   ,', to: 'soil_prod   ,' },
      {
        file: 'Irondequoit.rvp',
        from: ':EndSoilProfiles',
        to: '  TWO, 2, 1, 0.5, 2, 0.5\r\n:EndSoilProfiles',
      },
    ]);
    expect(only('RV206', out)).toEqual([]);
  });

  it('says when the classes come only after the profiles', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      {
        file: 'Irondequoit.rvp',
        from: /(:SoilClasses[\s\S]*?:EndSoilClasses\r\n)([\s\S]*:EndSoilProfiles\r\n)/,
        to: '$2$1',
      },
    ]);
    expect(only('RV206', out)[0]).toMatch(
      /^Irondequoit\.rvp:\d+:\d+: error: soil profile DEFAULT_P: soil class 'SOIL_PROD' is defined only below this profile, and Raven reads the classes first: move :SoilClasses above :SoilProfiles \[RV206\]$/,
    );
  });
});
