import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV412 forcing-name', () => {
  it('points at unknown names in :Parameters, :Data and a .tb0 :ColumnName', async () => {
    const multi = await checkMutated(CORPUS.irondequoit, [
      { file: 'IrondequoitGauge.rvt', from: 'TEMP_DAILY_MIN', to: 'TMIN' },
    ]);
    expect(only('RV412', multi)).toEqual([
      "IrondequoitGauge.rvt:3:20: error: 'TMIN' is not a forcing Raven knows [RV412]",
    ]);
    const data = await checkMutated(CORPUS.gr4jNetcdf, [
      { file: 'raven-gr4j-salmon.rvt', from: ':Data SNOWFALL', to: ':Data SNOW' },
    ]);
    expect(only('RV412', data)).toEqual([
      "raven-gr4j-salmon.rvt:20:10: error: 'SNOW' is not a forcing Raven knows [RV412]",
    ]);
    const tb0 = await checkMutated(CORPUS.alouette, [
      { file: 'ALU.tb0', from: 'MIN_TEMPERATURE', to: 'MIN_TEMP' },
    ]);
    expect(only('RV412', tb0)).toEqual([
      "Alouette_ws.rvt:22:19: error: ALU.tb0 line 17: unknown forcing 'MIN_TEMP' in :ColumnName [RV412]",
    ]);
  });

  it('accepts aliases and any case', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'IrondequoitGauge.rvt', from: 'TEMP_DAILY_MIN,TEMP_DAILY_MAX', to: 'temp_min,MAX_TEMPERATURE' },
    ]);
    expect(only('RV412', out)).toEqual([]);
  });
});
