import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

/** MOHYSE routes with ROUTE_GAMMA_CONVOLUTION; its .rvh gives GAMMA_SCALE 0.178 and GAMMA_SHAPE 0.9039. */
const M = CORPUS.mohyse;
const RVH = 'raven-mohyse-salmon.rvh';
const gamma = (scale: string, shape: string) =>
  ravenWarned(M, [{ file: RVH, from: /1, +0\.178, +0\.9039/, to: `1, ${scale}, ${shape}` }]);

describe('RV350 unit-hydrograph-truncated, against Raven 4.12.1', () => {
  it('predicts a gamma unit hydrograph Raven cuts short (shape 40), and says nothing of shape 4 with the same mean delay', async () => {
    const cut = await gamma('4.0', '40.0');
    const whole = await gamma('0.4', '4.0');
    expect(cut.completes).toBe(true);
    expect(cut.raven).toEqual(['SubBasin#13']);
    expect(cut.rvkit).toEqual(['SubBasin#13']);
    expect(cut.shown).toEqual([
      `${RVH}:25:23: subbasin 1's gamma unit hydrograph (GAMMA_SHAPE 40, GAMMA_SCALE 4 1/d, mean delay 10 d) gets 12 time steps of 1 d, which hold 74.69% of its area: Raven warns ("CSubBasin::GenerateCatchmentHydrograph: unit hydrograph truncated") and scales the rest up to 1 [RV350]`,
    ]);
    expect(whole).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
