/**
 * Engine benchmark: what `run()` adds to Raven's own time, and what running an ensemble in parallel
 * gains over one run at a time. Models are copied from the shared corpus to a temporary directory.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  EngineNotFoundError,
  findEngine,
  runEnsemble,
  runRaven,
  type RunResult,
} from '../src/engine/index.js';
import { copyCorpusModel } from '../test/paths.js';
import { median } from './median.js';

const SMALL = {
  dir: 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Irondequoit',
  stem: 'Irondequoit',
};
const MEDIUM = {
  dir: 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Salmon_GR4J',
  stem: 'raven-gr4j-salmon',
};
const OVERHEAD_RUNS = 15;
const ENSEMBLE_SIZE = 6;
/** Rounds of the ensemble timing; serial and parallel alternate so that a busy spell hits both. */
const ENSEMBLE_ROUNDS = 3;

async function copyModel(root: string, model: { dir: string }, name: string): Promise<string> {
  return copyCorpusModel(model.dir, join(root, name));
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function benchOverhead(root: string, binary: string): Promise<void> {
  const dir = await copyModel(root, SMALL, 'overhead');
  const results: RunResult[] = [];
  // One warm-up run fills the file cache; it is not counted.
  await runRaven({ modelname: SMALL.stem, configdir: dir, binary });
  for (let i = 0; i < OVERHEAD_RUNS; i++)
    results.push(await runRaven({ modelname: SMALL.stem, configdir: dir, binary }));
  const own = median(results.map((r) => (r.ravenSeconds ?? NaN) * 1000));
  const process = median(results.map((r) => r.processMs));
  const total = median(results.map((r) => r.elapsedMs));
  console.log(`engine: run() overhead on ${SMALL.stem} (median of ${OVERHEAD_RUNS} runs)`);
  console.log(`  Raven's own time (parse + simulation, as it reports): ${ms(own)}`);
  console.log(`  Raven process, spawn to exit:                         ${ms(process)}`);
  console.log(`  whole run() call:                                     ${ms(total)}`);
  console.log(`  rvkit overhead (run() minus process):                 ${ms(total - process)}`);
}

async function benchEnsemble(root: string, binary: string): Promise<void> {
  const dir = await copyModel(root, MEDIUM, 'ensemble');
  const jobs = Array.from({ length: ENSEMBLE_SIZE }, (_, i) => ({
    modelname: MEDIUM.stem,
    configdir: dir,
    outputdir: `member${i + 1}`,
    binary,
  }));
  const timed = async (concurrency: number) => {
    const started = performance.now();
    const outcomes = await runEnsemble(jobs, { concurrency });
    const failed = outcomes.filter((o) => !o.ok).length;
    const failure = outcomes.find((o) => !o.ok);
    if (failure && !failure.ok)
      throw new Error(`${failed} ensemble runs failed; the first: ${failure.error.message}`);
    return performance.now() - started;
  };
  await runRaven(jobs[0]);
  const cores = availableParallelism();
  const serialTimes: number[] = [];
  const parallelTimes: number[] = [];
  for (let round = 0; round < ENSEMBLE_ROUNDS; round++) {
    serialTimes.push(await timed(1));
    parallelTimes.push(await timed(cores));
  }
  const serial = median(serialTimes);
  const parallel = median(parallelTimes);
  console.log(
    `engine: ensemble of ${ENSEMBLE_SIZE} runs of ${MEDIUM.stem}, ${cores} cores ` +
      `(median of ${ENSEMBLE_ROUNDS} rounds; load average ${loadavg()[0].toFixed(2)})`,
  );
  console.log(`  one at a time:  ${(serial / 1000).toFixed(2)} s`);
  console.log(`  ${cores} at a time:   ${(parallel / 1000).toFixed(2)} s`);
  console.log(`  speed-up:       ${(serial / parallel).toFixed(2)}x`);
}

/** Prints the engine figures: run() overhead and ensemble speed-up. */
export async function benchEngine(): Promise<void> {
  let binary: string;
  try {
    binary = findEngine().path;
  } catch (error) {
    if (!(error instanceof EngineNotFoundError)) throw error;
    console.log(`engine: skipped, ${error.message}`);
    return;
  }
  const root = await mkdtemp(join(tmpdir(), 'rvkit-bench-engine-'));
  try {
    await benchOverhead(root, binary);
    await benchEnsemble(root, binary);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
