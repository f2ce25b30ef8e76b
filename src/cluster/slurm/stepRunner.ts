/**
 * Runs inside a Slurm allocation: each run (a Raven evaluation of a calibration, a member of an ensemble)
 * starts as an `srun` job step of one process, so the runs of one rvkit process spread over every node and
 * core the allocation holds, and Slurm accounts for each.
 */
import type { TaskRunner } from '../../engine/taskRunner.js';

/** Options of the step runner. */
export interface SlurmStepRunnerOptions {
  /** The allocation (default: the one this process runs in, SLURM_JOB_ID). */
  readonly jobId?: string;
  /** Steps at once (default: the allocation's processes, SLURM_NTASKS). */
  readonly slots?: number;
  /** Cores of each step (default 1). */
  readonly cpusPerStep?: number;
  /**
   * Memory of each step in MB. By default a step would take all of the job's memory on its node when the job
   * asked for `--mem` (and then the steps run one at a time): rvkit gives each its share of the node's.
   */
  readonly memPerStepMb?: number;
  /** Further srun options. */
  readonly srunOptions?: readonly string[];
  /** The environment to read the allocation from (default `process.env`). */
  readonly env?: NodeJS.ProcessEnv;
}

/** Raised when there is no allocation to start steps in. */
export class NoAllocationError extends Error {
  override readonly name = 'NoAllocationError';
}

/** A runner that starts each program as a one-process `srun` step of the allocation. */
export function slurmStepRunner(options: SlurmStepRunnerOptions = {}): TaskRunner {
  const env = options.env ?? process.env;
  const jobId = options.jobId ?? env.SLURM_JOB_ID;
  if (!jobId) {
    throw new NoAllocationError(
      'no Slurm allocation: run inside one (sbatch, salloc) or name it (jobId); rvkit cluster submit makes one',
    );
  }
  const slots = Math.max(1, Math.floor(options.slots ?? (Number(env.SLURM_NTASKS) || 1)));
  const cpus = Math.max(1, Math.floor(options.cpusPerStep ?? 1));
  // The node's memory shared by the cores it gave the job, when the job asked for memory per node.
  const nodeMem = Number(env.SLURM_MEM_PER_NODE);
  const nodeCpus = Number(env.SLURM_CPUS_ON_NODE);
  const share = nodeMem > 0 && nodeCpus > 0 ? Math.floor((nodeMem * cpus) / nodeCpus) : undefined;
  const mem = options.memPerStepMb ?? share;
  const srun = [
    'srun',
    `--jobid=${jobId}`,
    '--exact',
    '--ntasks=1',
    '--nodes=1',
    `--cpus-per-task=${cpus}`,
    ...(mem !== undefined ? [`--mem=${mem}M`] : []),
    '--quiet',
    ...(options.srunOptions ?? []),
  ];
  return { name: 'slurm', slots, wrap: (argv) => [...srun, ...argv] };
}
