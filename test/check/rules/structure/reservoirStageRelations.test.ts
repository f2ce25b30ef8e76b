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
});
