import { CORPUS } from '../harness.js';
import { ravenRan } from '../ravenRan.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonGr4j;
const RVP = 'raven-gr4j-salmon.rvp';

describe('RV150 soil-table-lines, against Raven 4.12.1', () => {
  it('predicts a :SoilClasses line with words after it and a one-word :SoilProfiles row; a LAKE row of 0 horizons is fine', async () => {
    // A :SoilClasses line with a word after it (Raven skips its table; the model's own table follows), and a
    // profile row without its horizons.
    const bad = await ravenWarned(M, [
      { file: RVP, from: /^:SoilClasses/m, to: ':SoilClasses SOIL_X\n:EndSoilClasses\n:SoilClasses' },
      { file: RVP, from: /^:EndSoilProfiles/m, to: '  ORPHAN\n:EndSoilProfiles' },
    ]);
    const good = await ravenWarned(M, [
      { file: RVP, from: /^:EndSoilProfiles/m, to: '  LAKE, 0\n:EndSoilProfiles' },
    ]);
    expect(bad.completes).toBe(true);
    // Raven then reads the skipped table's :EndSoilClasses as an unknown command (ParsePropertyFile#22).
    expect(bad.raven).toEqual(['ParsePropertyFile#1', 'ParsePropertyFile#22', 'ParsePropertyFile#4']);
    expect(bad.rvkit).toEqual(bad.raven);
    expect(bad.shown.filter((s) => s.endsWith('[RV150]'))).toEqual([
      `${RVP}:10:14: words after :SoilClasses on its line ('SOIL_X' …): Raven warns (":SoilClasses command: improper line length at line 10") and skips the table, so no soil class is created here [RV150]`,
      `${RVP}:11:1: Raven skipped the :SoilClasses table (its line has words after the command), so it reads :EndSoilClasses as a command of its own and warns ("Ignoring unrecognized command starting with :EndSoilClasses in .rvp file") [RV150]`,
      `${RVP}:26:3: the :SoilProfiles row 'ORPHAN' has no number of horizons: Raven warns (":SoilProfiles command: improper line length at line 26") and skips it, so profile ORPHAN does not exist [RV150]`,
    ]);
    expect(good).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);

  it('is an error where the table has rows: Raven reads the first as a command and stops', async () => {
    const out = await ravenRan(M, [{ file: RVP, from: /^:SoilClasses/m, to: ':SoilClasses 4' }], 'RV150');
    expect(out.raven.fails).toBe(true);
    expect(out.raven.errors.join('\n')).toContain('Unrecognized command in .rvp file');
    expect(out.rvkit).toEqual([
      `${RVP}:10:14: error: words after :SoilClasses on its line ('4' …): Raven warns (":SoilClasses command: improper line length at line 10") and skips the table, then reads its first row as a command and stops ("Unrecognized command in .rvp file: SOIL_PROD"); put the class names on rows of their own`,
    ]);
  }, 120_000);
});
