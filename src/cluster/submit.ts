/**
 * Submitting a job, resuming it, cancelling it: the calls the command line and programs use, whatever the
 * scheduler.
 */
import {
  createJobDir,
  readJob,
  recordSubmission,
  removeJobDir,
  type Job,
  type Submission,
} from './jobDir.js';
import { mergeResources, type JobSpec, type Resources } from './job.js';
import type { Scheduler } from './scheduler.js';
import { jobStatus, type JobStatus } from './status.js';

/** Makes the job directory and submits every task; a rejected submission leaves no directory behind. */
export async function submitJob(
  dir: string,
  spec: JobSpec,
  scheduler: Scheduler,
): Promise<{ job: Job; submissions: Submission[] }> {
  const job = await createJobDir(dir, spec);
  let submissions: Submission[];
  try {
    submissions = await scheduler.submit(
      job,
      job.tasks.map((_, i) => i),
      job.resources ?? {},
    );
  } catch (error) {
    await removeJobDir(job);
    throw error;
  }
  for (const s of submissions) await recordSubmission(job, s);
  return { job, submissions };
}

/** What a resumption did: the tasks it submitted, and those it left (done, or still queued). */
export interface ResumeResult {
  readonly job: Job;
  readonly submissions: Submission[];
  /** The tasks submitted again. */
  readonly resubmitted: readonly number[];
  /** The status it acted on. */
  readonly before: JobStatus;
}

/** A job cannot be resumed now (its scheduler did not answer). */
export class ResumeError extends Error {
  override readonly name = 'ResumeError';
}

/**
 * Submits again every task of the job that is neither done nor waiting or running in its scheduler (failed,
 * stopped, cancelled, never submitted), with the job's resources, `resources` over them (a longer `time`).
 * Each resubmitted task skips what it finished before (and continues a command it had started, with its
 * `resumeArgv`). Refuses when a scheduler holding the job's tasks cannot be asked: it could run them twice.
 */
export async function resumeJob(
  dir: string,
  scheduler: Scheduler,
  options: { readonly resources?: Resources; readonly schedulers?: readonly Scheduler[] } = {},
): Promise<ResumeResult> {
  const job = await readJob(dir);
  const before = await jobStatus(job, options.schedulers ?? [scheduler]);
  if (before.problems.length > 0) {
    throw new ResumeError(`cannot tell which tasks are still queued: ${before.problems.join('; ')}`);
  }
  const unknown = before.tasks.filter((t) => t.state === 'unknown');
  if (unknown.length > 0) {
    throw new ResumeError(
      `${unknown.length} task(s) submitted through a scheduler not asked here (${unknown[0]!.reason}): resume through it`,
    );
  }
  const todo = before.tasks
    .filter((t) => t.state === 'failed' || t.state === 'unsubmitted')
    .map((t) => t.index);
  if (todo.length === 0) return { job, submissions: [], resubmitted: [], before };
  const submissions = await scheduler.submit(job, todo, mergeResources(job.resources, options.resources));
  for (const s of submissions) await recordSubmission(job, s);
  return { job, submissions, resubmitted: todo, before };
}

/** Cancels every waiting or running task of the job; resolves to how many were. */
export async function cancelJob(dir: string, schedulers: readonly Scheduler[]): Promise<number> {
  const job = await readJob(dir);
  const status = await jobStatus(job, schedulers);
  const live = status.tasks.filter((t) => t.state === 'pending' || t.state === 'running');
  for (const scheduler of schedulers) {
    const own = status.submissions.filter((s) => s.scheduler === scheduler.name);
    if (own.length > 0) await scheduler.cancel(job, own);
  }
  return live.length;
}
