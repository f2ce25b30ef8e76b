import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

afterAll(cleanUp);

describe('RV426 evaluation-period', () => {
  it('warns about a period that ends before it starts, and accepts one that does not', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      {
        file: 'Irondequoit.rvi',
        from: ':Routing',
        to: ':EvaluationPeriod CALIBRATION 2000-12-31 2000-01-01\n:EvaluationPeriod VALIDATION 2000-01-01 2000-12-31\n:Routing',
      },
    ]);
    expect(only('RV426', out)).toEqual([
      'Irondequoit.rvi:15:42: warning: :EvaluationPeriod ends 2000-01-01, not after its start 2000-12-31: its diagnostics cover no time, and Raven warns ("startdate after enddate") [RV426]',
    ]);
  });

  it("predicts Raven's warning for a reversed period, and RV512's for one above :SoilModel (Raven decides)", async () => {
    const rvi = 'raven-hbv-salmon.rvi';
    const reversed = await ravenWarned(CORPUS.salmonHbv, [
      {
        file: rvi,
        from: ':EvaluationMetrics',
        to: ':EvaluationPeriod LATE 1954-03-01 1954-01-01\n:EvaluationMetrics',
      },
    ]);
    expect(reversed.completes).toBe(true);
    // Over no time the metrics are not computed either (RV461).
    expect(reversed.raven).toEqual(['Diagnostics#1', 'Diagnostics#36', 'Diagnostics#8']);
    expect(reversed.rvkit).toEqual(reversed.raven);
    const above = await ravenWarned(CORPUS.salmonHbv, [
      { file: rvi, from: ':SoilModel', to: ':EvaluationPeriod LATE 1954-03-01 1954-01-01\n:SoilModel' },
    ]);
    expect(above.completes).toBe(true);
    expect(above.raven).toEqual(['ParseInput#50']);
    expect(above.rvkit).toEqual(above.raven);
    expect(above.shown).toEqual([
      expect.stringMatching(
        /^raven-hbv-salmon\.rvi:39:1: :EvaluationPeriod is above :SoilModel .* Raven warns .*\[RV512\]$/,
      ),
    ]);
  }, 120_000);
});
