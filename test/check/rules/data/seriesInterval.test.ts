import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV407 series-interval', () => {
  it('points at a header step of two days and at a .tb0 :DeltaT in days', async () => {
    const multi = await checkMutated(CORPUS.irondequoit, [
      {
        file: 'IrondequoitGauge.rvt',
        from: '2000-01-01 00:00:00 1.0 4749',
        to: '2000-01-01 00:00:00 2.0 4749',
      },
    ]);
    expect(only('RV407', multi)).toEqual([
      "IrondequoitGauge.rvt:2:21: error: step '2.0': a time step must divide a day evenly [RV407]",
    ]);
    const tb0 = await checkMutated(CORPUS.alouette, [{ file: 'ALU.tb0', from: '24:00:00.000', to: '1.0' }]);
    expect(only('RV407', tb0)).toEqual([
      "Alouette_ws.rvt:22:19: error: ALU.tb0 line 23: :DeltaT '1.0' is not a time step hh:mm:ss [RV407]",
    ]);
  });

  it('accepts half-day and hourly steps', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      {
        file: 'IrondequoitGauge.rvt',
        from: '2000-01-01 00:00:00 1.0 4749',
        to: '2000-01-01 00:00:00 0.5 4749',
      },
      {
        file: 'IrondequoitObserved.rvt',
        from: '2000-01-01 00:00:00 1.0 4749',
        to: '2000-01-01 00:00:00 01:00:00 4749',
      },
    ]);
    expect(only('RV407', out)).toEqual([]);
  });
});
