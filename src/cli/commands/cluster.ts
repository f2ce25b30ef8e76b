/** `rvkit cluster`: many-run jobs as Slurm job arrays (or on this machine): submit, status, resume, cancel. */
import { join, resolve } from 'node:path';
import { cancelJob, countStates, jobStatus, readJob, runTask, runWorker } from '../../cluster/index.js';
import { stopEnginesOnSignals } from '../../engine/stopOnSignals.js';
import { rvkitCommand } from '../../cluster/jobDir.js';
import { TASK_STOP_GRACE_MS } from '../../cluster/runTask.js';
import { parse } from '../args.js';
import { collectResults } from '../cluster/collectCommand.js';
import { statusReport } from '../cluster/statusReport.js';
import {
  knownSchedulers,
  reportClusterError,
  resubmit,
  submitNew,
  SUBMIT_HELP,
  SUBMIT_OPTIONS,
  UsageError,
  waitWithProgress,
  type SubmitValues,
} from '../cluster/submitFlow.js';
import { tasksFromTargets } from '../cluster/tasksFromTargets.js';
import { EXIT, type CliCommand, type CliIO } from '../command.js';

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

async function submit(argv: readonly string[], io: CliIO): Promise<number> {
  const split = argv.indexOf('--');
  const own = split < 0 ? argv : argv.slice(0, split);
  const command = split < 0 ? [] : argv.slice(split + 1);
  const args = parse<SubmitValues & { resume?: string }>(own, {
    ...SUBMIT_OPTIONS,
    resume: { type: 'string' },
  });
  if (!args.ok) throw new UsageError(args.error);
  if (args.values.resume !== undefined) {
    if (args.positionals.length > 0 || command.length > 0) {
      throw new UsageError('--resume takes the job directory only (its tasks are in it)');
    }
    return resubmit(args.values, args.values.resume, io);
  }
  if (command.length === 0)
    throw new UsageError('no command: rvkit cluster submit <target>... -- <command> [args]');
  if (args.positionals.length === 0)
    throw new UsageError('no target: name the model directories the tasks run on');
  const tasks = await tasksFromTargets(rvkitCommand(), args.positionals, command);
  return submitNew(args.values, command[0]!, tasks, io);
}

/** The newest job directory under ./rvkit-jobs. */
async function newestJob(): Promise<string> {
  const { readdir, stat } = await import('node:fs/promises');
  const root = resolve('rvkit-jobs');
  const names = await readdir(root).catch(() => [] as string[]);
  const dated = await Promise.all(
    names.map(async (n) => ({
      dir: join(root, n),
      t: (await stat(join(root, n, 'job.json')).catch(() => null))?.mtimeMs,
    })),
  );
  const jobs = dated.filter((d) => d.t !== undefined).sort((a, b) => b.t! - a.t!);
  if (jobs.length === 0) throw new UsageError('no job directory given and none under ./rvkit-jobs');
  return jobs[0]!.dir;
}

async function status(argv: readonly string[], io: CliIO): Promise<number> {
  const args = parse<{ all?: boolean; json?: boolean; wait?: boolean }>(argv, {
    all: { type: 'boolean' },
    json: { type: 'boolean' },
    wait: { type: 'boolean' },
  });
  if (!args.ok) throw new UsageError(args.error);
  if (args.positionals.length > 1) throw new UsageError('status takes one job directory');
  const dir = args.positionals[0] ?? (await newestJob());
  const job = await readJob(dir);
  const result = args.values.wait
    ? await waitWithProgress(job, knownSchedulers(), io)
    : await jobStatus(job, knownSchedulers());
  if (args.values.json) {
    io.out(
      JSON.stringify(
        { job: result.job.name, dir: result.job.dir, problems: result.problems, tasks: result.tasks },
        null,
        1,
      ) + '\n',
    );
  } else io.out(statusReport(result, args.values.all === true));
  if (result.problems.length > 0) return EXIT.failure;
  return countStates(result.tasks).done === job.tasks.length ? EXIT.ok : EXIT.problems;
}

async function cancel(argv: readonly string[], io: CliIO): Promise<number> {
  const args = parse<object>(argv, {});
  if (!args.ok) throw new UsageError(args.error);
  if (args.positionals.length !== 1) throw new UsageError('cancel takes one job directory');
  const count = await cancelJob(args.positionals[0]!, knownSchedulers());
  io.out(`cancelled ${count} waiting or running task(s)\n`);
  return EXIT.ok;
}

/**
 * What each array task runs: one task of a job (`task <dir> <index>`), or a worker over a list of tasks
 * (`worker <dir> <tasks file>`); the output goes to standard output and error (Slurm's log of the task).
 */
async function runInTask(kind: 'task' | 'worker', argv: readonly string[], io: CliIO): Promise<number> {
  const args = parse<{ id?: string; log?: string }>(argv, {
    id: { type: 'string' },
    log: { type: 'string' },
  });
  if (!args.ok) throw new UsageError(args.error);
  const [dir, which] = args.positionals;
  if (dir === undefined || which === undefined || (kind === 'task' && !/^\d+$/.test(which))) {
    throw new UsageError(
      `${kind} takes a job directory and ${kind === 'task' ? 'a task index' : 'a tasks file'}`,
    );
  }
  // Slurm stops a task with SIGTERM (scancel, its time limit). The running command is one of this program's
  // live processes: the signal goes on to it (and the Raven runs under it), it gets TASK_STOP_GRACE_MS to save
  // its work, the task's record says stopped, then this process exits 128 + the signal's number.
  const controller = new AbortController();
  let running: Promise<unknown> = Promise.resolve();
  const unhook = stopEnginesOnSignals(
    async (signal) => {
      controller.abort(signal);
      await running.catch(() => undefined);
    },
    { graceMs: TASK_STOP_GRACE_MS },
  );
  try {
    const inSlurm = process.env.SLURM_JOB_ID !== undefined;
    const options = {
      scheduler: inSlurm ? 'slurm' : 'local',
      id: args.values.id ?? process.env.SLURM_JOB_ID ?? String(process.pid),
      ...(args.values.log && { log: args.values.log }),
      signal: controller.signal,
      say: (line: string) => io.err(`rvkit: ${line}\n`),
    };
    const result = kind === 'worker' ? runWorker(dir, which, options) : runTask(dir, Number(which), options);
    running = result;
    return (await result).exitCode;
  } finally {
    unhook();
  }
}

/** Every task's result in one table (CSV, or JSON with --json), its state and reason beside it. */
async function collect(argv: readonly string[], io: CliIO): Promise<number> {
  const args = parse<{ output?: string; json?: boolean }>(argv, {
    output: { type: 'string', short: 'o' },
    json: { type: 'boolean' },
  });
  if (!args.ok) throw new UsageError(args.error);
  if (args.positionals.length > 1) throw new UsageError('collect takes one job directory');
  return collectResults(args.positionals[0] ?? (await newestJob()), args.values, io);
}

const ACTIONS: Record<string, (argv: readonly string[], io: CliIO) => Promise<number>> = {
  submit,
  status,
  collect,
  cancel,
  task: (argv, io) => runInTask('task', argv, io),
  worker: (argv, io) => runInTask('worker', argv, io),
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
    const run = ACTIONS[action];
    if (!run) {
      io.err(`rvkit cluster: unknown action '${action}' (submit, status, collect, cancel)\n`);
      return EXIT.usage;
    }
    try {
      return await run(rest, io);
    } catch (error) {
      return reportClusterError(error, `rvkit cluster ${action}`, io);
    }
  },
};
