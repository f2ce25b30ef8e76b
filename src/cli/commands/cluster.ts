/** `rvkit cluster`: many-run jobs as Slurm job arrays (or on this machine): submit, status, resume, cancel. */
import { join, resolve } from 'node:path';
import {
  cancelJob,
  countStates,
  JobDirError,
  jobStatus,
  localScheduler,
  readJob,
  resumeJob,
  ResumeError,
  runTask,
  slurmScheduler,
  SlurmError,
  submitJob,
  waitForJob,
  type Job,
  type JobStatus,
  type Resources,
  type Scheduler,
} from '../../cluster/index.js';
import { rvkitCommand } from '../../cluster/jobDir.js';
import { parse } from '../args.js';
import { shown, statusReport, summaryLine } from '../cluster/statusReport.js';
import { tasksFromTargets } from '../cluster/tasksFromTargets.js';
import { EXIT, type CliCommand, type CliIO } from '../command.js';

const HELP = `Usage: rvkit cluster <submit|status|cancel> [options]

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
  rvkit cluster cancel <job-dir>
      Cancels every task still waiting or running (scancel).

Submit options:
  -A, --account NAME        -p, --partition NAME      -t, --time LIMIT (minutes, HH:MM:SS, D-HH:MM:SS)
      --mem SIZE (per node: 2G)                       -c, --cpus-per-task N
  -n, --ntasks N            processes per task: the task's Raven runs go out as srun steps over them
                            (one calibration spread over nodes)
  -N, --nodes N             nodes per task
      --max-running N       at most N tasks at once (--array=…%N)
      --sbatch LINE         an extra #SBATCH line (repeatable), e.g. --sbatch "--qos=high"
      --job-dir DIR         the job directory (default ./rvkit-jobs/<name>); must be new or empty
      --name NAME           the job's name (default <command>-<date>); Slurm's job name is rvkit-<name>
      --local               run the tasks here instead, --jobs at a time, and wait for them
  -j, --jobs N              tasks at once with --local (default: the cores)
      --wait                wait until every task has ended, printing progress, then the status

Exit codes: 0 submitted (status: every task done), 1 some tasks failed or not done, 2 bad usage,
3 Slurm refused or could not be reached (its message is printed; nothing is left submitted).`;

const RESOURCE_OPTIONS = {
  account: { type: 'string', short: 'A' },
  partition: { type: 'string', short: 'p' },
  time: { type: 'string', short: 't' },
  mem: { type: 'string' },
  'cpus-per-task': { type: 'string', short: 'c' },
  ntasks: { type: 'string', short: 'n' },
  nodes: { type: 'string', short: 'N' },
  'max-running': { type: 'string' },
  sbatch: { type: 'string', multiple: true },
} as const;

interface ResourceValues {
  account?: string;
  partition?: string;
  time?: string;
  mem?: string;
  'cpus-per-task'?: string;
  ntasks?: string;
  nodes?: string;
  'max-running'?: string;
  sbatch?: string[];
}

/** A command-line mistake (exit 2). */
class UsageError extends Error {}

function wholeNumber(option: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${option} wants a whole number ≥ 1: ${value}`);
  return n;
}

function resourcesOf(v: ResourceValues): Resources {
  const r: Record<string, unknown> = {
    account: v.account,
    partition: v.partition,
    time: v.time,
    mem: v.mem,
    nodes: v.nodes,
    cpusPerTask: wholeNumber('cpus-per-task', v['cpus-per-task']),
    ntasks: wholeNumber('ntasks', v.ntasks),
    maxRunning: wholeNumber('max-running', v['max-running']),
    directives: v.sbatch,
  };
  for (const key of Object.keys(r)) if (r[key] === undefined) delete r[key];
  return r as Resources;
}

/** Every scheduler a job's submissions may name. */
function schedulers(): Scheduler[] {
  return [slurmScheduler(), localScheduler()];
}

const stamp = () =>
  new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace('T', '-')
    .replace(/\.\d+Z$/, '');

async function submit(argv: readonly string[], io: CliIO): Promise<number> {
  const split = argv.indexOf('--');
  const own = split < 0 ? argv : argv.slice(0, split);
  const command = split < 0 ? [] : argv.slice(split + 1);
  const args = parse<
    ResourceValues & {
      resume?: string;
      'job-dir'?: string;
      name?: string;
      local?: boolean;
      jobs?: string;
      wait?: boolean;
    }
  >(own, {
    ...RESOURCE_OPTIONS,
    resume: { type: 'string' },
    'job-dir': { type: 'string' },
    name: { type: 'string' },
    local: { type: 'boolean' },
    jobs: { type: 'string', short: 'j' },
    wait: { type: 'boolean' },
  });
  if (!args.ok) throw new UsageError(args.error);
  const o = args.values;
  const resources = resourcesOf(o);
  const jobs = wholeNumber('jobs', o.jobs);
  const local = o.local === true;
  const scheduler = local ? localScheduler(jobs === undefined ? {} : { slots: jobs }) : slurmScheduler();

  let job: Job;
  if (o.resume !== undefined) {
    if (args.positionals.length > 0 || command.length > 0) {
      throw new UsageError('--resume takes the job directory only (its tasks are in it)');
    }
    const result = await resumeJob(o.resume, scheduler, {
      resources,
      schedulers: [scheduler, ...schedulers()],
    });
    job = result.job;
    const counts = countStates(result.before.tasks);
    if (result.resubmitted.length === 0) {
      io.out(`job ${job.name}: nothing to resume (${summaryLine(result.before)})\n`);
      return counts.done === job.tasks.length ? EXIT.ok : EXIT.problems;
    }
    const queued = counts.pending + counts.running;
    io.out(
      `job ${job.name}: ${result.resubmitted.length} task(s) submitted again${
        queued > 0 ? ` (${queued} still queued, left alone)` : ''
      }${counts.done > 0 ? `; ${counts.done} done, skipped` : ''}\n`,
    );
    for (const s of result.submissions) io.out(`  ${s.scheduler} job ${s.id}: tasks ${s.tasks.length}\n`);
  } else {
    if (command.length === 0)
      throw new UsageError('no command: rvkit cluster submit <target>... -- <command> [args]');
    if (args.positionals.length === 0)
      throw new UsageError('no target: name the model directories the tasks run on');
    const name = o.name ?? `${command[0]}-${stamp()}`;
    const dir = resolve(o['job-dir'] ?? join('rvkit-jobs', name));
    const tasks = await tasksFromTargets(rvkitCommand(), args.positionals, command);
    const result = await submitJob(dir, { name, tasks, resources }, scheduler);
    job = result.job;
    io.out(`job ${name}: ${tasks.length} task(s), job directory ${shown(dir)}\n`);
    for (const s of result.submissions) {
      io.out(
        `  ${s.scheduler === 'slurm' ? `Slurm job array ${s.id}` : `local run ${s.id}`}: ${s.tasks.length} task(s)\n`,
      );
    }
  }
  if (!local && !o.wait) {
    io.out(`status: rvkit cluster status ${shown(job.dir)}\n`);
    return EXIT.ok;
  }
  const status = await waitWithProgress(job, [scheduler, ...schedulers()], io);
  io.out(statusReport(status, false));
  return countStates(status.tasks).done === job.tasks.length ? EXIT.ok : EXIT.problems;
}

/** Waits for the job, printing its summary each time it changes. */
async function waitWithProgress(job: Job, all: readonly Scheduler[], io: CliIO): Promise<JobStatus> {
  let last = '';
  return waitForJob(job, all, {
    interval: all[0]?.name === 'local' ? 500 : 3000,
    onStatus: (status) => {
      const line = summaryLine(status);
      if (line !== last) io.err(`${new Date().toLocaleTimeString()} ${line}\n`);
      last = line;
    },
  });
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
    ? await waitWithProgress(job, schedulers(), io)
    : await jobStatus(job, schedulers());
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
  const count = await cancelJob(args.positionals[0]!, schedulers());
  io.out(`cancelled ${count} waiting or running task(s)\n`);
  return EXIT.ok;
}

/** What each array task runs: one task of a job, its output on standard output and error. */
async function task(argv: readonly string[], io: CliIO): Promise<number> {
  const args = parse<{ id?: string; log?: string }>(argv, {
    id: { type: 'string' },
    log: { type: 'string' },
  });
  if (!args.ok) throw new UsageError(args.error);
  const [dir, index] = args.positionals;
  if (dir === undefined || index === undefined || !/^\d+$/.test(index)) {
    throw new UsageError('task takes a job directory and a task index');
  }
  // Slurm stops a task with SIGTERM (scancel, its time limit): the running command gets it and may save its work.
  const controller = new AbortController();
  const stop = () => controller.abort();
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, stop);
  try {
    const inSlurm = process.env.SLURM_JOB_ID !== undefined;
    const result = await runTask(dir, Number(index), {
      scheduler: inSlurm ? 'slurm' : 'local',
      id: args.values.id ?? process.env.SLURM_JOB_ID ?? String(process.pid),
      ...(args.values.log && { log: args.values.log }),
      signal: controller.signal,
      say: (line) => io.err(`rvkit: ${line}\n`),
    });
    return result.exitCode;
  } finally {
    for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.off(signal, stop);
  }
}

const ACTIONS: Record<string, (argv: readonly string[], io: CliIO) => Promise<number>> = {
  submit,
  status,
  cancel,
  task,
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
      io.err(`rvkit cluster: unknown action '${action}' (submit, status, cancel)\n`);
      return EXIT.usage;
    }
    try {
      return await run(rest, io);
    } catch (error) {
      if (error instanceof UsageError || error instanceof RangeError) {
        io.err(`rvkit cluster ${action}: ${error.message}\n`);
        return EXIT.usage;
      }
      if (error instanceof SlurmError || error instanceof JobDirError || error instanceof ResumeError) {
        io.err(`rvkit cluster ${action}: ${error.message}\n`);
        return EXIT.failure;
      }
      throw error;
    }
  },
};
