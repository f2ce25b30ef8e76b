import { CORPUS } from '../harness.js';
import { ravenDecided } from '../ravenDecided.js';

const RVH = 'raven-hbv-salmon.rvh';
/** A lookup-table reservoir at the outlet of the Salmon River, its third point given. */
const reservoir = (third: string) => ({
  file: RVH,
  from: /$/,
  to: [
    '',
    ':Reservoir Res1',
    '  :SubBasinID 1',
    '  :Type RESROUTE_STANDARD',
    '  :StageRelations',
    '    4',
    '    0.0 0.0 0.0 1000000',
    '    1.0 10.0 1000000 1000000',
    `    ${third}`,
    '    3.0 60.0 3000000 1000000',
    '  :EndStageRelations',
    ':EndReservoir',
    '',
  ].join('\n'),
});
const rule = (at: string, text: string) =>
  `${RVH}:${at}: :StageRelations of reservoir Res1 (subbasin 1): ${text}, and Raven stops`;

describe('RV118 reservoir-stage-relations, decided by Raven 4.12.1 on the Salmon River HBV model', () => {
  it('reports a volume lower than at the stage below', async () => {
    const out = await ravenDecided(CORPUS.salmonHbv, [reservoir('2.0 30.0 900000 1000000')]);
    expect(out.ravenFails).toBe(true);
    expect(out.ravenErrors[0]).toBe(
      'CReservoir::constructor: volume-stage relationships must be monotonically increasing for all stages. [bad reservoir: Res1 1]',
    );
    expect(out.rvkit.map((s) => s.replace(/ \("[^"]*"\): .*$/, ''))).toEqual([
      rule('36:14', 'the volume 900000 at stage 2.0 is below the 1000000 of the point before'),
    ]);
  }, 60_000);

  it('reports a discharge lower than at the stage below, and stages out of order', async () => {
    const q = await ravenDecided(CORPUS.salmonHbv, [reservoir('2.0 5.0 2000000 1000000')]);
    expect(q.ravenErrors[0]).toBe(
      'CReservoir::constructor: stage-discharge relationships must be increasing or flat for all stages. [bad reservoir: Res1 1]',
    );
    expect(q.rvkit.map((s) => s.replace(/ \("[^"]*"\): .*$/, ''))).toEqual([
      rule('36:9', 'the discharge 5.0 at stage 2.0 is below the 10.0 of the point before'),
    ]);
    const order = await ravenDecided(CORPUS.salmonHbv, [reservoir('0.5 30.0 2000000 1000000')]);
    expect(order.ravenErrors[0]).toBe(
      'CReservoir::constructor: stage relations must be specified in order of increasing stage. [bad reservoir: Res1 1]',
    );
    expect(order.rvkit.map((s) => s.replace(/ \("[^"]*"\): .*$/, ''))).toEqual([
      rule('36:5', 'the stage 0.5 is below the 1.0 of the point before'),
    ]);
  }, 120_000);

  it('passes a volume that stays flat from one stage to the next, as Raven does', async () => {
    const out = await ravenDecided(CORPUS.salmonHbv, [reservoir('2.0 30.0 1000000 1000000')]);
    expect(out).toEqual({ ravenFails: false, ravenErrors: [], rvkit: [] });
  }, 60_000);

  it("refuses a lake's volume table with a flat step or a first volume above 0, as Raven does", async () => {
    const lake = (rows: string[]) => ({
      file: RVH,
      from: /$/,
      to: [
        '',
        ':Reservoir Lake1',
        '  :SubBasinID 1',
        '  :HRUID 1',
        '  :WeirCoefficient 0.6',
        '  :CrestWidth 10',
        '  :MaxDepth 5',
        '  :LakeArea 4250600000',
        '  :VolumeStageRelation LOOKUP_TABLE',
        `    ${rows.length}`,
        ...rows.map((r) => `    ${r}`),
        '  :EndVolumeStageRelation',
        ':EndReservoir',
        '',
      ].join('\n'),
    });
    const flat = await ravenDecided(CORPUS.salmonHbv, [
      lake(['0.0 0', '1.0 1000000', '2.0 1000000', '3.0 3000000']),
    ]);
    expect(flat.ravenErrors[0]).toBe(
      'CReservoir::SetVolumeStageCurve: volume-stage relationships must be monotonically increasing for all stages. [bad reservoir: Lake1 1]',
    );
    expect(flat.rvkit).toEqual([
      `${RVH}:40:9: :VolumeStageRelation LOOKUP_TABLE of lake Lake1 (subbasin 1): the volume 1000000 is not above the 1000000 of the row before, and Raven stops ("volume-stage relationships must be monotonically increasing for all stages"): give stages and volumes that both rise from row to row [RV118]`,
    ]);
    const start = await ravenDecided(CORPUS.salmonHbv, [
      lake(['0.0 100', '1.0 1000000', '2.0 2000000', '3.0 3000000']),
    ]);
    expect(start.ravenErrors[0]).toBe(
      'CReservoir::SetVolumeStageCurve: volume-stage relationships must start with volume of zero. [bad reservoir: Lake1 1]',
    );
    expect(start.rvkit.map((s) => s.replace(/, and Raven stops.*/, ''))).toEqual([
      `${RVH}:38:9: :VolumeStageRelation LOOKUP_TABLE of lake Lake1 (subbasin 1): the first volume is 100`,
    ]);
    const good = await ravenDecided(CORPUS.salmonHbv, [
      lake(['0.0 0', '1.0 1000000', '2.0 2000000', '3.0 3000000']),
    ]);
    expect(good).toEqual({ ravenFails: false, ravenErrors: [], rvkit: [] });
  }, 180_000);
});
