import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const GAUGE = 'IrondequoitGauge.rvt';

describe('RV418 forcing-values, blank PET, against Raven 4.12.1', () => {
  it("predicts Raven's warning for a blank PET value in the simulation (it fills it)", async () => {
    const out = await ravenWarned(CORPUS.irondequoit, [
      { file: GAUGE, from: '0.675023551,', to: '-1.2345,' },
    ]);
    expect(out).toEqual({
      completes: true,
      raven: ['Gauge#2'],
      rvkit: ['Gauge#2'],
      shown: [
        `${GAUGE}:6:30: gauge Gauge1: PET on 2000-01-02 is a blank value: Raven fills blank PET with its infill method and warns ("CGauge::Initialize: blank PET data in PET time series; will infill via infill ET estimation method") [RV418]`,
      ],
    });
  }, 120_000);

  it('says nothing of a blank PET value after the simulation', async () => {
    const out = await ravenWarned(CORPUS.irondequoit, [
      { file: GAUGE, from: '1.209049,0.097621109,', to: '1.209049,-1.2345,' },
    ]);
    expect(out).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
