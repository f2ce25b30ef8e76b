/**
 * The job directory: everything about a job, on a file system every node sees, so that any node, a later
 * shell or a rerun knows what the job is and where each task stands.
 *
 *   job.json            the job (its tasks, resources, the rvkit that runs each task)
 *   submissions.jsonl   one line per submission to a scheduler (which tasks, its id there)
 *   tasks/<i>.jsonl     task i's record: each attempt's start, each finished command, its end
 *   logs/               what each attempt printed (Slurm writes the array task's output there)
 *   scripts/            the batch scripts submitted
 */
import { mkdir, readFile, readdir, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeFileAtomic } from '../project/atomicWrite.js';
import { isJobName, type JobSpec, type Resources } from './job.js';
import { appendLine, readLines } from './jsonLines.js';

/** The file that marks a job directory. */
export const JOB_FILE = 'job.json';
const FORMAT = 'rvkit-job';

/** A job as its directory holds it. */
export interface Job extends JobSpec {
  /** The job directory (absolute). */
  readonly dir: string;
  /** When it was made (ISO 8601). */
  readonly created: string;
  /** The command that runs one task: `<rvkit…> cluster task <dir> <index>` (node and rvkit's entry point). */
  readonly rvkit: readonly string[];
}

/** One submission of some of a job's tasks to a scheduler. */
export interface Submission {
  /** The scheduler that holds it ('slurm', 'local'). */
  readonly scheduler: string;
  /** Its id there (Slurm's job id). */
  readonly id: string;
  /** The task indices it runs. */
  readonly tasks: readonly number[];
  /** Slurm: task index = array index + offset (array indices stay below the cluster's MaxArraySize). */
  readonly offset?: number;
  /** When it was submitted (ISO 8601). */
  readonly time: string;
  readonly resources?: Resources;
  /** The batch script submitted, if any. */
  readonly script?: string;
  /** Workers: the file listing the tasks they take (claims beside it, `<file>.claims/<task>`). */
  readonly tasksFile?: string;
}

/** A problem with a job directory (not one, unreadable, already used). */
export class JobDirError extends Error {
  override readonly name = 'JobDirError';
}

/** rvkit's own command line (node and the CLI's entry point), as every task starts it. */
export function rvkitCommand(): string[] {
  return [process.execPath, fileURLToPath(new URL('../cli/main.js', import.meta.url))];
}

/** The record file of task `index`. */
export function taskRecordPath(dir: string, index: number): string {
  return join(dir, 'tasks', `${index}.jsonl`);
}

/** Where the output of task `index` goes when it runs under submission `id` of `scheduler`. */
export function taskLogPath(dir: string, scheduler: string, id: string, index: number): string {
  return join(dir, 'logs', `${scheduler}-${id}-task${index}.out`);
}

/** What createJobDir writes in a job directory. */
const JOB_PARTS = [JOB_FILE, 'tasks', 'logs', 'scripts'];
/** The first directory createJobDir made for a job, when it made one. */
const madeFor = new WeakMap<Job, string | undefined>();

/**
 * Makes a new job directory for `spec` (the directory may exist but must be empty): refuses a bad name, a
 * job without tasks, a task without commands, and a directory that already holds anything.
 */
export async function createJobDir(dir: string, spec: JobSpec): Promise<Job> {
  if (!isJobName(spec.name)) {
    throw new JobDirError(`bad job name '${spec.name}': letters, digits, '-', '_' and '.', at most 64`);
  }
  if (spec.tasks.length === 0) throw new JobDirError('a job needs at least one task');
  spec.tasks.forEach((task, i) => {
    if (task.commands.length === 0) throw new JobDirError(`task ${i} (${task.name}) has no command`);
  });
  const path = resolve(dir);
  const existing = await readdir(path).catch((e: NodeJS.ErrnoException): string[] => {
    if (e.code === 'ENOENT') return [];
    throw e;
  });
  if (existing.length > 0) {
    const what = existing.includes(JOB_FILE) ? 'a job' : `${existing.length} entries`;
    throw new JobDirError(`${path} already holds ${what}: name a new directory, or resume that job`);
  }
  const job: Job = {
    dir: path,
    created: new Date().toISOString(),
    rvkit: rvkitCommand(),
    name: spec.name,
    tasks: spec.tasks,
    ...(spec.resources && { resources: spec.resources }),
    ...(spec.env && { env: spec.env }),
  };
  // The first directory made here (the job directory, or ./rvkit-jobs above it): a refused job removes it.
  const made = await mkdir(path, { recursive: true });
  madeFor.set(job, made);
  for (const sub of JOB_PARTS.slice(1)) await mkdir(join(path, sub), { recursive: true });
  const stored = { format: FORMAT, version: 1, host: hostname(), ...job, dir: undefined };
  await writeFileAtomic(join(path, JOB_FILE), JSON.stringify(stored, null, 1) + '\n', 'utf8');
  return job;
}

/** Removes a job directory this process made and never submitted (a failed first submission). */
export async function removeJobDir(job: Job): Promise<void> {
  const made = madeFor.get(job);
  if (made !== undefined) await rm(made, { recursive: true, force: true });
  // A directory that was there (empty) before stays, as it was.
  else for (const part of JOB_PARTS) await rm(join(job.dir, part), { recursive: true, force: true });
}

/** Reads the job of a job directory. */
export async function readJob(dir: string): Promise<Job> {
  const path = resolve(dir);
  const text = await readFile(join(path, JOB_FILE), 'utf8').catch((e: NodeJS.ErrnoException) => {
    throw new JobDirError(
      e.code === 'ENOENT' ? `not a job directory (no ${JOB_FILE}): ${path}` : `${path}: ${e.message}`,
    );
  });
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(text) as Record<string, unknown>;
  } catch (e) {
    throw new JobDirError(`${join(path, JOB_FILE)}: not JSON (${(e as Error).message})`);
  }
  if (data.format !== FORMAT || !Array.isArray(data.tasks) || !Array.isArray(data.rvkit)) {
    throw new JobDirError(`${join(path, JOB_FILE)}: not an rvkit job file`);
  }
  return { ...(data as unknown as Omit<Job, 'dir'>), dir: path };
}

/** Records a submission (after the scheduler accepted it). */
export async function recordSubmission(job: Job, submission: Submission): Promise<void> {
  await appendLine(join(job.dir, 'submissions.jsonl'), submission);
}

/** Every submission of the job, oldest first. */
export async function readSubmissions(job: Job): Promise<Submission[]> {
  return (await readLines(join(job.dir, 'submissions.jsonl'))) as Submission[];
}
