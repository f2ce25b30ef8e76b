import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV410 netcdf-name', () => {
  it('points at a variable and a dimension the file does not have (names are case-sensitive)', async () => {
    const out = await checkMutated(CORPUS.gr4jNetcdf, [
      { file: 'raven-gr4j-salmon.rvt', from: ':VarNameNC      rain', to: ':VarNameNC      Rain' },
      { file: 'raven-gr4j-salmon.rvt', from: /(:VarNameNC\s+snow\s+:DimNamesNC\s+)time/, to: '$1times' },
    ]);
    expect(only('RV410', out)).toEqual([
      "raven-gr4j-salmon.rvt:16:26: error: Salmon-River-Near-Prince-George_meteo_daily.nc has no variable 'Rain' [RV410]",
      "raven-gr4j-salmon.rvt:24:26: error: Salmon-River-Near-Prince-George_meteo_daily.nc has no dimension 'times' [RV410]",
    ]);
  });

  it('points at a block without :VarNameNC', async () => {
    const out = await checkMutated(CORPUS.gr4jNetcdf, [
      { file: 'raven-gr4j-salmon.rvt', from: /:VarNameNC\s+tmin/, to: '' },
    ]);
    expect(only('RV410', out)).toEqual([
      'raven-gr4j-salmon.rvt:27:4: error: the :ReadFromNetCDF block of :Data TEMP_MIN has no :VarNameNC [RV410]',
    ]);
  });
});
