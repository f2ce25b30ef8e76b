import {
  demandSeries,
  DISABLED_SUBBASIN,
  managementRan,
  managementWarned,
  RVM,
} from '../managementWarned.js';

/**
 * FarmerBob (ID 7) on subbasin 1. (A demand of the disabled subbasin 2 makes Raven crash once the .rvm is read:
 * CDemandOptimizer::AddWaterDemand deletes it while the subbasin keeps it.)
 */
const DEMANDS = demandSeries([':IrrigationDemand 1 7 FarmerBob']);

/** A goal on subbasin 1's outflow that applies under these conditions. */
const goal = (...conditions: string[]) => [
  ':ManagementGoal Low',
  '  :Expression !Q1 < 1000',
  ...conditions.map((c) => `  :Condition ${c}`),
  '  :Penalty 1',
  ':EndManagementGoal',
];

describe('RV258 management-condition, against Raven 4.12.1 built with lp_solve', () => {
  it("predicts Raven's warnings of a condition on a disabled subbasin and on a demand it lacks", async () => {
    const out = await managementWarned(
      goal('!Q2 IS_GREATER_THAN 3', '!D.FarmerBob IS_LESS_THAN 1000', '!D99 IS_LESS_THAN 1000'),
      DEMANDS,
      { common: DISABLED_SUBBASIN },
    );
    // Raven assumes each condition true and runs on.
    expect(out.completes).toBe(true);
    const ids = ['DemandExpressionHandling#11', 'DemandExpressionHandling#12'];
    expect(out.raven).toEqual(ids);
    expect(out.rvkit).toEqual(ids);
    expect(out.shown).toEqual([
      `${RVM}:3:14: !Q2: subbasin 2 is disabled: Raven ignores the :Condition ("ParseManagementFile: Subbasin in :Condition statement is disabled in this model configuration. Conditional will be assumed true."), so the regime applies at every time step [RV258]`,
      `${RVM}:4:14: !D.FarmerBob: '.FarmerBob' is not a demand of the optimiser (Raven looks for a demand named '.FarmerBob': no dot here): Raven ignores the :Condition ("ParseManagementFile: !D or !C used in :Condition statement has invalid or disabled demand ID. Conditional will be assumed true."), so the regime applies at every time step [RV258]`,
      `${RVM}:5:14: !D99: '99' is not a demand of the optimiser: Raven ignores the :Condition ("ParseManagementFile: !D or !C used in :Condition statement has invalid or disabled demand ID. Conditional will be assumed true."), so the regime applies at every time step [RV258]`,
    ]);
  }, 120_000);

  it('says Raven crashes on a subbasin condition it looks up by place as ID, and not on the expression form', async () => {
    const run = async (condition: string) => {
      const { fails, shown } = await managementRan([':LookbackDuration 2', ...goal(condition)], [], 'RV258');
      return { fails, shown };
    };
    // Subbasin 1 is at place 0 and no subbasin has ID 0: Raven dies at the first time step.
    expect(await run('!Q1 IS_GREATER_THAN 0')).toEqual({
      fails: true,
      shown: [
        `${RVM}:4:14: error: !Q1: Raven 4.12.1 looks the subbasin up by its place in the model (0) taken as an ID; no subbasin has ID 0, so Raven crashes when it tests this condition; test the time step before in expression form instead (:Condition !Q1[-1] > …, with :LookbackDuration)`,
      ],
    });
    expect(await run('!Q1[-1] > 0')).toEqual({ fails: false, shown: [] });
  }, 120_000);

  it('says nothing of conditions on the demand by ID and name and on the enabled subbasin in expression form', async () => {
    const out = await managementWarned(
      [
        ':LookbackDuration 2',
        ...goal('!D7 IS_LESS_THAN 1000', '!DFarmerBob IS_LESS_THAN 1000', '!Q1[-1] > 0'),
      ],
      DEMANDS,
      { common: DISABLED_SUBBASIN },
    );
    expect(out).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
