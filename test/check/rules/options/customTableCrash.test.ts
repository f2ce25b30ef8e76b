import { CORPUS } from '../harness.js';
import { ravenRan } from '../ravenRan.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonGr4j;

describe('RV552 custom-table-crash, against Raven 4.12.1', () => {
  it('is an error: Raven crashes on :CustomTable even when the .rvh defines its subbasin group', async () => {
    const out = await ravenRan(
      M,
      [
        {
          file: 'raven-gr4j-salmon.rvi',
          from: /^:WriteForcingFunctions/m,
          to: ':WriteForcingFunctions\n:CustomTable AllSubbasins table.csv\n  SOIL[0]\n:EndCustomTable',
        },
        {
          file: 'raven-gr4j-salmon.rvh',
          from: /^:SubBasins/m,
          to: ':SubBasinGroup AllSubbasins\n  1\n:EndSubBasinGroup\n:SubBasins',
        },
      ],
      'RV552',
    );
    expect(out.raven.fails).toBe(true);
    expect(out.raven.crash).toMatch(/SIGSEGV|signal/);
    expect(out.rvkit).toEqual([
      "raven-gr4j-salmon.rvi:60:14: error: Raven 4.12.1 crashes here (segmentation fault): it looks up subbasin group 'AllSubbasins' while reading the .rvi, before the .rvh creates any subbasin group; write the table's variables with :CustomOutput instead",
    ]);
  }, 120_000);

  it('is an error where the line has no file name: Raven skips it and stops at the first variable row', async () => {
    const out = await ravenRan(
      M,
      [
        {
          file: 'raven-gr4j-salmon.rvi',
          from: /^:WriteForcingFunctions/m,
          to: ':WriteForcingFunctions\n:CustomTable AllSubbasins\n  SNOW\n:EndCustomTable',
        },
      ],
      'RV552',
    );
    expect(out.raven.fails).toBe(true);
    expect(out.raven.errors.join('\n')).toContain('Unrecognized command in .rvi file');
    expect(out.rvkit).toEqual([
      `raven-gr4j-salmon.rvi:61:3: error: Raven skips the :CustomTable line (it has no subbasin group and file name), then reads 'SNOW' as a command of the .rvi and stops ("Unrecognized command in .rvi file: SNOW")`,
    ]);
  }, 120_000);

  it("predicts Raven's warnings for such a line over no rows: the line, then its end line as an unknown command", async () => {
    const out = await ravenWarned(M, [
      {
        file: 'raven-gr4j-salmon.rvi',
        from: /^:WriteForcingFunctions/m,
        to: ':WriteForcingFunctions\n:CustomTable AllSubbasins\n# none yet\n:EndCustomTable',
      },
    ]);
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['ParseInput#134', 'ParseInput#68']);
    expect(out.rvkit).toEqual(out.raven);
  }, 120_000);
});
