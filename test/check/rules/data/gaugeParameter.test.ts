import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.irondequoit;
/** A two-member Monte Carlo ensemble of Irondequoit (its one gauge is unnamed: Raven calls it Gauge1). */
const MONTE_CARLO = { file: 'Irondequoit.rvi', from: /$/, to: '\r\n:EnsembleMode ENSEMBLE_MONTECARLO 2\r\n' };
const rve = (...rows: string[]) => ({
  'Irondequoit.rve': Buffer.from(
    [':ParameterDistributions', ...rows.map((r) => `  ${r}`), ':EndParameterDistributions', ''].join('\r\n'),
  ),
});

describe('RV473 gauge-parameter, against Raven 4.12.1', () => {
  it("predicts Raven's warning for a gauge property CGauge does not have", async () => {
    const out = await ravenWarned(
      M,
      [MONTE_CARLO],
      rve(
        'RAIN_CORR GAUGE Gauge1 1.0 DIST_UNIFORM 0.9 1.1',
        'ELEVATION GAUGE Gauge1 172 DIST_UNIFORM 170 175',
      ),
    );
    expect(out).toEqual({
      completes: true,
      raven: ['Gauge#4'],
      rvkit: ['Gauge#4'],
      shown: [
        'Irondequoit.rve:2:3: gauge Gauge1 has no property RAIN_CORR: no ensemble member changes it, and Raven warns ("CGauge::SetGaugeProperty: unrecognized gauge property RAIN_CORR") [RV473]',
      ],
    });
  }, 120_000);

  it('says nothing of the properties a gauge has', async () => {
    const out = await ravenWarned(
      M,
      [MONTE_CARLO],
      rve('RAINFALL_CORR GAUGE Gauge1 1.0 DIST_UNIFORM 0.9 1.1'),
    );
    expect(out).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
