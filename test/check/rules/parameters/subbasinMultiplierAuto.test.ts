import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonGr4j;
const RVH = 'raven-gr4j-salmon.rvh';
const GROUP =
  ':SubBasinGroup Upper\n  1\n:EndSubBasinGroup\n:SBGroupPropertyMultiplier Upper TIME_CONC 1.2\n';
const appended = (text: string) => ravenWarned(M, [{ file: RVH, from: /$/, to: `\n${text}` }]);

describe('RV352 subbasin-multiplier-auto, against Raven 4.12.1', () => {
  it('predicts a multiplier of a time of concentration Raven computes, and says nothing once it is given', async () => {
    const out = await appended(GROUP);
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['ParseHRUFile#7']);
    expect(out.rvkit).toEqual(['ParseHRUFile#7']);
    expect(out.shown).toEqual([
      `${RVH}:22:34: no :SubBasinProperties above gives TIME_CONC to subbasin 1 of group Upper: Raven computes it later, so it warns (":SBGroupPropertyMultiplier: because subbasin property (TIME_CONC) set to be computed by Raven (rather than user-supplied in :SubBasinProperties command), it cannot be adjusted with the multiplier.") and the multiplier changes nothing [RV352]`,
    ]);
    const given =
      ':SubBasinProperties\n  :Parameters, TIME_CONC\n  :Units, d\n  1, 1.5\n:EndSubBasinProperties\n';
    expect(await appended(given + GROUP)).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
