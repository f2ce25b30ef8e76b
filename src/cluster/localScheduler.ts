/**
 * The local scheduler: a job's tasks as processes on this machine, a few at a time, in this process (its
 * queue lives as long as the process does; the tasks' records outlive it, so a rerun resumes either way).
 */
import { open } from 'node:fs/promises';
import { availableParallelism, hostname } from 'node:os';
import { enginesStopping } from '../engine/liveEngines.js';
import { taskLogPath, type Job, type Submission } from './jobDir.js';
import type { Resources } from './job.js';
import { runTask } from './runTask.js';
import type { QueueState, QueueView, Scheduler } from './scheduler.js';

/** Options of the local scheduler. */
export interface LocalSchedulerOptions {
  /** Tasks at once (default: the cores, divided by what each task asks for). */
  readonly slots?: number;
}

/** The local scheduler, and a way to wait for a submission's tasks. */
export interface LocalScheduler extends Scheduler {
  /** Resolves when every task of the submission has ended. */
  settled(submission: Submission): Promise<void>;
  /** Starts no more tasks of any submission (a running one goes on unless stopped), and resolves when all have ended. */
  stopAll(): Promise<void>;
}

interface Queue {
  readonly states: Map<number, QueueState>;
  readonly controller: AbortController;
  readonly done: Promise<void>;
}

let counter = 0;

/** Runs tasks as processes here, `slots` at a time. */
export function localScheduler(options: LocalSchedulerOptions = {}): LocalScheduler {
  const queues = new Map<string, Queue>();

  const submit = async (job: Job, tasks: readonly number[], resources: Resources): Promise<Submission[]> => {
    const perTask = Math.max(1, (resources.ntasks ?? 1) * (resources.cpusPerTask ?? 1));
    const limit = resources.maxRunning ?? Infinity;
    const slots = Math.max(1, Math.min(limit, options.slots ?? Math.floor(availableParallelism() / perTask)));
    const id = `${hostname()}-${process.pid}-${++counter}`;
    const states = new Map<number, QueueState>(tasks.map((t) => [t, { phase: 'pending', state: 'PENDING' }]));
    const controller = new AbortController();
    const waiting = [...tasks];

    const one = async (index: number): Promise<void> => {
      // Cancelled, or this program is stopping (a signal): the task does not start, and leaves no attempt.
      if (controller.signal.aborted || enginesStopping()) {
        states.set(index, { phase: 'ended', state: 'CANCELLED', reason: 'cancelled before it started' });
        return;
      }
      states.set(index, { phase: 'running', state: 'RUNNING', node: hostname() });
      const log = taskLogPath(job.dir, 'local', id, index);
      const file = await open(log, 'a');
      try {
        const result = await runTask(job.dir, index, {
          scheduler: 'local',
          id,
          log,
          fd: file.fd,
          signal: controller.signal,
        });
        states.set(index, {
          phase: 'ended',
          state: result.state === 'stopped' ? 'CANCELLED' : result.exitCode === 0 ? 'COMPLETED' : 'FAILED',
        });
      } catch (error) {
        await file.write(`rvkit: task ${index}: ${(error as Error).message}\n`);
        states.set(index, { phase: 'ended', state: 'FAILED', reason: (error as Error).message });
      } finally {
        await file.close();
      }
    };
    const worker = async (): Promise<void> => {
      for (let index = waiting.shift(); index !== undefined; index = waiting.shift()) await one(index);
    };
    const done = Promise.all(Array.from({ length: Math.min(slots, tasks.length) }, worker)).then(
      () => undefined,
    );
    queues.set(id, { states, controller, done });
    return [{ scheduler: 'local', id, tasks: [...tasks], time: new Date().toISOString(), resources }];
  };

  return {
    name: 'local',
    submit,
    async query(_job, submissions) {
      const tasks = new Map<number, QueueState>();
      for (const s of submissions) {
        for (const [index, state] of queues.get(s.id)?.states ?? []) tasks.set(index, state);
      }
      return { tasks } satisfies QueueView;
    },
    async cancel(_job, submissions) {
      for (const s of submissions) queues.get(s.id)?.controller.abort();
      await Promise.all(submissions.map((s) => queues.get(s.id)?.done));
    },
    async settled(submission) {
      await queues.get(submission.id)?.done;
    },
    async stopAll() {
      for (const queue of queues.values()) queue.controller.abort();
      await Promise.all([...queues.values()].map((queue) => queue.done));
    },
  };
}
