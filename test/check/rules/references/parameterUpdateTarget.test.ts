import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.irondequoit;
const RVI = 'Irondequoit.rvi';
/** A two-member Monte Carlo ensemble of Irondequoit (subbasin 1; its one gauge is unnamed: Raven calls it Gauge1). */
const MONTE_CARLO = { file: RVI, from: /$/, to: '\r\n:EnsembleMode ENSEMBLE_MONTECARLO 2\r\n' };
const rve = (...rows: string[]) => ({
  'Irondequoit.rve': Buffer.from(
    [':ParameterDistributions', ...rows.map((r) => `  ${r}`), ':EndParameterDistributions', ''].join('\r\n'),
  ),
});

describe('RV245 parameter-update-target, against Raven 4.12.1', () => {
  it("predicts Raven's warnings for an ensemble's gauge and subbasin the model does not have", async () => {
    const out = await ravenWarned(
      M,
      [MONTE_CARLO],
      rve(
        'ELEVATION GAUGE Gauge2 172 DIST_UNIFORM 170 175',
        'TIME_CONC SUBBASIN SUBBASIN7 1.0 DIST_UNIFORM 0.5 2.0',
      ),
    );
    expect(out).toEqual({
      completes: true,
      raven: ['Model#8', 'Model#9'],
      rvkit: ['Model#8', 'Model#9'],
      shown: [
        'Irondequoit.rve:2:19: a :ParameterDistributions row of the .rve names gauge Gauge2, which the .rvt does not define: Raven warns ("CModel::UpdateParameter: Unrecognized/invalid gauge ID (Gauge2) in input") and changes nothing [RV245]',
        'Irondequoit.rve:3:22: a :ParameterDistributions row of the .rve names subbasin SUBBASIN7, which the .rvh does not define: Raven warns ("CModel::UpdateParameter: Unrecognized/invalid subbasin ID (7) in input") and changes nothing [RV245]',
      ],
    });
  }, 120_000);

  it("predicts Raven's warning for a live file's update of a subbasin the model does not have", async () => {
    const out = await ravenWarned(M, [{ file: RVI, from: /$/, to: '\r\n:ReadLiveFile 2\r\n' }], {
      'Irondequoit.rvl': Buffer.from(':UpdateParameter SUBBASIN TIME_CONC 9 1.5\r\n'),
    });
    expect(out.raven).toEqual(['Model#9']);
    expect(out.rvkit).toEqual(['Model#9']);
  }, 120_000);

  it('says nothing of the gauge and subbasin the model has', async () => {
    const out = await ravenWarned(
      M,
      [MONTE_CARLO],
      rve('ELEVATION GAUGE Gauge1 172 DIST_UNIFORM 170 175', 'TIME_CONC SUBBASIN 1 1.0 DIST_UNIFORM 0.5 2.0'),
    );
    expect(out).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
