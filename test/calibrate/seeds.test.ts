/**
 * DDS over several seeds, rvkit against OSTRICH on the same calibration (the GR4J Salmon model, six
 * parameters, NSE from Raven's Diagnostics.csv): rvkit on the model directory, and OSTRICH on the same
 * calibration written as an OSTRICH setup (--to-ostrich). Seed by seed both reach the same best NSE, so their
 * medians over seeds are the same (the small case of bench/calibrate.ts's 10 seeds × 200 evaluations).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  calibrateModel,
  parseParamSpec,
  writeOstrichSetup,
  type CalibrationSetup,
} from '../../src/calibrate/index.js';
import { formatE } from '../../src/calibrate/cFormat.js';
import { GR4J_PARAMS, gr4jCopy, ostrichBinary, removeTemporaryDirs, runOstrich, tempDir } from './helpers.js';

beforeAll(() => {
  ostrichBinary();
});
afterAll(removeTemporaryDirs);

const SEEDS = [1, 2, 3];
const BUDGET = 20;

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[(values.length - 1) / 2]!;

it(`reaches OSTRICH's best NSE seed by seed (${SEEDS.length} seeds × ${BUDGET} evaluations)`, async () => {
  const theirs: number[] = [];
  const ours: number[] = [];
  for (const seed of SEEDS) {
    const setup: CalibrationSetup = {
      parameters: GR4J_PARAMS.map((p) => parseParamSpec(p)),
      algorithm: { budget: BUDGET, seed },
    };
    const exported = join(await tempDir(), 'ostrich');
    await writeOstrichSetup(await gr4jCopy(), setup, exported);
    runOstrich(exported);
    // OSTRICH's cost is −NSE, printed with 7 digits; its best is the lowest of its rows.
    const rows = readFileSync(join(exported, 'OstModel0.txt'), 'latin1').trim().split('\n').slice(1);
    expect(rows).toHaveLength(BUDGET + 1);
    theirs.push(Math.min(...rows.map((r) => Number(r.trim().split(/\s+/)[1]))));
    const outcome = await calibrateModel(await gr4jCopy(), setup, { jobs: 1, writeBack: false });
    ours.push(outcome.result.best.cost);
  }
  // The same best, to OSTRICH's printed digits (C's %E).
  expect(ours.map((cost) => Number(formatE(cost)))).toEqual(theirs);
  expect(Number(formatE(median(ours)))).toBe(median(theirs));
  // Different seeds, different searches.
  expect(new Set(ours).size).toBe(SEEDS.length);
}, 900_000);
