import { channelProfileLines } from '../../oracle/generators/channelSurvey.js';
import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const RVP = 'raven-hbv-salmon.rvp';
/** A surveyed channel profile added to the Salmon River HBV model's .rvp (Raven builds it though unused). */
const withZones = (...zones: string[]) =>
  ravenWarned(CORPUS.salmonHbv, [
    {
      file: RVP,
      from: /$/,
      to: [
        '',
        ...channelProfileLines('CHAN1', '0.001', ['0 10', '10 2', '20 0', '30 2', '40 10'], zones),
        '',
      ].join('\n'),
    },
  ]);

describe('RV381 channel-roughness-extent, against Raven 4.12.1', () => {
  it('predicts the warning for a first zone right of the first survey point, and nothing for one at it', async () => {
    const out = await withZones('5 0.035', '20 0.04');
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['ParsePropertyFile#12']);
    expect(out.rvkit).toEqual(['ParsePropertyFile#12']);
    expect(out.shown[0]).toMatch(
      /the first roughness zone of channel CHAN1 starts at 5, right of the first survey point \(0\)/,
    );
    expect(await withZones('0 0.035', '20 0.04')).toEqual({
      completes: true,
      raven: [],
      rvkit: [],
      shown: [],
    });
  }, 120_000);
});
