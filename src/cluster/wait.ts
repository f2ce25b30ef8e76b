/** Waiting for a job: its status read again and again until no task is waiting or running. */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Job } from './jobDir.js';
import type { Scheduler } from './scheduler.js';
import { jobStatus, type JobStatus } from './status.js';

/** Options of `waitForJob`. */
export interface WaitOptions {
  /** Milliseconds between looks (default 2000: squeue is cheap, but a cluster's controller is shared). */
  readonly interval?: number;
  /** Called with each status read. */
  readonly onStatus?: (status: JobStatus) => void;
  readonly signal?: AbortSignal;
}

/** True when no task of the job waits or runs (every one done, failed, or never submitted). */
export function settled(status: JobStatus): boolean {
  return status.tasks.every((t) => t.state !== 'pending' && t.state !== 'running' && t.state !== 'unknown');
}

/** Resolves to the job's status once no task waits or runs. */
export async function waitForJob(
  dir: string | Job,
  schedulers: readonly Scheduler[],
  options: WaitOptions = {},
): Promise<JobStatus> {
  for (;;) {
    const status = await jobStatus(dir, schedulers);
    options.onStatus?.(status);
    if (settled(status)) return status;
    await sleep(options.interval ?? 2000, undefined, { signal: options.signal });
  }
}
