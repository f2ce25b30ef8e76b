import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV511 oro-temp-gauges', () => {
  // Raven 4.12.1: "CModel::Initialize: at least 2 gauges necessary to use :OroTempCorrect method OROCORR_UBCWM2".
  it('points at OROCORR_UBCWM2 in a model with one gauge', async () => {
    const out = await checkMutated(CORPUS.alouette, [
      { file: 'Alouette_ws.rvi', from: 'OROCORR_UBCWM', to: 'OROCORR_UBCWM2' },
    ]);
    expect(only('RV511', out)).toEqual([
      'Alouette_ws.rvi:35:22: error: OROCORR_UBCWM2 takes temperature lapse rates between two gauges, and the .rvt has one :Gauge: Raven stops ("at least 2 gauges necessary"); use OROCORR_UBCWM or add a second gauge [RV511]',
    ]);
  });

  it('accepts the one-gauge method', async () => {
    expect(only('RV511', await checkMutated(CORPUS.alouette))).toEqual([]);
  });
});
