/**
 * What `rvkit cluster submit` and `rvkit calibrate --slurm` share: the scheduler options (Slurm's resources,
 * the job directory, --local, --wait), submitting a new job or resuming one, and what they print.
 */
import { join, resolve } from 'node:path';
import {
  countStates,
  JobDirError,
  localScheduler,
  ResumeError,
  SlurmError,
  resumeJob,
  slurmScheduler,
  submitJob,
  waitForJob,
  type Job,
  type JobStatus,
  type LocalScheduler,
  type Resources,
  type Scheduler,
  type TaskSpec,
} from '../../cluster/index.js';
import { TASK_STOP_GRACE_MS } from '../../cluster/runTask.js';
import { stopEnginesOnSignals } from '../../engine/stopOnSignals.js';
import { EXIT, type CliIO } from '../command.js';
import { shown, statusReport, summaryLine } from './statusReport.js';
import { UsageError, type SubmitValues } from './submitOptions.js';

/**
 * The exit code of an error a cluster command reports (its message printed after `prefix`): 2 for the
 * command line, 3 for Slurm or the job directory; anything else is not ours and is thrown again.
 */
export function reportClusterError(error: unknown, prefix: string, io: CliIO): number {
  if (error instanceof UsageError || error instanceof RangeError) {
    io.err(`${prefix}: ${error.message}\n`);
    return EXIT.usage;
  }
  if (error instanceof SlurmError || error instanceof JobDirError || error instanceof ResumeError) {
    io.err(`${prefix}: ${error.message}\n`);
    return EXIT.failure;
  }
  throw error;
}

function wholeNumber(option: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${option} wants a whole number ≥ 1: ${value}`);
  return n;
}

/** The resources the options ask for (only those given). */
export function resourcesOf(v: SubmitValues): Resources {
  const r: Record<string, unknown> = {
    account: v.account,
    partition: v.partition,
    time: v.time,
    mem: v.mem,
    nodes: v.nodes,
    cpusPerTask: wholeNumber('cpus-per-task', v['cpus-per-task']),
    ntasks: wholeNumber('ntasks', v.ntasks),
    maxRunning: wholeNumber('max-running', v['max-running']),
    workers: wholeNumber('workers', v.workers),
    directives: v.sbatch,
  };
  for (const key of Object.keys(r)) if (r[key] === undefined) delete r[key];
  return r as Resources;
}

/** Every scheduler a job's submissions may name. */
export function knownSchedulers(): Scheduler[] {
  return [slurmScheduler(), localScheduler()];
}

/** The scheduler the options choose: Slurm, or this machine with --local. */
export function schedulerOf(v: SubmitValues): Scheduler | LocalScheduler {
  return v.local ? localScheduler() : slurmScheduler();
}

/**
 * With --local the tasks are this process's children, started through the engine's process path: a signal to
 * rvkit (Ctrl-C, a supervisor) goes on to them and to the Raven runs under them. rvkit starts no other task,
 * waits until each stopped one has recorded where it was, says how to finish the job, then exits 128 + n.
 */
function stopLocalOnSignals(scheduler: Scheduler | LocalScheduler, dir: string, io: CliIO): () => void {
  if (!('stopAll' in scheduler)) return () => undefined;
  return stopEnginesOnSignals(
    async (signal) => {
      await scheduler.stopAll();
      io.err(
        `rvkit: stopped by ${signal}; to finish the job: rvkit cluster submit --resume ${shown(dir)} --local\n`,
      );
    },
    { graceMs: TASK_STOP_GRACE_MS },
  );
}

const stamp = () =>
  new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace('T', '-')
    .replace(/\.\d+Z$/, '');

/** A submission Slurm refused says what is left of it: nothing (the scheduler cancels what it had taken). */
function nothingSubmitted(error: unknown, left: string): never {
  if (!(error instanceof SlurmError)) throw error;
  throw new SlurmError(`${error.message}; ${left}`, error.command, error.stderr, error.missing);
}

/** Submits a new job of these tasks (named `<command>-<date>` unless --name), says where it went. */
export async function submitNew(
  v: SubmitValues,
  command: string,
  tasks: TaskSpec[],
  io: CliIO,
): Promise<number> {
  const name = v.name ?? `${command}-${stamp()}`;
  const dir = resolve(v['job-dir'] ?? join('rvkit-jobs', name));
  const scheduler = schedulerOf(v);
  const release = stopLocalOnSignals(scheduler, dir, io);
  try {
    return await submitAndFollow(v, name, dir, tasks, scheduler, io);
  } finally {
    release();
  }
}

async function submitAndFollow(
  v: SubmitValues,
  name: string,
  dir: string,
  tasks: TaskSpec[],
  scheduler: Scheduler,
  io: CliIO,
): Promise<number> {
  const { job, submissions } = await submitJob(
    dir,
    { name, tasks, resources: resourcesOf(v) },
    scheduler,
  ).catch((error: unknown) => nothingSubmitted(error, 'nothing submitted, no job directory written'));
  io.out(`job ${name}: ${tasks.length} task(s), job directory ${shown(dir)}\n`);
  for (const s of submissions) {
    const what = s.scheduler === 'slurm' ? `Slurm job array ${s.id}` : `here (${s.id})`;
    io.out(`  ${what}: ${s.tasks.length} task(s)\n`);
  }
  return afterSubmission(v, job, scheduler, io);
}

/** Submits again the tasks of a job that failed or never ran, and says what it did. */
export async function resubmit(v: SubmitValues, dir: string, io: CliIO): Promise<number> {
  const scheduler = schedulerOf(v);
  const release = stopLocalOnSignals(scheduler, dir, io);
  try {
    return await resubmitAndFollow(v, dir, scheduler, io);
  } finally {
    release();
  }
}

async function resubmitAndFollow(
  v: SubmitValues,
  dir: string,
  scheduler: Scheduler,
  io: CliIO,
): Promise<number> {
  const result = await resumeJob(dir, scheduler, {
    resources: resourcesOf(v),
    schedulers: [scheduler, ...knownSchedulers()],
  }).catch((error: unknown) =>
    nothingSubmitted(error, 'nothing submitted again, the job directory as it was'),
  );
  const { job } = result;
  const counts = countStates(result.before.tasks);
  if (result.resubmitted.length === 0) {
    io.out(`job ${job.name}: nothing to resume (${summaryLine(result.before)})\n`);
    return counts.done === job.tasks.length ? EXIT.ok : EXIT.problems;
  }
  const queued = counts.pending + counts.running;
  io.out(
    `job ${job.name}: ${result.resubmitted.length} task(s) submitted again` +
      `${counts.done > 0 ? `; ${counts.done} done, skipped` : ''}` +
      `${queued > 0 ? `; ${queued} still queued, left alone` : ''}\n`,
  );
  for (const s of result.submissions) {
    io.out(
      `  ${s.scheduler === 'slurm' ? `Slurm job array ${s.id}` : `here (${s.id})`}: ${s.tasks.length} task(s)\n`,
    );
  }
  return afterSubmission(v, job, scheduler, io);
}

/** Returns at once for Slurm (saying how to follow the job), or waits (--local, --wait) and reports. */
async function afterSubmission(v: SubmitValues, job: Job, scheduler: Scheduler, io: CliIO): Promise<number> {
  if (!v.local && !v.wait) {
    io.out(`status: rvkit cluster status ${shown(job.dir)}\n`);
    return EXIT.ok;
  }
  const status = await waitWithProgress(job, [scheduler, ...knownSchedulers()], io);
  io.out(statusReport(status, false));
  return countStates(status.tasks).done === job.tasks.length ? EXIT.ok : EXIT.problems;
}

/** Waits for the job, printing its summary on standard error each time it changes. */
export async function waitWithProgress(
  job: Job,
  schedulers: readonly Scheduler[],
  io: CliIO,
): Promise<JobStatus> {
  let last = '';
  return waitForJob(job, schedulers, {
    interval: schedulers[0]?.name === 'local' ? 500 : 3000,
    onStatus: (status) => {
      const line = summaryLine(status);
      if (line !== last) io.err(`${new Date().toISOString().slice(11, 19)} ${line}\n`);
      last = line;
    },
  });
}
