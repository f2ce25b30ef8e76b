import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV426 evaluation-period', () => {
  it('warns about a period that ends before it starts, and accepts one that does not', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      {
        file: 'Irondequoit.rvi',
        from: ':Routing',
        to: ':EvaluationPeriod CALIBRATION 2000-12-31 2000-01-01\n:EvaluationPeriod VALIDATION 2000-01-01 2000-12-31\n:Routing',
      },
    ]);
    expect(only('RV426', out)).toEqual([
      'Irondequoit.rvi:15:42: warning: :EvaluationPeriod ends 2000-01-01, not after its start 2000-12-31: its diagnostics cover no time [RV426]',
    ]);
  });
});
