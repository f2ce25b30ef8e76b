import { CORPUS } from '../harness.js';
import { ravenRan } from '../ravenRan.js';

const M = CORPUS.salmonHbv;
const RVI = 'raven-hbv-salmon.rvi';
const METRICS = ':EvaluationMetrics NASH_SUTCLIFFE RMSE';

/** An HRU group declared after the metrics, and an aggregate diagnostic with `args`. */
function aggregate(args: string) {
  return [
    { file: RVI, from: METRICS, to: `${METRICS}\n:DefineHRUGroup AllHRUs\n:AggregateDiagnostic ${args}` },
  ];
}

describe('RV260 aggregate-diagnostic-group, against Raven 4.12.1', () => {
  it('is an error where Raven crashes writing Diagnostics.csv (HYDROGRAPH by an HRU group)', async () => {
    const out = await ravenRan(M, aggregate('AVERAGE HYDROGRAPH AllHRUs'), 'RV260');
    expect({ fails: out.raven.fails, crash: out.raven.crash, errors: out.raven.errors }).toEqual({
      fails: true,
      crash: 'killed by SIGSEGV',
      errors: [],
    });
    expect(out.rvkit).toEqual([
      `${RVI}:81:41: error: :AggregateDiagnostic HYDROGRAPH by HRU group 'AllHRUs': Raven 4.12 looks this group's number (1) up among the subbasin groups (there are none) and crashes (segmentation fault) writing Diagnostics.csv after the simulation; drop the group`,
    ]);
  }, 120_000);

  it('says nothing where Raven completes (no group; an HRU quantity by group)', async () => {
    for (const args of ['AVERAGE HYDROGRAPH', 'MAXIMUM SNOW AllHRUs']) {
      const out = await ravenRan(M, aggregate(args), 'RV260');
      expect({ args, fails: out.raven.fails, rvkit: out.rvkit }).toEqual({ args, fails: false, rvkit: [] });
    }
  }, 120_000);

  it("warns where Raven aggregates over the subbasin group of the HRU group's number", async () => {
    const out = await ravenRan(
      M,
      [
        ...aggregate('AVERAGE HYDROGRAPH AllHRUs'),
        {
          file: 'raven-hbv-salmon.rvh',
          from: ':EndHRUs',
          to: ':EndHRUs\n:SubBasinGroup Upland\n 1\n:EndSubBasinGroup',
        },
      ],
      'RV260',
    );
    expect(out.raven.fails).toBe(false);
    expect(out.rvkit).toEqual([
      `${RVI}:81:41: warning: :AggregateDiagnostic HYDROGRAPH by HRU group 'AllHRUs': Raven 4.12 aggregates over subbasin group 'Upland' instead (the subbasin group of the same number) and says nothing; drop the group (rvkit's own warning: Raven says nothing)`,
    ]);
  }, 120_000);
});
