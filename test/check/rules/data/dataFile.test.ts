import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV409 data-file', () => {
  it('points at a .tb0 file name in the wrong case and at a NetCDF file that is not there', async () => {
    const tb0 = await checkMutated(CORPUS.alouette, [
      { file: 'Alouette_ws.rvt', from: ':EnsimTimeSeries  ALU.tb0', to: ':EnsimTimeSeries  alu.tb0' },
    ]);
    expect(only('RV409', tb0)).toEqual([
      "Alouette_ws.rvt:22:19: error: the .tb0 file 'alu.tb0' does not exist [RV409]",
    ]);
    const nc = await checkMutated(CORPUS.gr4jNetcdf, [
      { file: 'raven-gr4j-salmon.rvt', from: 'meteo_daily.nc', to: 'meteo.nc' },
    ]);
    expect(only('RV409', nc)).toEqual([
      "raven-gr4j-salmon.rvt:15:26: error: the NetCDF file 'Salmon-River-Near-Prince-George_meteo.nc' does not exist [RV409]",
    ]);
  });

  it('points at a .tb0 row with a value too few', async () => {
    const out = await checkMutated(CORPUS.alouette, [
      { file: 'ALU.tb0', from: '16.480000 6.130000 0.000000', to: '16.480000 6.130000' },
    ]);
    expect(only('RV409', out)).toEqual([
      'Alouette_ws.rvt:22:19: error: ALU.tb0 line 27: a row has 2 values but :ColumnName names 3 columns [RV409]',
    ]);
  });
});
