/**
 * "Run these tasks somewhere": the one interface between rvkit's many-task jobs and whatever runs them.
 * `localScheduler` runs them as processes on this machine, `slurmScheduler` as a Slurm job array; PBS or
 * HTCondor would be a third implementation of these three calls. The tasks themselves keep their own records
 * in the job directory (`runTask`), so a scheduler only starts them, says where they stand in its queue, and
 * stops them.
 */
import type { Job, Submission } from './jobDir.js';
import type { Resources } from './job.js';

/** Where a task stands in a scheduler's queue. */
export interface QueueState {
  /** Waiting to start, running, or ended (the scheduler still remembers it). */
  readonly phase: 'pending' | 'running' | 'ended';
  /** The scheduler's own word for the state (Slurm: PENDING, RUNNING, TIMEOUT, CANCELLED, …). */
  readonly state: string;
  /** Why it waits or how it ended, in the scheduler's words (Slurm's reason: Priority, Resources, …). */
  readonly reason?: string;
  /** The node it runs or ran on. */
  readonly node?: string;
  /** The scheduler's id of this task (Slurm: `123_4`). */
  readonly id?: string;
}

/** What a scheduler knows of a job's submissions: each task's queue state, and any trouble asking it. */
export interface QueueView {
  /** By task index; a task the scheduler does not know (never submitted, or long forgotten) is absent. */
  readonly tasks: ReadonlyMap<number, QueueState>;
  /** When the scheduler could not be asked: what it said (the controller down, …). */
  readonly problem?: string;
}

/** A scheduler: starts a job's tasks, says where they stand, stops them. */
export interface Scheduler {
  /** Its name, as submissions record it ('local', 'slurm'). */
  readonly name: string;
  /**
   * Submits tasks `tasks` of the job with these resources; resolves once the scheduler holds all of them
   * (one or more submissions), or rejects with nothing left submitted.
   */
  submit(job: Job, tasks: readonly number[], resources: Resources): Promise<Submission[]>;
  /** Where the tasks of these submissions (its own) stand. */
  query(job: Job, submissions: readonly Submission[]): Promise<QueueView>;
  /** Stops the tasks of these submissions that are waiting or running. */
  cancel(job: Job, submissions: readonly Submission[]): Promise<void>;
}
