import { CORPUS, checkMutated, cleanUp, only, type Replace } from '../harness.js';
import { SB_ROW } from '../irondequoit.js';

afterAll(cleanUp);

/** Channel routing with a trapezoidal channel CHANNEL_1. */
const ROUTING: readonly Replace[] = [
  { file: 'Irondequoit.rvi', from: /ROUTE_NONE/, to: 'ROUTE_DIFFUSIVE_WAVE' },
  {
    file: 'Irondequoit.rvp',
    from: /$/,
    to: '\r\n:TrapezoidalChannel CHANNEL_1 10 100 1 0.035 0.001\r\n:AvgAnnualRunoff 400\r\n',
  },
];

describe('RV205 channel-profile', () => {
  it('points at a profile the .rvp does not define, with the closest name', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      ...ROUTING,
      { file: 'Irondequoit.rvh', from: SB_ROW, to: SB_ROW.replace('NONE', 'CHANEL_1') },
    ]);
    expect(only('RV205', out)).toEqual([
      "Irondequoit.rvh:11:48: error: subbasin 1: channel profile 'CHANEL_1' is not defined in the .rvp (did you mean CHANNEL_1?) [RV205]",
    ]);
  });

  it('accepts the profile in another case, and refuses NONE with channel routing', async () => {
    const ok = await checkMutated(CORPUS.irondequoit, [
      ...ROUTING,
      { file: 'Irondequoit.rvh', from: SB_ROW, to: SB_ROW.replace('NONE', 'channel_1') },
    ]);
    expect(only('RV205', ok)).toEqual([]);
    const none = await checkMutated(CORPUS.irondequoit, ROUTING);
    expect(only('RV205', none)).toEqual([
      'Irondequoit.rvh:11:48: error: subbasin 1: the channel profile NONE is allowed only with :Routing ROUTE_NONE or ROUTE_EXTERNAL, and this model routes with ROUTE_DIFFUSIVE_WAVE: name a channel profile of the .rvp [RV205]',
    ]);
  });

  it('only warns with ROUTE_NONE, where Raven ignores profiles', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      ROUTING[1],
      { file: 'Irondequoit.rvh', from: SB_ROW, to: SB_ROW.replace('NONE', 'CHANEL_1') },
    ]);
    expect(only('RV205', out)).toEqual([
      "Irondequoit.rvh:11:48: warning: subbasin 1: channel profile 'CHANEL_1' is not defined in the .rvp (did you mean CHANNEL_1?) (Raven ignores profiles with ROUTE_NONE) [RV205]",
    ]);
  });
});
