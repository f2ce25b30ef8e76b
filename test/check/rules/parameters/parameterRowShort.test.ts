import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

const FILE = 'raven-mohyse-salmon.rvp';
const TOPSOIL =
  '      TOPSOIL,            1.0 ,             1.0,             1.0,          0.0273,          0.0621,';
const GWSOIL =
  '       GWSOIL,            1.0 ,             1.0,             1.0,          0.0453,             0.0,';

describe('RV306 parameter-row-short', () => {
  it('is an error when more rows follow (Raven stops on the next one)', async () => {
    const out = await checkMutated(CORPUS.mohyse, [
      { file: FILE, from: TOPSOIL, to: TOPSOIL.replace(/, +0\.0621,$/, ',') },
    ]);
    expect(only('RV306', out)).toEqual([
      'raven-mohyse-salmon.rvp:71:7: error: row TOPSOIL has 4 values for 5 columns: Raven stops reading the table here and then stops on the next row ("Unrecognized command in .rvp file"); give it a value per column [RV306]',
    ]);
  });

  it('is a warning on the last row, which Raven ignores (RV301 then says what the class lacks)', async () => {
    const out = await checkMutated(CORPUS.mohyse, [
      { file: FILE, from: GWSOIL, to: GWSOIL.replace(/, +0\.0,$/, ',') },
    ]);
    expect(only('RV306', out)).toEqual([
      "raven-mohyse-salmon.rvp:72:8: warning: row GWSOIL has 4 values for 5 columns: Raven ignores it (and warns about the table's end line); give it a value per column [RV306]",
    ]);
    expect(only('RV301', out)).toHaveLength(3);
  });

  it('counts twelve months in the seasonal tables', async () => {
    const out = await checkMutated(CORPUS.hmets, [
      {
        file: 'raven-hmets-salmon.rvp',
        from: ':EndVegetationParameterList',
        to: ':EndVegetationParameterList\n:SeasonalRelativeLAI\n  FOREST, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1\n:EndSeasonalRelativeLAI',
      },
    ]);
    expect(only('RV306', out)).toEqual([
      "raven-hmets-salmon.rvp:96:3: warning: row FOREST has 11 values for 12 columns: Raven ignores it (and warns about the table's end line); give it a value per column [RV306]",
    ]);
  });
});
