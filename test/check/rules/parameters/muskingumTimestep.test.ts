import { channelProfileLines } from '../../oracle/generators/channelSurvey.js';
import { CORPUS, type Replace } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

/**
 * The Salmon River HBV model (one subbasin of 4,250.6 km²) routed with Muskingum through a surveyed channel
 * (a V 40 m wide, 4 m deep), a reach of 40 km, :AvgAnnualRunoff 50 and a 6-hour step: its reference flow
 * (10 × 6.74 m³/s) gives K = 0.25 d and X = 0.49 there, and the step is within 2KX < Δt < 2K(1−X), where
 * Raven writes nothing. Each case changes one thing.
 */
const M = CORPUS.salmonHbv;
const RVP = 'raven-hbv-salmon.rvp';
const RVH = 'raven-hbv-salmon.rvh';
const RVI = 'raven-hbv-salmon.rvi';
const ROW = '1,               hbv,   -1,             NONE,     _AUTO,          1';
const COMMON: Replace[] = [
  {
    file: RVP,
    from: ':GlobalParameter ADIABATIC_LAPSE',
    to: [
      ':AvgAnnualRunoff 50',
      ...channelProfileLines('CHANNEL_1', '0.001', ['0 4', '10 2', '20 0', '30 2', '40 4'], ['0 0.035']),
      ':GlobalParameter ADIABATIC_LAPSE',
    ].join('\n'),
  },
  { file: RVH, from: ROW, to: ROW.replace('NONE,     _AUTO', 'CHANNEL_1, 40') },
  { file: RVI, from: /^:Routing .*$/m, to: ':Routing ROUTE_MUSKINGUM' },
  { file: RVI, from: /^:TimeStep .*$/m, to: ':TimeStep 0.25' },
];
const SHORTER: Replace = { file: RVH, from: 'CHANNEL_1, 40', to: 'CHANNEL_1, 30' };
const warned = (edits: readonly Replace[]) => ravenWarned(M, edits, {}, COMMON);

describe('RV365 muskingum-timestep, against Raven 4.12.1 on the Salmon River HBV model', () => {
  it("reproduces Raven's K and X from the channel's rating curve: a 30 km reach", async () => {
    const out = await warned([SHORTER]);
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['SubBasin#12']);
    expect(out.rvkit).toEqual(out.raven);
    // Raven's noisy mode prints 2K(1-X) = 0.196, K = 0.188668, X = 0.480569 for this subbasin.
    expect(out.shown).toEqual([
      `${RVH}:13:60: subbasin 1: Muskingum routing with a time step of 0.25 d, above 2K(1−X) = 0.196 d (K = 0.189 d for its reach of 30 km at a celerity of 1.84 m/s, X = 0.481): Raven warns ("inappropriate global time step for Muskingum routing in subbasin hbv: local timestepping will be used") and routes in smaller steps [RV365]`,
    ]);
  }, 180_000);

  it('predicts a daily step, with ROUTE_MUSKINGUM_CUNGE', async () => {
    const out = await warned([
      { file: RVI, from: ':TimeStep 0.25', to: ':TimeStep 1.0' },
      { file: RVI, from: ':Routing ROUTE_MUSKINGUM', to: ':Routing ROUTE_MUSKINGUM_CUNGE' },
    ]);
    expect(out.raven).toEqual(['SubBasin#12']);
    expect(out.rvkit).toEqual(out.raven);
  }, 180_000);

  it('says nothing of the 30 km reach routed another way', async () => {
    const out = await warned([
      SHORTER,
      { file: RVI, from: ':Routing ROUTE_MUSKINGUM', to: ':Routing ROUTE_DIFFUSIVE_WAVE' },
    ]);
    expect(out).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 180_000);
});
