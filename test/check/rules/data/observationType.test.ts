import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonHbv;
const RVT = 'raven-hbv-salmon.rvt';
/** The model's .rvt header, after which a series is added. */
const AFTER = /(:FileType[^\n]*\n)/;
const series = (type: string, id: number) =>
  `$1:ObservationData ${type} ${id} m3/s\n  1954-01-01 00:00:00 1.0 3\n  1.0 2.0 3.0\n:EndObservationData\n`;

describe('RV486 observation-type, against Raven 4.12.1', () => {
  it('predicts the warning for a type Raven does not compute at a subbasin', async () => {
    const discharge = await ravenWarned(M, [{ file: RVT, from: AFTER, to: series('DISCHARGE', 1) }]);
    expect(discharge).toEqual({
      completes: true,
      raven: ['Model#10'],
      rvkit: ['Model#10'],
      shown: [
        `${RVT}:3:18: 'DISCHARGE' is not an observation type Raven computes nor a state variable: Raven warns ("CModel::UpdateDiagnostics: invalid tag (DISCHARGE)used for specifying Observation type") and compares these observations with a model value of 0 [RV486]`,
      ],
    });
    const lower = await ravenWarned(M, [{ file: RVT, from: AFTER, to: series('hydrograph', 1) }]);
    expect(lower.raven).toEqual(['Model#10']);
    expect(lower.rvkit).toEqual(['Model#10']);
    expect(lower.shown[0]).toContain('(did you mean HYDROGRAPH?)');
  }, 120_000);

  it('is silent for known types, state variables (STREAMFLOW is one to Raven) and IDs that are no subbasin', async () => {
    // (Three values make the evaluation metrics warn about too few data: other rules' warnings.)
    const fine = await ravenWarned(M, [
      { file: RVT, from: AFTER, to: series('HYDROGRAPH', 1) },
      { file: RVT, from: AFTER, to: series('SNOW', 1) },
      { file: RVT, from: AFTER, to: series('STREAMFLOW', 1) },
      { file: RVT, from: AFTER, to: series('DISCHARGE', 7) },
    ]);
    expect(fine.completes).toBe(true);
    expect(fine.raven).not.toContain('Model#10');
    expect(fine.rvkit).not.toContain('Model#10');
  }, 120_000);
});
