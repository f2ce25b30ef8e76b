import { GR4JCN } from '../../src/emulators/index.js';
import { expectSeamlessResume, salmonInput, referenceParams } from './harness.js';

/** The reference library's test parameters for GR4JCN (tests/emulators.py). */
const PARAMS = referenceParams('GR4JCN');

describe('GR4JCN resume', () => {
  it('a then b ends in the state of the single run ab', async () => {
    const config = new GR4JCN({
      ...(await salmonInput()),
      GlobalParameter: { AVG_ANNUAL_RUNOFF: 208.48 },
      params: PARAMS,
    });
    expect(await expectSeamlessResume(config)).toBeGreaterThanOrEqual(4);
  }, 120_000);
});
