/** Running several Raven runs at once, no more at a time than there are cores. */
import { availableParallelism } from 'node:os';
import { runRaven, type RunRequest, type RunResult } from './run.js';
import type { TaskRunner } from './taskRunner.js';

/** The outcome of one job of an ensemble: its result, or the error that ended it. */
export type EnsembleOutcome =
  | { readonly ok: true; readonly index: number; readonly result: RunResult }
  | { readonly ok: false; readonly index: number; readonly error: Error };

/** Options of an ensemble. */
export interface EnsembleOptions {
  /** Runs at the same time; default the runner's slots, else `os.availableParallelism()` (a run uses one core). */
  readonly concurrency?: number;
  /** Where the runs go (default this machine); each job's own `runner` wins. */
  readonly runner?: TaskRunner;
  /** Aborting kills the running jobs and fails those not started. */
  readonly signal?: AbortSignal;
  /** Called as each job ends, in the order they end. */
  readonly onDone?: (outcome: EnsembleOutcome) => void;
}

/** A job, or what makes it just before it runs (writing its files, so that writing overlaps other runs). */
export type EnsembleJob = RunRequest | (() => Promise<RunRequest>);

/** How many runs an ensemble runs at once with these options. */
export function ensembleConcurrency(options: EnsembleOptions): number {
  return Math.max(1, Math.floor(options.concurrency ?? options.runner?.slots ?? availableParallelism()));
}

/** Runs every job, at most `concurrency` at a time; resolves to one outcome per job, in input order. */
export async function runEnsemble(
  jobs: readonly EnsembleJob[],
  options: EnsembleOptions = {},
): Promise<EnsembleOutcome[]> {
  const concurrency = ensembleConcurrency(options);
  const outcomes: EnsembleOutcome[] = new Array(jobs.length);
  let next = 0;

  const settle = async (index: number): Promise<EnsembleOutcome> => {
    try {
      options.signal?.throwIfAborted();
      const given = jobs[index]!;
      const job = typeof given === 'function' ? await given() : given;
      // A job's own signal still works; the ensemble's is added to it.
      const signal =
        options.signal && job.signal
          ? AbortSignal.any([options.signal, job.signal])
          : (options.signal ?? job.signal);
      const runner = job.runner ?? options.runner;
      return { ok: true, index, result: await runRaven({ ...job, signal, ...(runner && { runner }) }) };
    } catch (error) {
      return { ok: false, index, error: error instanceof Error ? error : new Error(String(error)) };
    }
  };

  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const index = next++;
      outcomes[index] = await settle(index);
      options.onDone?.(outcomes[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
  return outcomes;
}
