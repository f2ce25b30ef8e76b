import { CORPUS } from '../harness.js';
import { SB_ROW, SPLIT } from '../irondequoit.js';
import { ravenDecided } from '../ravenDecided.js';

/** Irondequoit split into two subbasins (2 drains into 1), with an average annual runoff of 0. */
const ZERO = [...SPLIT.slice(0, 2), { file: 'Irondequoit.rvp', from: /$/, to: '\r\n:AvgAnnualRunoff 0\r\n' }];

describe('RV119 zero-runoff-reference-flow, decided by Raven 4.12.1 on the Irondequoit model', () => {
  it('reports a runoff of 0 once a subbasin drains into another', async () => {
    const out = await ravenDecided(CORPUS.irondequoit, ZERO);
    expect(out).toEqual({
      ravenFails: true,
      ravenErrors: [
        'CSubBasin::Initialize: negative or zero average flow specified in initialization (basin 1)',
      ],
      rvkit: [
        'Irondequoit.rvp:50:18: the average annual runoff is 0, so Raven estimates no flow reaching subbasin 1 from upstream and stops ("negative or zero average flow specified in initialization"): give the basin\'s runoff in mm/yr, or a Q_REFERENCE for that subbasin [RV119]',
      ],
    });
  }, 60_000);

  it('passes it in the one-subbasin model, and with a reference flow given for the subbasin downstream', async () => {
    const lumped = await ravenDecided(CORPUS.irondequoit, [ZERO[2]]);
    expect(lumped).toEqual({ ravenFails: false, ravenErrors: [], rvkit: [] });
    const given = await ravenDecided(CORPUS.irondequoit, [
      ...ZERO,
      { file: 'Irondequoit.rvh', from: SB_ROW, to: `${SB_ROW}, 5.0` },
    ]);
    expect(given).toEqual({ ravenFails: false, ravenErrors: [], rvkit: [] });
  }, 120_000);
});
