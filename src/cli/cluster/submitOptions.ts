/**
 * The options of `rvkit cluster submit` and `rvkit calibrate --slurm` and their help, and the usage error: plain
 * data without imports, so that `rvkit cluster`'s help and what each array task runs load none of the
 * submission code.
 */

/** A command-line mistake (exit 2). */
export class UsageError extends Error {}

/** The options of a submission, for node's parseArgs. */
export const SUBMIT_OPTIONS = {
  account: { type: 'string', short: 'A' },
  partition: { type: 'string', short: 'p' },
  time: { type: 'string', short: 't' },
  mem: { type: 'string' },
  'cpus-per-task': { type: 'string', short: 'c' },
  ntasks: { type: 'string', short: 'n' },
  nodes: { type: 'string', short: 'N' },
  'max-running': { type: 'string' },
  workers: { type: 'string' },
  sbatch: { type: 'string', multiple: true },
  'job-dir': { type: 'string' },
  name: { type: 'string' },
  local: { type: 'boolean' },
  wait: { type: 'boolean' },
} as const;

/** The values parseArgs gives for SUBMIT_OPTIONS. */
export interface SubmitValues {
  account?: string;
  partition?: string;
  time?: string;
  mem?: string;
  'cpus-per-task'?: string;
  ntasks?: string;
  nodes?: string;
  'max-running'?: string;
  workers?: string;
  sbatch?: string[];
  'job-dir'?: string;
  name?: string;
  local?: boolean;
  wait?: boolean;
}

/** The help lines of SUBMIT_OPTIONS. */
export const SUBMIT_HELP = `  -A, --account NAME        -p, --partition NAME      -t, --time LIMIT (minutes, HH:MM:SS, D-HH:MM:SS)
      --mem SIZE (per node: 2G)                       -c, --cpus-per-task N
  -n, --ntasks N            processes per task: the task's model runs go out as srun steps over them
                            (one calibration spread over nodes)
  -N, --nodes N             nodes per task
      --max-running N       at most N tasks at once (Slurm's --array=…%N; with --local, the tasks at once)
      --workers N           N array tasks that each take the next task nobody has taken, instead of one
                            array task per task: Slurm starts N jobs, not one per task (many short tasks)
      --sbatch=LINE         an extra #SBATCH line (repeatable), e.g. --sbatch=--qos=high
      --job-dir DIR         the job directory (default ./rvkit-jobs/<name>); must be new or empty
      --name NAME           the job's name (default <command>-<date>); Slurm's job name is rvkit-<name>
      --local               run the tasks on this machine instead of Slurm, and wait for them
      --wait                wait until every task has ended, printing progress, then the status`;
