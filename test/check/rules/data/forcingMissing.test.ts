import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV417 forcing-missing', () => {
  it('points at PET_DATA when no gauge has PET, and at the gauge', async () => {
    const out = await checkMutated(CORPUS.alouette, [
      { file: 'Alouette_ws.rvi', from: /:Evaporation\s+PET_MONTHLY_FACTOR/, to: ':Evaporation PET_DATA' },
    ]);
    expect(only('RV417', out)).toEqual([
      'Alouette_ws.rvi:26:14: error: :Evaporation PET_DATA reads PET from the gauges, but no gauge has PET data [RV417]',
      'Alouette_ws.rvt:14:8: error: gauge ALUcomp has no PET data, which :Evaporation PET_DATA reads at every gauge [RV417]',
    ]);
  });

  it('points at a gauge without the monthly PET that PET_FROMMONTHLY needs', async () => {
    const out = await checkMutated(CORPUS.salmonHbv, [
      { file: 'raven-hbv-salmon.rvt', from: /^ *:MonthlyAveEvaporation,[^\n]*\n/m, to: '' },
    ]);
    expect(only('RV417', out)).toEqual([
      'raven-hbv-salmon.rvi:24:27: error: :Evaporation PET_FROMMONTHLY needs :MonthlyAveEvaporation (or :MonthlyEvapFactor) at every gauge, and no gauge has it [RV417]',
      'raven-hbv-salmon.rvt:10:1: warning: gauge Gauge1 has PET data that no method reads (:Evaporation is not PET_DATA): Raven warns ("PET data supplied at gauge Gauge1 but will not be used") [RV417]',
      'raven-hbv-salmon.rvt:10:1: error: gauge Gauge1 has no :MonthlyAveEvaporation (or :MonthlyEvapFactor), which :Evaporation PET_FROMMONTHLY needs [RV417]',
    ]);
  });

  it('points at RAINSNOW_DATA with precipitation but no snowfall, and accepts it with both', async () => {
    const precip = await checkMutated(CORPUS.irondequoit, [
      {
        file: 'Irondequoit.rvi',
        from: /:RainSnowFraction\s+RAINSNOW_DINGMAN/,
        to: ':RainSnowFraction RAINSNOW_DATA',
      },
    ]);
    expect(only('RV417', precip)).toEqual([
      'Irondequoit.rvi:18:19: error: :RainSnowFraction RAINSNOW_DATA reads SNOWFALL, but no gauge has SNOWFALL data [RV417]',
      'Irondequoit.rvt:1:1: error: gauge Gauge1 has precipitation but no SNOWFALL, which :RainSnowFraction RAINSNOW_DATA reads [RV417]',
    ]);
    const both = await checkMutated(CORPUS.hmets, [
      {
        file: 'raven-hmets-salmon.rvi',
        from: /:RainSnowFraction\s+\S+/,
        to: ':RainSnowFraction RAINSNOW_DATA',
      },
    ]);
    expect(only('RV417', both)).toEqual([
      'raven-hmets-salmon.rvt:10:1: warning: gauge Gauge1 has PET data that no method reads (:Evaporation is not PET_DATA): Raven warns ("PET data supplied at gauge Gauge1 but will not be used") [RV417]',
    ]);
  });
});
