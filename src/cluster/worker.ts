/**
 * A worker: one process (a Slurm array task) that runs many tasks of a job one after the other, each time the
 * next task of its list that is not done and that no other worker has taken (a claim file made with O_EXCL,
 * which every node's file system honours), so a scheduler's start of a job is paid once per worker.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { runTask, type RunTaskOptions } from './runTask.js';
import { readTaskRecord } from './taskRecord.js';

/** The directory of a worker list's claims: `<tasks file>.claims`, one file per task taken. */
export function claimsDir(tasksFile: string): string {
  return `${tasksFile}.claims`;
}

/** Takes task `index` for this worker; false when another worker has it. */
async function claim(tasksFile: string, index: number, id: string): Promise<boolean> {
  try {
    await writeFile(`${claimsDir(tasksFile)}/${index}`, `${id}\n`, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** What a worker did. */
export interface WorkerResult {
  /** Tasks it ran (done, failed or stopped). */
  readonly ran: number;
  /** The exit code of its process: 0, or that of the task stopped by a signal (the worker stops with it). */
  readonly exitCode: number;
}

/** Runs tasks of the list in `tasksFile` until none is left (or the signal stops the one running). */
export async function runWorker(
  dir: string,
  tasksFile: string,
  options: RunTaskOptions,
): Promise<WorkerResult> {
  const tasks = JSON.parse(await readFile(tasksFile, 'utf8')) as number[];
  await mkdir(claimsDir(tasksFile), { recursive: true });
  let ran = 0;
  for (const index of tasks) {
    if (options.signal?.aborted) break;
    if ((await readTaskRecord(dir, index)).done) continue;
    if (!(await claim(tasksFile, index, options.id))) continue;
    const result = await runTask(dir, index, options);
    if (result.state !== 'skipped') ran++;
    if (result.state === 'stopped') return { ran, exitCode: result.exitCode };
  }
  return { ran, exitCode: 0 };
}
