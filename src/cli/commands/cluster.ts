/** `rvkit cluster`: many-run jobs as Slurm job arrays (or on this machine): submit, status, resume, cancel. */
import { EXIT, type CliCommand, type CliIO } from '../command.js';
import { SUBMIT_HELP } from '../cluster/submitOptions.js';

const HELP = `Usage: rvkit cluster <submit|status|collect|cancel> [options]

Runs many rvkit jobs (a calibration per catchment, runs of many models) as one Slurm job array, or on this
machine with --local. A job lives in a job directory on a file system every node sees: what each task runs,
and each task's record (started where, finished or failed and why), so status, resumption and results work
from any shell, whatever Slurm still remembers.

  rvkit cluster submit [options] <target>... -- <command> [args]
      One task per target: \`rvkit <command> [args]\` on it (the target replaces {} in the arguments, or
      follows the command's name). Prints the job directory and Slurm's job id.
  rvkit cluster submit --resume <job-dir> [resource options]
      Submits again every task that failed, was cancelled or never ran; each skips what it finished before
      (a calibration continues from its journal). Resource options given here replace the job's.
  rvkit cluster status [<job-dir>] [--all] [--json] [--wait]
      Where each task stands: pending (and why), running (where), done, failed (with its reason: exit
      status and last error line, Slurm's TIMEOUT, CANCELLED, OUT_OF_MEMORY, its log). Without a
      directory: the newest job under ./rvkit-jobs.
  rvkit cluster collect [<job-dir>] [-o results.csv] [--json]
      Every task's result in one table (a calibration's best cost and parameters, a run's
      diagnostics), a row per task with its state, and the reason of those that did not finish.
  rvkit cluster cancel <job-dir>
      Cancels every task still waiting or running (scancel).

Submit options:
${SUBMIT_HELP}

Exit codes: 0 submitted (status: every task done), 1 some tasks failed or not done, 2 bad usage,
3 Slurm refused or could not be reached (its message is printed; nothing is left submitted).`;

type Action = (argv: readonly string[], io: CliIO) => Promise<number>;
const jobActions = () => import('../cluster/jobActions.js');
const taskAction = () => import('../cluster/taskAction.js');

/**
 * Each action's module, loaded when it runs: an array task (`task`, `worker`, started by Slurm for every task
 * of a job) loads only what running a task needs.
 */
const ACTIONS: Record<string, () => Promise<Action>> = {
  submit: async () => (await jobActions()).submit,
  status: async () => (await jobActions()).status,
  collect: async () => (await jobActions()).collect,
  cancel: async () => (await jobActions()).cancel,
  task: async () => {
    const { runInTask } = await taskAction();
    return (argv, io) => runInTask('task', argv, io);
  },
  worker: async () => {
    const { runInTask } = await taskAction();
    return (argv, io) => runInTask('worker', argv, io);
  },
};

/** The `rvkit cluster` command. */
export const clusterCommand: CliCommand = {
  name: 'cluster',
  help: HELP,
  async run(argv, io) {
    const [action, ...rest] = argv;
    const own = rest.includes('--') ? rest.slice(0, rest.indexOf('--')) : rest;
    if (
      action === undefined ||
      ['-h', '--help'].includes(action) ||
      own.includes('-h') ||
      own.includes('--help')
    ) {
      io.out(HELP + '\n');
      return action === undefined ? EXIT.usage : EXIT.ok;
    }
    const load = ACTIONS[action];
    if (!load) {
      io.err(`rvkit cluster: unknown action '${action}' (submit, status, collect, cancel)\n`);
      return EXIT.usage;
    }
    try {
      const run = await load();
      return await run(rest, io);
    } catch (error) {
      const { reportClusterError } = await import('../cluster/submitFlow.js');
      return reportClusterError(error, `rvkit cluster ${action}`, io);
    }
  },
};
