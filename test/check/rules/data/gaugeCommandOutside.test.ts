import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV414 gauge-command-outside', () => {
  it('points at a gauge line before any :Gauge (error) and warns about one after :EndGauge', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvt', from: ':Gauge', to: ':Elevation 172\n:Gauge' },
      { file: 'Irondequoit.rvt', from: ':EndGauge', to: ':EndGauge\n:MeasurementHeight 2.5' },
    ]);
    expect(only('RV414', out)).toEqual([
      'Irondequoit.rvt:1:1: error: :Elevation comes before any :Gauge: put it inside the :Gauge block it belongs to [RV414]',
      'Irondequoit.rvt:8:1: warning: :MeasurementHeight comes after :EndGauge of gauge Gauge1: Raven applies it to that gauge; add a :Gauge line if it belongs to another [RV414]',
    ]);
  });
});
