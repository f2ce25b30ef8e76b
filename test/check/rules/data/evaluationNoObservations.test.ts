import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonHbv;
const RVI = 'raven-hbv-salmon.rvi';
const START = ':StartDate             1954-01-01 00:00:00';

describe('RV461 evaluation-no-observations, against Raven 4.12.1', () => {
  it("predicts each metric's warning where the hydrograph is blank over the whole run", async () => {
    // The Salmon record ends with years of blanks (-1.2345): five days of December 2010 have no observation.
    const out = await ravenWarned(M, [{ file: RVI, from: START, to: ':StartDate 2010-12-20 00:00:00' }]);
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['Diagnostics#1', 'Diagnostics#8']);
    expect(out.rvkit).toEqual(out.raven);
    expect(out.shown).toEqual([
      `${RVI}:79:20: NASH_SUTCLIFFE cannot be computed for HYDROGRAPH 1: no observed value falls in the simulated period there, so Raven warns ("not calculated. Missing non-zero weighted observations") and writes -1e+99 in Diagnostics.csv [RV461]`,
      `${RVI}:79:35: RMSE cannot be computed for HYDROGRAPH 1: no observed value falls in the simulated period there, so Raven warns ("not calculated. Missing non-zero weighted observations") and writes -1e+99 in Diagnostics.csv [RV461]`,
    ]);
  }, 120_000);

  it("predicts DIAG_FUZZY_NASH's own warning (Raven's Nash-Sutcliffe words, from its own line)", async () => {
    const out = await ravenWarned(M, [
      { file: RVI, from: START, to: ':StartDate 2010-12-20 00:00:00' },
      { file: RVI, from: /^:EvaluationMetrics.*$/m, to: ':EvaluationMetrics FUZZY_NASH' },
    ]);
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['Diagnostics#7']);
    expect(out.rvkit).toEqual(['Diagnostics#7']);
    expect(out.shown).toEqual([
      `${RVI}:79:20: FUZZY_NASH cannot be computed for HYDROGRAPH 1: no observed value falls in the simulated period there, so Raven warns ("not calculated. Missing non-zero weighted observations") and writes -1e+99 in Diagnostics.csv [RV461]`,
    ]);
  }, 120_000);

  it('says nothing for an evaluation period with observations, and warns for one without', async () => {
    const periods =
      ':EvaluationPeriod WINTER 1954-01-02 1954-01-04\n:EvaluationPeriod LATER 1990-01-01 1991-01-01';
    const out = await ravenWarned(M, [
      { file: RVI, from: ':EvaluationMetrics', to: `${periods}\n:EvaluationMetrics` },
    ]);
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['Diagnostics#1', 'Diagnostics#8']);
    expect(out.rvkit).toEqual(out.raven);
    expect(out.shown.length).toBe(2);
    expect(out.shown.join('\n')).not.toContain('WINTER');
    expect(out.shown[0]).toMatch(
      /^raven-hbv-salmon\.rvi:81:20: NASH_SUTCLIFFE cannot be computed for HYDROGRAPH 1 in LATER:/,
    );
  }, 120_000);
});

describe('RV461 on observations read from NetCDF, against Raven 4.12.1', () => {
  const NC = CORPUS.gr4jNetcdf;
  const NC_RVI = 'raven-gr4j-salmon.rvi';

  it('reads the observed values of the file: a run that ends with the record, over its blank tail, warns', async () => {
    // The file's qobs are blank (-1.2345) at the end of its record (2011-01-01).
    const out = await ravenWarned(NC, [
      { file: NC_RVI, from: /:StartDate\s+\S+\s+\S+/, to: ':StartDate 2010-12-29 00:00:00' },
      { file: NC_RVI, from: /:Duration\s+\S+/, to: ':Duration 3' },
    ]);
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['Diagnostics#1', 'Diagnostics#8']);
    expect(out.rvkit).toEqual(out.raven);
    expect(out.shown[0]).toMatch(
      /^raven-gr4j-salmon\.rvi:58:20: NASH_SUTCLIFFE cannot be computed for HYDROGRAPH 1:/,
    );
  }, 120_000);

  it('warns for an evaluation period decades after the run, not for one inside it', async () => {
    const periods =
      ':EvaluationPeriod INSIDE 1954-01-02 1954-01-04\n:EvaluationPeriod LATER 2008-01-01 2008-12-01';
    const out = await ravenWarned(NC, [
      { file: NC_RVI, from: ':EvaluationMetrics', to: `${periods}\n:EvaluationMetrics` },
    ]);
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['Diagnostics#1', 'Diagnostics#8']);
    expect(out.rvkit).toEqual(out.raven);
    expect(out.shown.join('\n')).not.toContain('INSIDE');
    expect(out.shown[0]).toMatch(
      /^raven-gr4j-salmon\.rvi:60:20: NASH_SUTCLIFFE cannot be computed for HYDROGRAPH 1 in LATER:/,
    );
  }, 120_000);
});
