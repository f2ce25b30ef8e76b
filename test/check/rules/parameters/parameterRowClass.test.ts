import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

const FILE = 'raven-mohyse-salmon.rvp';
const STOP = '(Raven stops: "Invalid soiltype code in SoilParameterList command") [RV305]';

describe('RV305 parameter-row-class', () => {
  it('reports a misspelt class name, with the class meant', async () => {
    const out = await checkMutated(CORPUS.mohyse, [
      { file: FILE, from: '      TOPSOIL,            1.0 ,', to: '      TOPSOLI,            1.0 ,' },
    ]);
    expect(only('RV305', out)).toEqual([
      `raven-mohyse-salmon.rvp:71:7: error: 'TOPSOLI' is not a soil class defined in :SoilClasses (did you mean TOPSOIL?) ${STOP}`,
    ]);
  });

  it('compares with case here, unlike the .rvh', async () => {
    const out = await checkMutated(CORPUS.mohyse, [
      { file: FILE, from: '      TOPSOIL,            1.0 ,', to: '      Topsoil,            1.0 ,' },
    ]);
    expect(only('RV305', out)).toEqual([
      `raven-mohyse-salmon.rvp:71:7: error: 'Topsoil' is written TOPSOIL in :SoilClasses: row names here must match it exactly, including case ${STOP}`,
    ]);
  });

  it('knows only the classes defined above the table, and a misspelt [DEFAULT]', async () => {
    const out = await checkMutated(CORPUS.mohyse, [
      {
        file: FILE,
        from: ':SoilClasses\n  :Attributes,\n  :Units,\n  TOPSOIL\n  GWSOIL \n:EndSoilClasses\n',
        to: '',
      },
      {
        file: FILE,
        from: ':EndSoilParameterList\n',
        to: ':EndSoilParameterList\n:SoilClasses\n  TOPSOIL\n  GWSOIL\n:EndSoilClasses\n',
      },
      { file: FILE, from: '    [DEFAULT],          4.2952,', to: '    [DEFAUL],          4.2952,' },
    ]);
    expect(only('RV305', out)).toEqual([
      `raven-mohyse-salmon.rvp:65:7: error: 'TOPSOIL' is defined only below this table: move :SoilClasses above it ${STOP}`,
      `raven-mohyse-salmon.rvp:66:8: error: 'GWSOIL' is defined only below this table: move :SoilClasses above it ${STOP}`,
      `raven-mohyse-salmon.rvp:80:5: error: '[DEFAUL]' is not a land use class defined in :LandUseClasses (did you mean [DEFAULT]?) (Raven stops: "Invalid land use code in LandUseParameterList command") [RV305]`,
    ]);
  });
});
