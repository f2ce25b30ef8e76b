import { managementWarned, RVM } from '../managementWarned.js';

describe('RV163 management-line-ignored, against Raven 4.12.1 built with lp_solve', () => {
  it("predicts Raven's warnings of a :NamedConstant with more than a value and a :LookupTable row of one value", async () => {
    const out = await managementWarned([
      ':NamedConstant MinFlow 1.5 m3/s',
      ':LookupTable Rule',
      '3',
      '0 0',
      '# a comment Raven skips',
      '5',
      '10 2',
      ':EndLookupTable',
    ]);
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['ParseManagementFile#12', 'ParseManagementFile#4']);
    expect(out.rvkit).toEqual(out.raven);
    expect(out.shown).toEqual([
      `${RVM}:1:1: :NamedConstant MinFlow has 3 words after it, not 2: Raven ignores it ("The :NamedConstant command should have only two arguments. Command will be ignored") [RV163]`,
      `${RVM}:6:1: this row of :LookupTable has only one value (x y expected): Raven ignores it ("Incorrect line length (<2) in :LookupTable command") [RV163]`,
    ]);
  }, 120_000);

  it('says nothing of a :NamedConstant with its value and a full :LookupTable', async () => {
    const out = await managementWarned([
      ':NamedConstant MinFlow 1.5 # m3/s',
      ':LookupTable Rule',
      '2',
      '0 0',
      '10 2',
      ':EndLookupTable',
    ]);
    expect(out).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
