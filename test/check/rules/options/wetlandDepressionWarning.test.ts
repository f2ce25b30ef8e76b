import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonGr4j;

describe("RV510 wetland-depression names Raven's warning, against Raven 4.12.1", () => {
  it('predicts the warning Raven writes at the end of the .rvh before it stops', async () => {
    const out = await ravenWarned(M, [
      { file: 'raven-gr4j-salmon.rvh', from: 'DEFAULT_P', to: 'WETLAND_P' },
      { file: 'raven-gr4j-salmon.rvp', from: 'DEFAULT_P', to: 'WETLAND_P' },
    ]);
    expect(out.completes).toBe(false);
    expect(out.raven).toEqual(['ParseHRUFile#23']);
    expect(out.rvkit).toEqual(['ParseHRUFile#23']);
  }, 120_000);
});
