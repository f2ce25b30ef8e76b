import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV207 parameter-class', () => {
  it('points at a row whose class is written in another case (parameter tables compare exactly)', async () => {
    const out = await checkMutated(CORPUS.salmonHbv, [
      {
        file: 'raven-hbv-salmon.rvp',
        from: '  VEG_ALL,             10000',
        to: '  Veg_All,             10000',
      },
    ]);
    expect(only('RV207', out)).toEqual([
      "raven-hbv-salmon.rvp:32:3: error: :VegetationParameterList: vegetation class 'Veg_All' is written VEG_ALL in :VegetationClasses; parameter tables need the exact name, case included [RV207]",
    ]);
  });

  it('points at a row whose class is not defined above the table', async () => {
    const out = await checkMutated(CORPUS.salmonHbv, [
      {
        file: 'raven-hbv-salmon.rvp',
        from: '  VEG_ALL,             10000',
        to: '  VEG_AL,             10000',
      },
      { file: 'raven-hbv-salmon.rvp', from: '    [DEFAULT],      4.072232', to: '    LU_ALL,      4.072232' },
      { file: 'raven-hbv-salmon.rvp', from: ':LandUseParameterList', to: ':LandUseParameterList' },
    ]);
    expect(only('RV207', out)).toEqual([
      "raven-hbv-salmon.rvp:32:3: error: :VegetationParameterList: vegetation class 'VEG_AL' is not defined in :VegetationClasses (did you mean VEG_ALL?) [RV207]",
    ]);
  });
});
