import { channelProfileLines } from '../../oracle/generators/channelSurvey.js';
import { CORPUS, type Replace } from '../harness.js';
import { ravenDecided } from '../ravenDecided.js';
import { ravenWarned } from '../ravenWarned.js';

/**
 * The Salmon River HBV model: one subbasin of 4,250.6 km², no :AvgAnnualRunoff. Each case gives its subbasin a
 * channel (Raven checks the reference flow of every subbasin that names one, whatever the :Routing).
 */
const M = CORPUS.salmonHbv;
const RVP = 'raven-hbv-salmon.rvp';
const RVH = 'raven-hbv-salmon.rvh';
const ROW = '1,               hbv,   -1,             NONE,     _AUTO,          1';
const WARNING = 'ChannelXSect#1';

/** The .rvp lines added above its first :GlobalParameter, and the subbasin naming CHANNEL_1. */
function channel(lines: readonly string[], row = ROW.replace('NONE', 'CHANNEL_1')): Replace[] {
  return [
    {
      file: RVP,
      from: ':GlobalParameter ADIABATIC_LAPSE',
      to: `${lines.join('\n')}\n:GlobalParameter ADIABATIC_LAPSE`,
    },
    { file: RVH, from: ROW, to: row },
  ];
}
/** A trapezoid 10 m wide at the bottom, side ratio 1: 441.0 m³/s at 20 m deep, as Raven computes it. */
const TRAPEZOID = ':TrapezoidalChannel CHANNEL_1 10.0 100.0 1.0 0.035 0.001';

describe('RV360 channel-reference-flow, against Raven 4.12.1 on the Salmon River HBV model', () => {
  it("reproduces Raven's estimate: 10 × the runoff's flow over the area, just above and just below the trapezoid's top flow", async () => {
    // 328 mm/yr over 4,250.6 km² is 44.18 m³/s, times 10 just above 441.0; 327 mm/yr gives 440.5.
    const above = await ravenWarned(M, channel([':AvgAnnualRunoff 328', TRAPEZOID]));
    expect(above.completes).toBe(true);
    expect(above.raven).toEqual([WARNING]);
    expect(above.rvkit).toEqual(above.raven);
    expect(above.shown).toEqual([
      `${RVH}:13:49: subbasin 1: its reference flow 441.8 m³/s (10 × the 44.18 m³/s Raven estimates from the average annual runoff over the 4250.6 km² draining to it) exceeds the largest flow of channel CHANNEL_1, 441.0 m³/s at 20 m deep, so Raven warns ("reference flow exceeds channel maximum flow in subbasin 1. Need to specify larger range of stages in channel profile.") and routes with a celerity and width extrapolated past the curve: give the profile a larger range of stages, or a Q_REFERENCE the channel carries [RV360]`,
    ]);
    const below = await ravenWarned(M, channel([':AvgAnnualRunoff 327', TRAPEZOID]));
    expect(below).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 180_000);

  it("builds a surveyed profile's rating curve as Raven does, and takes REFERENCE_FLOW_MULT", async () => {
    const survey = channelProfileLines(
      'CHANNEL_1',
      '0.001',
      ['0 4', '10 2', '20 0', '30 2', '40 4'],
      ['0 0.035'],
    );
    const warned = await ravenWarned(M, channel([':AvgAnnualRunoff 500', ...survey]));
    expect(warned.raven).toEqual([WARNING]);
    expect(warned.rvkit).toEqual(warned.raven);
    const lower = await ravenWarned(
      M,
      channel([':AvgAnnualRunoff 500', ':GlobalParameter REFERENCE_FLOW_MULT 1', ...survey]),
    );
    expect(lower).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 180_000);

  it("compares a given Q_REFERENCE, scaled by the subbasin's own SLOPE", async () => {
    const given = await ravenWarned(M, channel([TRAPEZOID], `${ROW.replace('NONE', 'CHANNEL_1')}, 450`));
    expect(given.raven).toEqual([WARNING]);
    expect(given.rvkit).toEqual(given.raven);
    expect(given.shown[0]).toMatch(
      /^raven-hbv-salmon\.rvh:13:83: subbasin 1: its Q_REFERENCE 450 m³\/s exceeds the largest flow of channel CHANNEL_1, 441.0 m³\/s/,
    );
    // SLOPE 0.004 four times the bed slope: Manning's flows twice as large.
    const steeper = await ravenWarned(M, [
      ...channel([TRAPEZOID], `${ROW.replace('NONE', 'CHANNEL_1')}, 450`),
      { file: RVH, from: 'TIME_CONC,             TIME_TO_PEAK', to: 'TIME_CONC, TIME_TO_PEAK, SLOPE' },
      { file: RVH, from: '1.138890,', to: '1.138890, 0.004' },
    ]);
    expect(steeper).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 180_000);

  it('stops, as Raven does, where the reference flow exceeds a conduit', async () => {
    const out = await ravenDecided(
      M,
      channel([':AvgAnnualRunoff 500', ':CircularConduit CHANNEL_1 2.0 100.0 0.035 0.001']),
    );
    expect(out.ravenFails).toBe(true);
    expect(out.ravenErrors).toEqual([
      'CChannelXSect::GetCelerity: reference flowrate exceeds closed channel maximum. Conduit area is too small',
    ]);
    expect(out.rvkit.length).toBe(1);
    expect(out.rvkit[0]).toMatch(
      /^raven-hbv-salmon\.rvh:13:49: subbasin 1: its reference flow 673.5 m³\/s .* exceeds the largest flow of channel CHANNEL_1, .*Raven stops/,
    );
  }, 120_000);
});
