import { managementWarned, RVM } from '../managementWarned.js';

describe('RV157 lookup-table-csv-row, against Raven 4.12.1 built with lp_solve', () => {
  it("predicts Raven's warning of a row with one value, after which Raven crashes", async () => {
    const out = await managementWarned([':LookupTableFromCSV Storage storage.csv'], '', {
      files: { 'storage.csv': 'stage, volume\n0, 0\n\n# a comment\n10\n20, 900\n' },
    });
    expect(out.completes).toBe(false);
    expect(out.raven).toEqual(['ParseManagementFile#13']);
    expect(out.rvkit).toEqual(['ParseManagementFile#13']);
    expect(out.shown).toEqual([
      `${RVM}:1:29: storage.csv line 5 ("10") has one value, not x and y: Raven writes "Incorrect line length (<2) in :LookupTableFromCSV table" and crashes (it frees the table's arrays, then builds the table from them and frees them again: "double free or corruption") [RV157]`,
    ]);
  }, 120_000);

  it('says nothing of a table whose rows all have x and y (blank and comment lines skipped)', async () => {
    const out = await managementWarned([':LookupTableFromCSV Storage storage.csv'], '', {
      files: { 'storage.csv': 'stage\n0, 0\n\n* a comment\n10 500\n20,900' },
    });
    expect(out).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
