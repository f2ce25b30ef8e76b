import { GR4JCN } from '../../src/models/emulators/index.js';
import { expectSeamlessResume, salmonInput } from './harness.js';

const PARAMS = [0.529, -3.396, 407.29, 1.072, 16.9, 0.947];

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
