import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV201 missing-file', () => {
  it('points at a data file named in another case than on disk', async () => {
    const out = await checkMutated(CORPUS.alouette, [
      { file: 'Alouette_ws.rvt', from: ':EnsimTimeSeries  ALU.tb0', to: ':EnsimTimeSeries  alu.tb0' },
      {
        file: 'Alouette_ws.rvi',
        from: 'FROM_FILE  Alouette_ws_GaugeWeights.txt',
        to: 'FROM_FILE  Alouette_GaugeWeights.txt',
      },
    ]);
    expect(only('RV201', out)).toEqual([
      'Alouette_ws.rvi:22:28: error: :Interpolation: cannot find the gauge weights file Alouette_GaugeWeights.txt [RV201]',
      'Alouette_ws.rvt:22:19: error: :EnsimTimeSeries: cannot find the Ensim time series file alu.tb0 (there is ALU.tb0: file names are case-sensitive) [RV201]',
    ]);
  });

  it('points at a :RedirectToFile target named in another case, and at :ReadFromNetCDF files', async () => {
    const iron = await checkMutated(CORPUS.irondequoit, [
      {
        file: 'Irondequoit.rvt',
        from: ':RedirectToFile IrondequoitObserved.rvt',
        to: ':RedirectToFile Irondequoitobserved.rvt',
      },
    ]);
    expect(only('RV201', iron)).toEqual([
      'Irondequoit.rvt:8:17: error: :RedirectToFile: cannot find file Irondequoitobserved.rvt (there is IrondequoitObserved.rvt: file names are case-sensitive) [RV201]',
    ]);
    const nc = await checkMutated(CORPUS.gr4jNetcdf, [
      {
        file: 'raven-gr4j-salmon.rvt',
        from: 'Salmon-River-Near-Prince-George_meteo_daily.nc',
        to: 'salmon.nc',
      },
    ]);
    expect(only('RV201', nc)).toEqual([
      'raven-gr4j-salmon.rvt:15:26: error: :FileNameNC: cannot find the NetCDF time series file salmon.nc [RV201]',
    ]);
  });
});
