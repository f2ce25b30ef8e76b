import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonGr4j;
const RVH = 'raven-gr4j-salmon.rvh';
/** The model with a subbasin group of its one subbasin and these lines after its :HRUs. */
const withLines = (...lines: string[]) =>
  ravenWarned(M, [
    {
      file: RVH,
      from: ':EndHRUs',
      to: `:EndHRUs\n:SubBasinGroup SBs\n 1\n:EndSubBasinGroup\n${lines.join('\n')}\n`,
    },
  ]);

describe('RV379 subbasin-group-property, against Raven 4.12.1', () => {
  it("predicts Raven's warning for a property it does not know, multiplied or overridden", async () => {
    const out = await withLines(
      ':SBGroupPropertyMultiplier SBs MANNING_N 1.1',
      ':SBGroupPropertyOverride SBs SLOP 0.01',
    );
    expect(out.completes).toBe(true);
    // The override's warning (#10) has the multiplier's words (#6): Raven's lines read as #6.
    expect(out.raven).toEqual(['ParseHRUFile#6']);
    expect(out.rvkit).toEqual(['ParseHRUFile#10', 'ParseHRUFile#6']);
    expect(out.shown[0]).toBe(
      `${RVH}:22:32: :SBGroupPropertyMultiplier: 'MANNING_N' is not a subbasin property Raven knows (did you mean MANNINGS_N?): Raven warns for each subbasin of group SBs (":SBGroupPropertyMultiplier: invalid subbasin property (MANNING_N) specified") and changes nothing [RV379]`,
    );
  }, 120_000);

  it('says nothing of properties it knows, in any case', async () => {
    const out = await withLines(
      ':SBGroupPropertyOverride SBs slope 0.01',
      ':SBGroupPropertyOverride SBs RAIN_CORR 1.1',
    );
    expect(out).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
