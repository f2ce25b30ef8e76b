import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonGr4j;
const RVP = 'raven-gr4j-salmon.rvp';

describe("RV307 class-row-length names Raven's warnings, against Raven 4.12.1", () => {
  it('predicts the "improper line length" of a short vegetation and land use row', async () => {
    const out = await ravenWarned(M, [
      {
        file: RVP,
        from: 'VEG_ALL,           0.0,          0.0,                0.0',
        to: 'VEG_ALL,           0.0,          0.0',
      },
      { file: RVP, from: 'LU_ALL,    0.0,        0.0', to: 'LU_ALL,    0.0' },
    ]);
    expect(out.completes).toBe(false);
    // Raven also meets the tables' end lines as unknown commands (#22), after it stopped reading them.
    expect(out.raven).toEqual(['ParsePropertyFile#22', 'ParsePropertyFile#6', 'ParsePropertyFile#9']);
    expect(out.rvkit).toEqual(['ParsePropertyFile#6', 'ParsePropertyFile#9']);
  }, 120_000);
});
