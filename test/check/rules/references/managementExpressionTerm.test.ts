import {
  constraint,
  DEMANDS,
  demandSeries,
  DISABLED_SUBBASIN,
  managementRan,
  managementWarned,
  RVM,
} from '../managementWarned.js';

describe('RV264 management-expression-term, against Raven 4.12.1 built with lp_solve', () => {
  it("predicts Raven's warning of each reservoir term without :Reservoir and demand term without demand", async () => {
    const out = await managementWarned(
      [
        ...constraint('Inflow', '!I1 < 100'),
        ...constraint('Stage', '!h.gr4j-salmon < 5'),
        ...constraint('Delivery', '!D99 < 3'),
        ...constraint('Demand', '!Q1 < $d.Nobody'),
      ],
      DEMANDS,
    );
    // Raven drops each term, finds each expression invalid, and stops at the end of the .rvm.
    expect(out.completes).toBe(false);
    // The $d term's warning (#9) has the words of the !D term's (#6): Raven's log reads as #6 twice.
    const ids = [4, 5, 6].map((n) => `DemandExpressionHandling#${n}`);
    expect(out.raven).toEqual([...ids, 'ParseManagementFile#6'].sort());
    // RV256 predicts the invalid expression (#6) of each.
    expect(out.rvkit).toEqual([...ids, 'DemandExpressionHandling#9', 'ParseManagementFile#6'].sort());
    const terms = out.shown.filter((d) => d.endsWith('[RV264]'));
    expect(terms).toHaveLength(4);
    expect(out.shown).toHaveLength(8);
    expect(terms[1]).toBe(
      `${RVM}:5:15: !h.gr4j-salmon: subbasin gr4j-salmon has no :Reservoir: Raven drops it ("ConvertToExpressionTerm: reservoir stage in expression for basin without reservoir  at line #5 in file ${RVM}. Expression will be ignored"), finds the expression invalid and stops at the end of the .rvm ("One or more faulty expressions in the .rvm file must be repaired.") [RV264]`,
    );
  }, 120_000);

  it('says nothing of outflow terms and of demands of the .rvt by ID and by name', async () => {
    const out = await managementWarned(
      [...constraint('Outflow', '!Q1 < 100'), ...constraint('Delivery', '!D7 + !D.D1b < 3')],
      DEMANDS,
    );
    expect(out).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});

describe('RV264 on a disabled subbasin, against Raven 4.12.1 built with lp_solve', () => {
  /**
   * FarmerBob (ID 7) on subbasin 1. (A demand of the disabled subbasin 2 makes Raven crash once the .rvm is read:
   * CDemandOptimizer::AddWaterDemand deletes it while the subbasin keeps it.)
   */
  const demands = demandSeries([':IrrigationDemand 1 7 FarmerBob']);
  const common = { common: DISABLED_SUBBASIN };

  it("predicts Raven's warning of the first term it drops in each expression", async () => {
    const out = await managementWarned(
      [
        ':LookbackDuration 3',
        ':NonlinearVariable ?Q1 !Q1',
        ...constraint('Outflow', '!Q2 + !D99 < 100'),
        ...constraint('Series', '$B2 < 100'),
        ...constraint('History', '!Q1 + !Q2[-1] < 100'),
        ...constraint('Guess', '?Q1 * 2 + ?Q7 < 100'),
        ':ManagementGoal Cond',
        '  :Expression !Q1 < 100',
        '  :Condition @max(1,!Q2) > 3',
        '  :Penalty 1',
        ':EndManagementGoal',
      ],
      demands,
      common,
    );
    expect(out.completes).toBe(false);
    // $B2's warning (#7) has the words of !Q2's (#2): Raven's log reads as #2 twice; !D99 after !Q2 is never read.
    const ids = [1, 2, 10].map((n) => `DemandExpressionHandling#${n}`);
    expect(out.raven).toEqual([...ids, 'ParseManagementFile#6'].sort());
    // RV256 predicts the invalid expression (#6).
    expect(out.rvkit).toEqual([...ids, 'DemandExpressionHandling#7', 'ParseManagementFile#6'].sort());
    const terms = out.shown.filter((d) => d.endsWith('[RV264]'));
    expect(terms).toHaveLength(5);
    // RV256 gives the expression up at the same term: the disabled !Q2, not the !D99 Raven never reads.
    expect(out.shown.find((d) => d.endsWith('[RV256]'))).toMatch(
      new RegExp(`^${RVM}:4:\\d+: !Q2: Raven drops the term \\(its subbasin is disabled\\)`),
    );
    expect(terms[0]).toBe(
      `${RVM}:4:15: !Q2: subbasin 2 is disabled: Raven drops it ("ConvertToExpressionTerm: reference to disabled subbasin  at line #4 in file ${RVM}. Constraint/goal will be disabled"), finds the expression invalid and stops at the end of the .rvm ("One or more faulty expressions in the .rvm file must be repaired.") [RV264]`,
    );
    // In an expression :Condition the term is the nested one, and Raven leaves the condition out and goes on.
    expect(terms[4]).toMatch(
      new RegExp(`^${RVM}:17:21: !Q2: subbasin 2 is disabled: Raven drops it .* leaves the :Condition out`),
    );
  }, 120_000);

  it('says nothing of terms on the enabled subbasin, its demands and declared ?-terms', async () => {
    const out = await managementWarned(
      [
        ':LookbackDuration 3',
        ':NonlinearVariable ?Q1 !Q1',
        ...constraint('Outflow', '!Q1 + $B1 < 100'),
        ...constraint('History', '!Q1 + !Q1[-1] < 100'),
        ...constraint('Guess', '!Q1 - ?Q1 < 100'),
        ...constraint('Delivery', '!D7 + !D.FarmerBob < @max(100,$B1)'),
      ],
      demands,
      common,
    );
    expect(out).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);

  it("predicts Raven's warning of a non-linear variable's target on the disabled subbasin, and that Raven stops", async () => {
    const out = await managementWarned([':NonlinearVariable ?Q2 !Q2'], '', common);
    expect(out.completes).toBe(false);
    expect(out.raven).toEqual(['DemandExpressionHandling#2']);
    expect(out.rvkit).toEqual(['DemandExpressionHandling#2']);
    expect(out.shown).toEqual([
      `${RVM}:1:24: !Q2: subbasin 2 is disabled: Raven drops the non-linear variable's target ("ConvertToExpressionTerm: reference to disabled subbasin  at line #0 in file internal. Constraint/goal will be disabled") and stops ("ManagementOptimization:Initialize cannot convert target '!Q2' of non-linear variable to decision variable") [RV264]`,
    ]);
  }, 120_000);
});

describe("RV264 on a non-linear variable's target, against Raven 4.12.1 built with lp_solve", () => {
  it('says Raven stops on a target that is no term, and not on a decision variable', async () => {
    const bad = await managementRan([':NonlinearVariable ?Q1 Q1'], [], 'RV264');
    expect(bad.fails).toBe(true);
    expect(bad.errors.join('\n')).toMatch(/cannot convert target 'Q1' of non-linear variable/);
    expect(bad.shown).toEqual([
      `${RVM}:1:24: error: target 'Q1' is no term Raven reads ("ConvertToExpression:: Unparseable term Q1 in expression at line #0 in file internal"): Raven stops ("ManagementOptimization:Initialize cannot convert target 'Q1' of non-linear variable to decision variable"); name a decision variable (!Q1)`,
    ]);
    const good = await managementRan([':NonlinearVariable ?Q1 !Q1'], [], 'RV264');
    expect({ fails: good.fails, shown: good.shown }).toEqual({ fails: false, shown: [] });
  }, 120_000);
});
