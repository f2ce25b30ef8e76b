import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV408 forcing-period', () => {
  it('points at the series and at :StartDate when the simulation starts before all data', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvi', from: '2000-01-01', to: '1999-12-31' },
    ]);
    expect(only('RV408', out)).toEqual([
      'Irondequoit.rvi:9:22: error: the simulation starts 1999-12-31, before every forcing series (the first starts 2000-01-01) [RV408]',
      'IrondequoitGauge.rvt:2:1: error: gauge Gauge1: :MultiData (PRECIP, TEMP_DAILY_MIN, TEMP_DAILY_MAX, PET) starts 2000-01-01, after the simulation starts (1999-12-31): shorten the simulation or extend the data [RV408]',
    ]);
  });

  it('points at the .tb0 file and at :Duration when the simulation runs past the data', async () => {
    const out = await checkMutated(CORPUS.alouette, [
      { file: 'Alouette_ws.rvi', from: /:Duration\s+20346/, to: ':Duration 20372' },
    ]);
    expect(only('RV408', out)).toEqual([
      'Alouette_ws.rvi:17:11: error: the simulation ends 2016-07-11, after every forcing series (the last ends 2016-06-15) [RV408]',
      'Alouette_ws.rvt:22:19: error: gauge ALUcomp: ALU.tb0 (MAX_TEMPERATURE, MIN_TEMPERATURE, PRECIP) ends 2016-06-15, before the simulation ends (2016-07-11): shorten the simulation or extend the data [RV408]',
    ]);
  });

  it('points at NetCDF series that end early, and accepts data that end exactly with the simulation', async () => {
    const late = await checkMutated(CORPUS.gr4jNetcdf, [
      {
        file: 'raven-gr4j-salmon.rvi',
        from: /:StartDate\s+1954-01-01 00:00:00/,
        to: ':StartDate 2010-12-25',
      },
      { file: 'raven-gr4j-salmon.rvi', from: /:Duration\s+208/, to: ':Duration 8' },
    ]);
    expect(only('RV408', late)).toEqual([
      'raven-gr4j-salmon.rvi:11:11: error: the simulation ends 2011-01-02, after every forcing series (the last ends 2011-01-01) [RV408]',
      'raven-gr4j-salmon.rvt:15:26: error: gauge meteorological: RAINFALL from NetCDF ends 2011-01-01, before the simulation ends (2011-01-02): shorten the simulation or extend the data [RV408]',
      'raven-gr4j-salmon.rvt:22:26: error: gauge meteorological: SNOWFALL from NetCDF ends 2011-01-01, before the simulation ends (2011-01-02): shorten the simulation or extend the data [RV408]',
      'raven-gr4j-salmon.rvt:29:26: error: gauge meteorological: TEMP_MIN from NetCDF ends 2011-01-01, before the simulation ends (2011-01-02): shorten the simulation or extend the data [RV408]',
      'raven-gr4j-salmon.rvt:36:26: error: gauge meteorological: TEMP_MAX from NetCDF ends 2011-01-01, before the simulation ends (2011-01-02): shorten the simulation or extend the data [RV408]',
      'raven-gr4j-salmon.rvt:43:26: error: gauge meteorological: PET from NetCDF ends 2011-01-01, before the simulation ends (2011-01-02): shorten the simulation or extend the data [RV408]',
    ]);
    const exact = await checkMutated(CORPUS.gr4jNetcdf, [
      {
        file: 'raven-gr4j-salmon.rvi',
        from: /:StartDate\s+1954-01-01 00:00:00/,
        to: ':StartDate 2010-12-25',
      },
      { file: 'raven-gr4j-salmon.rvi', from: /:Duration\s+208/, to: ':Duration 7' },
    ]);
    expect(only('RV408', exact)).toEqual([]);
  });

  it('points only at the short series when other data cover the period', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      {
        file: 'IrondequoitGauge.rvt',
        from: ':MultiData',
        to: ':Data WIND_VEL m/s\n2000-01-01 00:00:00 1.0 3\n1.0 2.0 3.0\n:EndData\n:MultiData',
      },
    ]);
    expect(only('RV408', out)).toEqual([
      'IrondequoitGauge.rvt:2:1: error: gauge Gauge1: :Data WIND_VEL ends 2000-01-04, before the simulation ends (2001-01-01): shorten the simulation or extend the data [RV408]',
    ]);
  });
});
