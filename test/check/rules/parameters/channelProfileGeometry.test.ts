import { channelProfileLines } from '../../oracle/generators/channelSurvey.js';
import { CORPUS } from '../harness.js';
import { ravenDecided } from '../ravenDecided.js';

const RVP = 'raven-hbv-salmon.rvp';
/** A surveyed channel profile added to the Salmon River HBV model's .rvp (Raven builds it though unused). */
const profile = (slope: string, points: string[], zones: string[]) => ({
  file: RVP,
  from: /$/,
  to: ['', ...channelProfileLines('CHAN1', slope, points, zones), ''].join('\n'),
});
const SURVEY = ['0 10', '10 2', '20 0', '30 2', '40 10'];

describe('RV311 channel-profile-geometry, decided by Raven 4.12.1 on the Salmon River HBV model', () => {
  it('reports survey points all at one elevation', async () => {
    const out = await ravenDecided(CORPUS.salmonHbv, [
      profile('0.001', ['0 5', '10 5', '20 5', '30 5', '40 5'], ['0 0.035']),
    ]);
    expect(out.ravenFails).toBe(true);
    expect(out.ravenErrors).toEqual([
      'CChannelXSect::GenerateRatingCurvesFromProfile: profile survey points all have same elevation',
    ]);
    expect(out.rvkit.map((s) => s.replace(/: every survey point.*/, ''))).toEqual([
      `${RVP}:78:7: :ChannelProfile CHAN1`,
    ]);
  }, 60_000);

  it('reports a zone of n 0 over a whole survey segment, and passes one over part of a segment, as Raven does', async () => {
    const whole = await ravenDecided(CORPUS.salmonHbv, [
      profile('0.001', SURVEY, ['0 0.035', '10 0.0', '20 0.035']),
    ]);
    expect(whole.ravenFails).toBe(true);
    expect(whole.ravenErrors[0]).toBe(
      'ParseClassPropertiesFile: Mannings n values in :RoughnessZones command must be greater than zero',
    );
    expect(whole.rvkit).toEqual([
      `${RVP}:86:8: :ChannelProfile CHAN1: the survey segment from offset 10 gets Manning's n 0 from the roughness zones over it, and Raven stops ("Mannings n values in :RoughnessZones command must be greater than zero"): give every zone an n above zero [RV311]`,
    ]);
    const part = await ravenDecided(CORPUS.salmonHbv, [
      profile('0.001', SURVEY, ['0 0.035', '12 0.0', '18 0.035']),
    ]);
    expect(part).toEqual({ ravenFails: false, ravenErrors: [], rvkit: [] });
  }, 120_000);

  it('reports a bed slope of zero', async () => {
    const out = await ravenDecided(CORPUS.salmonHbv, [profile('0.0', SURVEY, ['0 0.035'])]);
    expect(out.ravenFails).toBe(true);
    expect(out.ravenErrors[0]).toBe(
      'ParseClassPropertiesFile: :Bedslope of channel must be greater than zero',
    );
    expect(out.rvkit.map((s) => s.replace(/ is not above.*/, ''))).toEqual([
      `${RVP}:76:13: :ChannelProfile CHAN1: :Bedslope 0.0`,
    ]);
  }, 60_000);
});
