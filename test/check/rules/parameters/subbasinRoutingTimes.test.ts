import { CORPUS } from '../harness.js';
import { ravenDecided } from '../ravenDecided.js';

const RVH = 'raven-hbv-salmon.rvh';
const ROW = '1,            2.277781,                 1.138890,';
const RAVEN = 'CSubBasin::Initialize: time of concentration must be greater than time to peak';
/** TIME_CONC left out: Raven computes 0.7576 d from the subbasin's 4250.6 km² (McDermott–Pilgrim). */
const ONLY_PEAK = (peak: string) => [
  { file: RVH, from: 'TIME_CONC,             TIME_TO_PEAK', to: 'TIME_TO_PEAK' },
  { file: RVH, from: 'd,                        d,', to: 'd' },
  { file: RVH, from: ROW, to: `1, ${peak}` },
];

describe('RV310 subbasin-routing-times, decided by Raven 4.12.1 on the Salmon River HBV model', () => {
  it('reports TIME_CONC and TIME_TO_PEAK swapped, where Raven stops', async () => {
    const out = await ravenDecided(CORPUS.salmonHbv, [
      { file: RVH, from: ROW, to: '1,            1.138890,                 2.277781,' },
    ]);
    expect(out).toEqual({
      ravenFails: true,
      ravenErrors: [RAVEN],
      rvkit: [
        `${RVH}:27:54: subbasin 1: TIME_TO_PEAK 2.277781 d is above TIME_CONC 1.138890 d, and Raven stops ("time of concentration must be greater than time to peak"): give a time to peak below the time of concentration [RV310]`,
      ],
    });
  }, 60_000);

  it('passes them swapped under ROUTE_DUMP, which makes Raven compute the time to peak', async () => {
    const out = await ravenDecided(CORPUS.salmonHbv, [
      { file: RVH, from: ROW, to: '1,            1.138890,                 2.277781,' },
      { file: 'raven-hbv-salmon.rvi', from: 'TRIANGULAR_UH', to: 'ROUTE_DUMP' },
    ]);
    expect(out).toEqual({ ravenFails: false, ravenErrors: [], rvkit: [] });
  }, 60_000);

  it('computes the time of concentration from the area as Raven does: 0.77 d fails, 0.74 d passes', async () => {
    const above = await ravenDecided(CORPUS.salmonHbv, ONLY_PEAK('0.77'));
    expect(above).toEqual({
      ravenFails: true,
      ravenErrors: [RAVEN],
      rvkit: [
        `${RVH}:27:17: subbasin 1: TIME_TO_PEAK 0.77 d is above the time of concentration Raven computes from the subbasin's area (0.7576 d), and Raven stops ("time of concentration must be greater than time to peak"): give a time to peak below the time of concentration [RV310]`,
      ],
    });
    const below = await ravenDecided(CORPUS.salmonHbv, ONLY_PEAK('0.74'));
    expect(below).toEqual({ ravenFails: false, ravenErrors: [], rvkit: [] });
  }, 120_000);

  it('applies TIME_TO_PEAK_MULTIPLIER to the given time to peak', async () => {
    const out = await ravenDecided(CORPUS.salmonHbv, [
      { file: 'raven-hbv-salmon.rvp', from: /$/, to: '\n:GlobalParameter TIME_TO_PEAK_MULTIPLIER 2.5\n' },
    ]);
    expect(out).toEqual({
      ravenFails: true,
      ravenErrors: [RAVEN],
      rvkit: [
        `${RVH}:27:54: subbasin 1: TIME_TO_PEAK 1.138890 × TIME_TO_PEAK_MULTIPLIER 2.5 = 2.847 d is above TIME_CONC 2.277781 d, and Raven stops ("time of concentration must be greater than time to peak"): give a time to peak below the time of concentration [RV310]`,
      ],
    });
  }, 60_000);
});
