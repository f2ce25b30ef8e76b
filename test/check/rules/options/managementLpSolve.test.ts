import { CORPUS } from '../harness.js';
import { ravenDecided } from '../ravenDecided.js';

const M = CORPUS.salmonGr4j;
const RVI = 'raven-gr4j-salmon.rvi';

describe('RV592 management-lp-solve, against Raven 4.12.1', () => {
  it('reports :ApplyManagementOptimization, which stops the Raven rvkit installs before it reads the .rvm', async () => {
    const out = await ravenDecided(
      M,
      [{ file: RVI, from: /(:SoilModel[^\n]*\n)/, to: '$1:ApplyManagementOptimization\n' }],
      { 'raven-gr4j-salmon.rvm': Buffer.from(':DemandMultiplier NoSuchDemand 2.0\n', 'latin1') },
    );
    expect(out.ravenFails).toBe(true);
    expect(out.ravenErrors).toEqual(['Demand optimization requires compilation with lpsolve library.']);
    expect(out.rvkit).toEqual([
      `${RVI}:18:1: :ApplyManagementOptimization needs a Raven built with lp_solve: any other build, such as the raven-hydro 4.12.1 engine rvkit installs, stops before it reads the .rvm ("Demand optimization requires compilation with lpsolve library") [RV592]`,
    ]);
  }, 120_000);
});
