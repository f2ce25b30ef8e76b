import { DEMANDS, managementWarned, RVM } from '../managementWarned.js';

describe('RV263 management-demand, against Raven 4.12.1 built with lp_solve', () => {
  it("predicts Raven's warning for each .rvm command naming a demand or group the model lacks", async () => {
    const out = await managementWarned(
      [
        ':DemandGroup Farms',
        ' FarmerBob 8 D1a',
        ':EndDemandGroup',
        ':DemandMultiplier FarmerBo 2.0',
        ':DemandGroupMultiplier Farm 2',
        ':DemandPenalty 12 1.0',
        ':DemandIsUnrestricted D1c',
        ':DemandResetDate 9 100',
      ],
      DEMANDS,
    );
    expect(out.completes).toBe(true);
    const ids = [
      'ParseManagementFile#1',
      'ParseManagementFile#2',
      'ParseManagementFile#3',
      'DemandOptimization#2',
      'DemandOptimization#3',
      'DemandOptimization#4',
    ].sort();
    expect(out.raven).toEqual(ids);
    expect(out.rvkit).toEqual(ids);
    expect(out.shown.slice(0, 3)).toEqual([
      `${RVM}:2:12: :DemandGroup: '8' is not a demand of the .rvt: Raven ignores it with a warning ("ParseManagementFile: invalid or disabled demand in :DemandGroup command. Will be ignored") [RV263]`,
      `${RVM}:2:14: :DemandGroup: 'D1a' is not a demand of the .rvt: Raven ignores it with a warning ("ParseManagementFile: invalid or disabled demand in :DemandGroup command. Will be ignored") [RV263]`,
      `${RVM}:4:19: :DemandMultiplier: 'FarmerBo' is not a demand of the .rvt (did you mean FarmerBob?): Raven ignores it with a warning ("ParseManagementFile: invalid or disabled demand index in :DemandMultiplier command. Will be ignored") [RV263]`,
    ]);
  }, 120_000);

  it('says nothing of demands named by ID, by name or by the names Raven gives, and of a group defined above', async () => {
    const out = await managementWarned(
      [
        ':DemandGroup Farms',
        ' FarmerBob 11',
        ':EndDemandGroup',
        ':DemandGroupMultiplier Farms 2',
        ':DemandMultiplier 7 2.0',
        ':DemandPenalty D1b 1.0',
        ':DemandIsUnrestricted FarmerBob',
        ':DemandResetDate 7 100',
      ],
      DEMANDS,
    );
    expect(out).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
