/**
 * What a modeller gets by default on several cores: rvkit's parallel DDS, which must find as much per
 * evaluation as serial DDS (OSTRICH's, evaluation for evaluation: seeds.test.ts), where OSTRICH's parallel
 * DDS (PDDSAlgorithm.cpp, --algorithm pdds) finds less on two workers. On the corpus's GR4J model, 60
 * evaluations, seeds 1 to 3, both parallel searches in their synchronous mode with width 2: their
 * evaluations then depend on the seed and the width only, never on timing, so the comparison cannot flake.
 * (The longer comparison, asynchronous on every core against OSTRICH itself, is bench:calibrate section 4.)
 */
import { calibrateModel, parseParamSpec, type AlgorithmSettings } from '../../src/calibrate/index.js';
import { GR4J_PARAMS, gr4jCopy, removeTemporaryDirs } from './helpers.js';

afterAll(removeTemporaryDirs);

const median = (v: readonly number[]) => [...v].sort((a, b) => a - b)[v.length >> 1]!;

/** The best NSE of a calibration of the GR4J model with these settings and jobs. */
async function bestNse(algorithm: AlgorithmSettings, jobs: number): Promise<number> {
  const parameters = GR4J_PARAMS.map((p) => parseParamSpec(p));
  const outcome = await calibrateModel(
    await gr4jCopy(),
    { parameters, algorithm: { budget: 60, ...algorithm } },
    { jobs, writeBack: false },
  );
  return -outcome.result.best.cost;
}

it("rvkit's parallel DDS finds as much per evaluation as serial DDS; OSTRICH's parallel DDS less", async () => {
  const serial: number[] = [];
  const ours: number[] = [];
  const theirs: number[] = [];
  for (const seed of [1, 2, 3]) {
    serial.push(await bestNse({ seed }, 1));
    ours.push(await bestNse({ seed, synchronous: 2 }, 2));
    theirs.push(await bestNse({ seed, kind: 'pdds', synchronous: 2 }, 2));
  }
  expect(median(ours)).toBeGreaterThanOrEqual(median(serial));
  expect(median(theirs)).toBeLessThan(median(serial));
}, 900_000);
