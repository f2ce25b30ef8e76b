/**
 * Where each task of a job stands: its own record in the job directory (done, failed with its message,
 * started and never ended) read together with what its scheduler says (pending and why, running where,
 * ended how: TIMEOUT, CANCELLED, OUT_OF_MEMORY…), and the last words Slurm wrote into its log.
 */
import { readFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { readJob, readSubmissions, type Job, type Submission } from './jobDir.js';
import type { QueueState, QueueView, Scheduler } from './scheduler.js';
import { processAlive } from './processAlive.js';
import { readTaskRecord, type TaskRecord } from './taskRecord.js';

/** A task's state: never submitted, waiting, running, done, failed (or stopped), or unknown (no answer). */
export type TaskState = 'unsubmitted' | 'pending' | 'running' | 'done' | 'failed' | 'unknown';

/** Where one task stands. */
export interface TaskStatus {
  readonly index: number;
  readonly name: string;
  readonly state: TaskState;
  /** Why it waits, how it failed, or what is not known. */
  readonly reason?: string;
  /** Attempts started so far. */
  readonly attempts: number;
  /** Its scheduler's id (Slurm: `123_4`) of the latest submission. */
  readonly id?: string;
  /** The node it runs or last ran on. */
  readonly node?: string;
  /** The output of its last attempt. */
  readonly log?: string;
  /** Wall seconds of its last attempt that ended. */
  readonly seconds?: number;
}

/** A job's status: every task, and any scheduler that could not be asked. */
export interface JobStatus {
  readonly job: Job;
  readonly tasks: readonly TaskStatus[];
  readonly submissions: readonly Submission[];
  /** What went wrong asking a scheduler (the controller down…): states from it are then unknown. */
  readonly problems: readonly string[];
}

/** How many tasks are in each state. */
export function countStates(tasks: readonly TaskStatus[]): Record<TaskState, number> {
  const counts = { unsubmitted: 0, pending: 0, running: 0, done: 0, failed: 0, unknown: 0 };
  for (const t of tasks) counts[t.state]++;
  return counts;
}

/** Slurm's words for an end, as a reader wants them. */
const ENDINGS: Record<string, string> = {
  TIMEOUT: 'time limit reached',
  CANCELLED: 'cancelled',
  OUT_OF_MEMORY: 'out of memory',
  NODE_FAIL: 'its node failed',
  PREEMPTED: 'preempted',
  BOOT_FAIL: 'its node did not boot',
  DEADLINE: 'deadline reached',
  FAILED: 'failed',
  NOT_REACHED: 'not reached',
};

/** The lines slurmstepd writes into a job's output when it stops it ("*** JOB 12 ON vm CANCELLED AT … ***"). */
async function slurmLastWords(log: string | undefined): Promise<string | undefined> {
  if (log === undefined) return undefined;
  const text = await readFile(log, 'utf8').catch(() => '');
  const lines = text
    .split('\n')
    .filter((l) => /slurmstepd.*(\*\*\*|oom|error)/i.test(l))
    .map((l) => l.replace(/^slurmstepd(-\S+)?: (error: )?/, '').trim());
  return lines.length > 0 ? lines.slice(-2).join('; ') : undefined;
}

/** An ISO time to the second. */
function shortTime(iso: string): string {
  return iso.replace(/\.\d+Z$/, 'Z');
}

/** The status of one task from its record, the queue's state and the submissions that hold it. */
async function taskStatus(
  job: Job,
  index: number,
  record: TaskRecord,
  queued: QueueState | undefined,
  submission: Submission | undefined,
  asked: boolean,
): Promise<TaskStatus> {
  const base = {
    index,
    name: job.tasks[index]!.name,
    attempts: record.attempts,
    ...(queued?.id && { id: queued.id }),
    ...((queued?.node ?? record.start?.host) && { node: queued?.node ?? record.start?.host }),
    ...(record.start?.log && { log: record.start.log }),
    ...(record.end && { seconds: record.end.seconds }),
  };
  if (record.done) return { ...base, state: 'done' };
  if (queued?.phase === 'pending') return { ...base, state: 'pending', reason: queued.reason ?? 'queued' };
  if (queued?.phase === 'running') {
    const since = record.start && !record.end ? ` since ${shortTime(record.start.time)}` : '';
    return { ...base, state: 'running', reason: `${queued.state}${since}` };
  }
  if (queued?.phase === 'ended' && queued.state === 'COMPLETED' && record.end === undefined) {
    // A task exits 0 only after its record says done: on a shared file system the line may not show here yet.
    return { ...base, state: 'running', reason: 'finishing (its record is not visible here yet)' };
  }
  if (submission === undefined && record.attempts === 0) return { ...base, state: 'unsubmitted' };
  if (record.start && !record.end && record.start.host === hostname() && processAlive(record.start.pid)) {
    return {
      ...base,
      state: 'running',
      reason: `process ${record.start.pid} since ${shortTime(record.start.time)}`,
    };
  }
  if (!asked && (record.start === undefined || record.end === undefined)) {
    return { ...base, state: 'unknown', reason: 'its scheduler did not answer' };
  }
  // Ended: the task's own words first (its exit and message), then the scheduler's (TIMEOUT…), then the log's.
  const parts: string[] = [];
  const end = record.end;
  if (end?.state === 'failed') {
    const command = end.command === undefined ? '' : ` (command ${end.command + 1})`;
    const how = end.signal ? `killed by ${end.signal}` : `exit ${end.exitCode}`;
    // The last two lines: a command's summary often follows the line that says what went wrong.
    const said = end.message ? `: ${end.message.split('\n').slice(-2).join(' | ')}` : '';
    parts.push(`${how}${command}${said}`);
  } else if (end?.state === 'stopped') parts.push(`stopped by ${end.signal ?? 'a signal'}`);
  else if (record.start !== undefined)
    parts.push(
      `attempt ${record.attempts} started on ${record.start.host} at ${shortTime(record.start.time)} and left no end`,
    );
  // Slurm's FAILED only repeats a failure the record already tells (with its exit status and message).
  const repeats = queued?.state === 'FAILED' && end?.state === 'failed';
  if (queued?.phase === 'ended' && queued.state !== 'COMPLETED' && !repeats) {
    const state = queued.state.split(' ')[0]!;
    const words = ENDINGS[state] ?? state;
    parts.push(
      `${words}${queued.reason && queued.reason !== 'NonZeroExitCode' ? ` (${queued.reason})` : ''}`,
    );
  } else if (queued === undefined && record.start === undefined) {
    parts.push('never started: its scheduler no longer knows it');
  }
  const said = await slurmLastWords(record.start?.log);
  if (said) parts.push(said);
  return { ...base, state: 'failed', reason: parts.join('; ') || 'ended without a result' };
}

const NO_QUEUE: QueueView = { tasks: new Map() };

/** Reads a job directory and asks each scheduler that holds its tasks where they stand. */
export async function jobStatus(dir: string | Job, schedulers: readonly Scheduler[]): Promise<JobStatus> {
  const job = typeof dir === 'string' ? await readJob(dir) : dir;
  const submissions = await readSubmissions(job);
  const latest = new Map<number, Submission>();
  for (const s of submissions) for (const t of s.tasks) latest.set(t, s);
  const views = new Map<string, QueueView>();
  for (const scheduler of schedulers) {
    // The first scheduler of a name answers for it: callers put the one holding this process's queue first,
    // and a later fresh one (the known schedulers) knows no queue and would hide the tasks it runs.
    if (views.has(scheduler.name)) continue;
    const own = submissions.filter((s) => s.scheduler === scheduler.name);
    if (own.length > 0) views.set(scheduler.name, await scheduler.query(job, own));
  }
  const problems = [...views].flatMap(([name, v]) => (v.problem ? [`${name}: ${v.problem}`] : []));
  const records = await Promise.all(job.tasks.map((_, i) => readTaskRecord(job.dir, i)));
  const tasks = await Promise.all(
    job.tasks.map((_, i) => {
      const submission = latest.get(i);
      // A local queue lives in the process that made it: any other process has only the records (and pids).
      const view =
        submission &&
        (views.get(submission.scheduler) ?? (submission.scheduler === 'local' ? NO_QUEUE : undefined));
      // A scheduler that could not be asked, or that no scheduler here speaks for, knows nothing.
      const asked = submission === undefined || (view !== undefined && view.problem === undefined);
      return taskStatus(job, i, records[i]!, view?.tasks.get(i), submission, asked);
    }),
  );
  return { job, tasks, submissions, problems };
}
