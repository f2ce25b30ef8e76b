import { constraint, DEMANDS, managementWarned, RVM } from '../managementWarned.js';

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
