import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonGr4j;
const RVP = 'raven-gr4j-salmon.rvp';
const RVH = 'raven-gr4j-salmon.rvh';
/** The model with MAX_REACH_SEGLENGTH set and its one subbasin's reach length (_AUTO in the corpus). */
const withSegments = (seglength: string, reach = '_AUTO') =>
  ravenWarned(M, [
    {
      file: RVP,
      from: ':SoilClasses',
      to: `:GlobalParameter MAX_REACH_SEGLENGTH ${seglength}\n:SoilClasses`,
    },
    { file: RVH, from: '_AUTO', to: reach },
  ]);

describe('RV377 reach-segments, against Raven 4.12.1', () => {
  it('predicts the single segment of an _AUTO reach when MAX_REACH_SEGLENGTH is set', async () => {
    const out = await withSegments('2.0');
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['SubBasin#1']);
    expect(out.rvkit).toEqual(['SubBasin#1']);
    expect(out.shown).toEqual([
      `${RVH}:12:60: subbasin 1 has reach length _AUTO while MAX_REACH_SEGLENGTH is 2.0 km: Raven cannot cut it into segments and warns ("Basin 1 with _AUTO reach length will be assigned a single reach segment; to override, specify a specific reach length") [RV377]`,
    ]);
  }, 120_000);

  it('predicts a reach needing more than 50 segments, and says nothing at 50', async () => {
    const out = await withSegments('2.0', '120');
    expect(out.raven).toEqual(['SubBasin#2']);
    expect(out.rvkit).toEqual(['SubBasin#2']);
    expect(out.shown[0]).toContain('needs 60 segments');
    expect(await withSegments('3.0', '150')).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);

  it('predicts a :Qout row of the .rvc with another number of segments than the subbasin has', async () => {
    const withQout = (row: string) =>
      ravenWarned(M, [
        {
          file: 'raven-gr4j-salmon.rvc',
          from: ':HRUStateVariableTable',
          to: `:BasinStateVariables\n  :BasinIndex 1,gr4j-salmon\n    ${row}\n:EndBasinStateVariables\n:HRUStateVariableTable`,
        },
      ]);
    const out = await withQout(':Qout,2,0.0,0.0,0.0');
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['SubBasin#9']);
    expect(out.rvkit).toEqual(['SubBasin#9']);
    expect(out.shown[0]).toContain(':Qout gives 2 reach segments for subbasin 1, which has 1 in this model');
    expect(await withQout(':Qout,1,0.0,0.0')).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
