import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV307 class-row-length', () => {
  it('is an error when the class is then used: by an HRU', async () => {
    const out = await checkMutated(CORPUS.mohyse, [
      {
        file: 'raven-mohyse-salmon.rvp',
        from: ' VEG_ALL,             0.0,          0.0,        0.0 ',
        to: ' VEG_ALL,             0.0,          0.0 ',
      },
    ]);
    expect(only('RV307', out)).toEqual([
      'raven-mohyse-salmon.rvp:42:2: error: :VegetationClasses row VEG_ALL has 2 values; Raven needs a name and 3 values (max height, max LAI, max leaf conductance): it stops reading the table here, so class VEG_ALL is not defined, and HRU 1, which uses it, stops the run [RV307]',
    ]);
  });

  it('is an error when the class is then used: by a parameter list row (which RV305 reports too)', async () => {
    const out = await checkMutated(CORPUS.salmonHbv, [
      { file: 'raven-hbv-salmon.rvp', from: '5.3\r\n:EndVegetationClasses', to: '\r\n:EndVegetationClasses' },
    ]);
    expect(only('RV307', out)).toEqual([
      'raven-hbv-salmon.rvp:26:4: error: :VegetationClasses row VEG_ALL has 2 values; Raven needs a name and 3 values (max height, max LAI, max leaf conductance): it stops reading the table here, so class VEG_ALL is not defined, and the :VegetationParameterList row naming it stops the run [RV307]',
    ]);
    expect(only('RV305', out)).toEqual([
      'raven-hbv-salmon.rvp:32:3: error: \'VEG_ALL\' is not defined: Raven rejects its :VegetationClasses row (see the diagnostic there) (Raven stops: "Invalid vegetation code in VegetationParameterList command") [RV305]',
    ]);
  });

  it('is an error when rows follow, and the classes it leaves undefined are not reported again', async () => {
    const out = await checkMutated(CORPUS.alouette, [
      {
        file: 'Alouette_ws.rvp',
        from: '             FOREST_1, 0.00275155,   1',
        to: '             FOREST_1, 0.00275155',
      },
    ]);
    expect(only('RV307', out)).toEqual([
      'Alouette_ws.rvp:131:14: error: :LandUseClasses row FOREST_1 has 1 value; Raven needs a name and 2 values (impermeable fraction, forest cover): it stops reading the table here, and then stops on the next row ("Unrecognized command in .rvp file") (Raven writes no warning: the .rvi has :SuppressWarnings) [RV307]',
    ]);
    expect(only('RV305', out)).toEqual([]);
  });
});
