import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonHbv;
const RVT = 'raven-hbv-salmon.rvt';
/** The model's .rvt header, after which lines are added. */
const AFTER = /(:FileType[^\n]*\n)/;
const series = (values: string) =>
  `:ObservationData HYDROGRAPH 1 m3/s\n  1954-01-01 00:00:00 1.0 3\n  ${values}\n:EndObservationData\n`;

describe('RV489 override-streamflow, against Raven 4.12.1', () => {
  it('predicts the warning for observations with blanks, and for an outlet subbasin', async () => {
    const blanks = await ravenWarned(M, [
      { file: RVT, from: AFTER, to: `$1${series('1.0 -1.2345 3.0')}:OverrideStreamflow 1\n` },
    ]);
    expect(blanks).toEqual({
      completes: true,
      raven: ['Model#5'],
      rvkit: ['Model#5'],
      shown: [
        `${RVT}:7:21: the HYDROGRAPH of subbasin 1 has a blank (value 2 is -1.2345): Raven warns ("CModel::OverrideStreamflow::cannot override streamflow if there are blanks in observation data") and does not override the flow [RV489]`,
      ],
    });
    // Subbasin 1 is the Salmon model's only subbasin: its outlet.
    const outlet = await ravenWarned(M, [
      { file: RVT, from: AFTER, to: `$1${series('1.0 2.0 3.0')}:OverrideStreamflow 1\n` },
    ]);
    expect(outlet.completes).toBe(true);
    expect(outlet.raven).toContain('Model#6');
    expect(outlet.rvkit).toEqual(['Model#6']);
  }, 120_000);

  it('is silent where Raven has not read the observations yet', async () => {
    const later = await ravenWarned(M, [
      { file: RVT, from: AFTER, to: `$1:OverrideStreamflow 1\n${series('1.0 -1.2345 3.0')}` },
    ]);
    expect(later.completes).toBe(true);
    expect(later.raven).not.toContain('Model#5');
    expect(later.rvkit).toEqual([]);
  }, 120_000);
});
