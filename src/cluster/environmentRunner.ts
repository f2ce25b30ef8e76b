/**
 * The runner that fits where this process runs: inside a Slurm allocation of several processes (a batch job
 * of `--ntasks=N`, an salloc shell), runs go out as srun steps over the allocation; inside a single-process
 * job, on the cores Slurm gave it (not every core of the node); elsewhere, on this machine's cores.
 */
import { localRunner, type TaskRunner } from '../engine/taskRunner.js';
import { slurmStepRunner } from './slurm/stepRunner.js';

/** The runner for this process's environment; `jobs` caps the runs at once. */
export function environmentRunner(env: NodeJS.ProcessEnv = process.env, jobs?: number): TaskRunner {
  const inJob = env.SLURM_JOB_ID !== undefined && env.SLURM_STEP_ID === undefined;
  const ntasks = Number(env.SLURM_NTASKS);
  if (inJob && ntasks > 1) {
    return slurmStepRunner({ env, slots: Math.min(ntasks, jobs ?? ntasks) });
  }
  const given = Number(env.SLURM_CPUS_PER_TASK) || Number(env.SLURM_CPUS_ON_NODE);
  if (env.SLURM_JOB_ID !== undefined && given > 0) return localRunner(Math.min(given, jobs ?? given));
  return localRunner(jobs);
}
