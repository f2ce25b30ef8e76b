/**
 * DDS on analytic test functions, OSTRICH against rvkit: a 10-dimensional Griewank and a Rosenbrock function
 * computed by a small awk model program from the parameters OSTRICH writes (analyticSetup.ts), two seeds each. rvkit's
 * --ostrich makes OSTRICH's evaluations exactly, so both follow the same statistics (bench/calibrate.ts
 * runs more seeds and longer budgets).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { calibrateOstrich } from '../../src/calibrate/index.js';
import { analyticSetup } from './analyticSetup.js';
import { ostrichBinary, removeTemporaryDirs, runOstrich, tempDir } from './helpers.js';

beforeAll(() => {
  ostrichBinary();
});
afterAll(removeTemporaryDirs);

describe.each([
  ['griewank', 10, -600, 600],
  ['rosenbrock', 4, -2, 2],
] as const)('%s', (fn, n, low, high) => {
  it.each([1, 2])(
    'seed %d: OSTRICH and rvkit make the same evaluations',
    async (seed) => {
      const theirs = analyticSetup(await tempDir(), fn, n, low, high, seed, 40);
      const ours = analyticSetup(await tempDir(), fn, n, low, high, seed, 40);
      runOstrich(theirs);
      await calibrateOstrich(join(ours, 'ostIn.txt'));
      const rows = (dir: string) => readFileSync(join(dir, 'OstModel0.txt'), 'latin1');
      expect(rows(ours)).toBe(rows(theirs));
      expect(rows(ours).trim().split('\n')).toHaveLength(42);
    },
    300_000,
  );
});
