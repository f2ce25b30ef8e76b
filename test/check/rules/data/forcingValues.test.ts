import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV418 forcing-values', () => {
  it('points at a negative precipitation value inside the simulation', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'IrondequoitGauge.rvt', from: '12.949601,', to: '-12.949601,' },
    ]);
    expect(only('RV418', out)).toEqual([
      'IrondequoitGauge.rvt:7:2: error: gauge Gauge1: PRECIP on 2000-01-03 is -12.95, negative: Raven does not accept such precipitation [RV418]',
    ]);
  });

  it('points at a maximum temperature in kelvin (the daily mean goes above 60 °C) in a .tb0 file', async () => {
    const out = await checkMutated(CORPUS.alouette, [
      { file: 'Alouette_ws.rvi', from: /:StartDate\s+1960-10-01/, to: ':StartDate 1960-09-30' },
      { file: 'ALU.tb0', from: '13.650000 6.430000 0.000000', to: '286.8 6.430000 0.000000' },
    ]);
    expect(only('RV418', out)).toEqual([
      'Alouette_ws.rvt:22:19: error: gauge ALUcomp: the mean of MIN_TEMPERATURE and MAX_TEMPERATURE on 1960-09-30 is 146.615, above 60 \u00b0C (ALU.tb0 line 26): Raven does not accept such daily temperature [RV418]',
    ]);
  });

  it('tells a value just under the limit from one just over it (values near a limit are averaged as Raven does)', async () => {
    const under = await checkMutated(CORPUS.irondequoit, [
      { file: 'IrondequoitGauge.rvt', from: '12.949601,', to: '9999.9,' },
    ]);
    expect(only('RV418', under)).toEqual([]);
    const over = await checkMutated(CORPUS.irondequoit, [
      { file: 'IrondequoitGauge.rvt', from: '12.949601,', to: '10000.4,' },
    ]);
    expect(only('RV418', over)).toEqual([
      'IrondequoitGauge.rvt:7:2: error: gauge Gauge1: PRECIP on 2000-01-03 is 10000.4, above 10000 mm/d: Raven does not accept such precipitation [RV418]',
    ]);
  });

  it('accepts a bad value outside the simulated days, and sums RAINFALL and SNOWFALL', async () => {
    const outside = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvi', from: /:Duration\s+366/, to: ':Duration 2' },
      { file: 'IrondequoitGauge.rvt', from: '12.949601,', to: '-12.949601,' },
    ]);
    expect(only('RV418', outside)).toEqual([]);
    const sum = await checkMutated(CORPUS.hmets, [
      {
        file: 'Salmon-River-Near-Prince-George_meteo_daily.rvt',
        from: /(:Units.*\n)0\.000000 0\.000000/,
        to: '$10.000000 -1.000000',
      },
    ]);
    expect(only('RV418', sum)).toEqual([
      'Salmon-River-Near-Prince-George_meteo_daily.rvt:5:10: error: gauge Gauge1: RAINFALL + SNOWFALL on 1954-01-01 is -1, negative: Raven does not accept such precipitation [RV418]',
    ]);
  });
});
