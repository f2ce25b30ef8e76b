import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonGr4j;
const RVH = 'raven-gr4j-salmon.rvh';
const RVI = 'raven-gr4j-salmon.rvi';
const GROUPS = [
  ':PopulateHRUGroup Low With ELEVATION BETWEEN 0 5000',
  ':IntersectHRUGroups Both From Low And Low',
  ':MergeHRUGroups Merged From Low Both',
];
/** The model with these group commands after its :HRUs (and, if given, a declaration below :SoilModel). */
const withGroups = (lines: readonly string[], declare?: string) =>
  ravenWarned(M, [
    { file: RVH, from: ':EndHRUs', to: `:EndHRUs\n${lines.join('\n')}` },
    ...(declare ? [{ file: RVI, from: ':Routing', to: `${declare}\n:Routing` }] : []),
  ]);

describe('RV277 hru-group-undeclared (and RV208/RV209 on intersections), against Raven 4.12.1', () => {
  it("predicts Raven's warning for each group the .rvh creates, and for intersections of unknown groups", async () => {
    const out = await withGroups([
      ...GROUPS,
      ':IntersectHRUGroups Odd From Nope And Low',
      ':SubBasinGroup SBs\n 1\n:EndSubBasinGroup',
      ':IntersectSubBasinGroups SB2 From SBs And WITHIN Nope2',
    ]);
    expect(out.completes).toBe(true);
    const ids = [
      'ParseHRUFile#15',
      'ParseHRUFile#16',
      'ParseHRUFile#17',
      'ParseHRUFile#18',
      'ParseHRUFile#4',
    ];
    expect(out.raven).toEqual(ids);
    expect(out.rvkit).toEqual(ids);
    expect(out.shown[0]).toBe(
      `${RVH}:19:19: :PopulateHRUGroup creates HRU group 'Low', which the .rvi does not declare: Raven warns ("HRU groups should ideally be defined in .rvi file (using :DefineHRUGroup(s) commands) before being populated in .rvh file (2)"); declare it with :DefineHRUGroups Low in the .rvi, below :SoilModel [RV277]`,
    );
    expect(out.shown.filter((s) => s.endsWith('[RV277]'))).toHaveLength(4);
  }, 120_000);

  it('says nothing of groups the .rvi declares below :SoilModel', async () => {
    const out = await withGroups(GROUPS, ':DefineHRUGroups Low Both Merged');
    expect(out).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
