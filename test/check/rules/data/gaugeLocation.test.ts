import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV413 gauge-location', () => {
  it('points at a gauge without :Latitude', async () => {
    const out = await checkMutated(CORPUS.alouette, [
      { file: 'Alouette_ws.rvt', from: /:Latitude 49\.3[^\n]*\n/, to: '' },
    ]);
    expect(only('RV413', out)).toEqual([
      'Alouette_ws.rvt:14:8: error: gauge ALUcomp has no :Latitude before its :EndGauge: give its latitude in decimal degrees [RV413]',
    ]);
  });

  it('points at a gauge whose :Longitude comes after :EndGauge', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvt', from: '  :Longitude -81\r\n', to: '' },
      { file: 'Irondequoit.rvt', from: ':EndGauge', to: ':EndGauge\n:Longitude -81' },
    ]);
    expect(only('RV413', out)).toEqual([
      'Irondequoit.rvt:1:1: error: gauge Gauge1 has no :Longitude before its :EndGauge: give its longitude in decimal degrees [RV413]',
    ]);
  });
});
