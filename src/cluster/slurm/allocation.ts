/**
 * An allocation made from outside it (a login node, a notebook): `salloc --no-shell` holds the resources,
 * rvkit starts its runs in it as `srun` steps (`slurmStepRunner`), and `release` gives it back (scancel).
 * The call that needs many runs (`runParameterSets`, `runEnsemble`, a calibration) takes its `runner`.
 */
import type { TaskRunner } from '../../engine/taskRunner.js';
import type { Resources } from '../job.js';
import { slurmOptions } from './batchScript.js';
import { slurm, SlurmError, type SlurmCommandOptions } from './slurmCommand.js';
import { slurmStepRunner } from './stepRunner.js';

/** A granted allocation and the runner that starts runs in it. */
export interface SlurmAllocation {
  readonly jobId: string;
  readonly runner: TaskRunner;
  /** Cancels the allocation (and any step still running in it). */
  release(): Promise<void>;
}

/** Options of an allocation: what it holds, and how to reach Slurm. */
export interface AllocationOptions extends SlurmCommandOptions {
  /** Job name (default `rvkit`). */
  readonly name?: string;
  /** Aborting gives up a request still waiting for resources. */
  readonly signal?: AbortSignal;
}

/** Waits until Slurm grants `resources` (`ntasks` processes: the runner's slots); rejects with what Slurm said. */
export async function allocateSlurm(
  resources: Resources,
  options: AllocationOptions = {},
): Promise<SlurmAllocation> {
  const args = [
    '--no-shell',
    `--job-name=${options.name ?? 'rvkit'}`,
    ...slurmOptions(resources).flatMap((o) => o.split(/\s+/)),
  ];
  const { stderr } = await slurm('salloc', args, { ...options, timeout: options.timeout ?? 0 });
  const m = /Granted job allocation (\d+)/.exec(stderr);
  if (!m) throw new SlurmError(`salloc granted no allocation: ${stderr.trim()}`, ['salloc', ...args], stderr);
  const jobId = m[1]!;
  const ntasks = resources.ntasks ?? 1;
  const cpus = resources.cpusPerTask ?? 1;
  const mem = /^(\d+)([KMGT]?)$/i.exec(resources.mem ?? '');
  const unit: Record<string, number> = { K: 1 / 1024, M: 1, G: 1024, T: 1024 * 1024, '': 1 };
  const runner = slurmStepRunner({
    jobId,
    slots: ntasks,
    cpusPerStep: cpus,
    // The job's memory per node shared by its processes (a single-node allocation; more nodes only gain).
    ...(mem && { memPerStepMb: Math.floor((Number(mem[1]) * unit[mem[2]!.toUpperCase()]!) / ntasks) }),
    env: { ...(options.env ?? process.env), SLURM_JOB_ID: jobId },
  });
  let released = false;
  return {
    jobId,
    runner,
    async release() {
      if (released) return;
      released = true;
      await slurm('scancel', [jobId], options);
    },
  };
}
