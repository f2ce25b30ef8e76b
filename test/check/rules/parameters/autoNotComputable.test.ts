import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV303 auto-not-computable', () => {
  it('reports _AUTO for parameters Raven cannot compute, not for those it computes', async () => {
    const out = await checkMutated(CORPUS.mohyse, [
      { file: 'raven-mohyse-salmon.rvp', from: '1.0,          0.0453,', to: '_AUTO,          _AUTO,' },
      {
        file: 'raven-mohyse-salmon.rvp',
        from: '      TOPSOIL,            1.0 ,',
        to: '      TOPSOIL,          _AUTO,',
      },
    ]);
    const line = (col: number, p: string) =>
      `raven-mohyse-salmon.rvp:72:${col}: error: ${p} is _AUTO for soil class GWSOIL, but Raven cannot compute ${p}: write a number ("Cannot specify _AUTO … for any parameter that cannot be autocomputed") [RV303]`;
    expect(only('RV303', out)).toEqual([line(62, 'HBV_BETA'), line(78, 'BASEFLOW_COEFF')]);
  });

  it('reports an _AUTO in the [DEFAULT] row once, with every class that takes it', async () => {
    const out = await checkMutated(CORPUS.salmonHbv, [
      {
        file: 'raven-hbv-salmon.rvp',
        from: '0.5060520,  0.04505643,    3.438486,',
        to: '0.5060520,  0.04505643,    _AUTO,',
      },
    ]);
    expect(only('RV303', out)).toEqual([
      'raven-hbv-salmon.rvp:68:72: error: HBV_BETA is _AUTO for soil classes TOPSOIL, SLOW_RES and FAST_RES, but Raven cannot compute HBV_BETA: write a number ("Cannot specify _AUTO … for any parameter that cannot be autocomputed") [RV303]',
    ]);
  });
});
