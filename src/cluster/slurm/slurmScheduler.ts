/**
 * The Slurm scheduler: a job's tasks as one `sbatch` job array (several when there are more tasks than the
 * cluster's MaxArraySize allows), where each array task runs `rvkit cluster task`; their state from squeue and
 * sacct; scancel to stop them. A submission Slurm rejects leaves nothing behind: the arrays already accepted
 * are cancelled and the scripts removed.
 */
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Job, Submission } from '../jobDir.js';
import type { Resources } from '../job.js';
import type { QueueState, Scheduler } from '../scheduler.js';
import { arrayChunks } from './arraySpec.js';
import { batchScript, type ArrayRun } from './batchScript.js';
import { slurmQueue, type SlurmTaskState } from './queue.js';
import { readTaskRecord } from '../taskRecord.js';
import { slurm, SlurmError, type SlurmCommandOptions } from './slurmCommand.js';

/** How long cancelled tasks get to stop their commands themselves before Slurm ends them. */
const GRACEFUL_CANCEL_MS = 30_000;

/** Options of the Slurm scheduler. */
export interface SlurmSchedulerOptions extends SlurmCommandOptions {
  /** Array indices stay below this (default: the cluster's MaxArraySize, from `scontrol show config`). */
  readonly maxArraySize?: number;
}

/**
 * The cluster's MaxArraySize (1001, Slurm's default, when scontrol does not say or is missing: then sbatch
 * says what is wrong). A controller that does not answer fails here, before any file is written.
 */
async function maxArraySize(options: SlurmCommandOptions): Promise<number> {
  const said = await slurm('scontrol', ['show', 'config'], options).catch((error: unknown) => {
    if (error instanceof SlurmError && error.missing) return null;
    throw error;
  });
  if (said === null) return 1001;
  const { stdout } = said;
  const m = /^MaxArraySize\s*=\s*(\d+)/m.exec(stdout);
  return m ? Number(m[1]) : 1001;
}

/**
 * Where the tasks of a workers' submission stand, from its workers' states: a task a worker took stands where
 * that worker stands; one none took yet waits while any worker waits or runs, and was not reached when they
 * have all ended. Workers Slurm no longer knows say nothing (the tasks' records tell).
 */
async function workerTaskStates(
  job: Job,
  submission: Submission,
  workers: readonly SlurmTaskState[],
): Promise<Map<number, QueueState>> {
  const out = new Map<number, QueueState>();
  if (workers.length === 0) return out;
  const byId = new Map(workers.map((w) => [w.id!, w]));
  const running = workers.filter((w) => w.phase === 'running').length;
  const pending = workers.find((w) => w.phase === 'pending');
  for (const index of submission.tasks) {
    const record = await readTaskRecord(job.dir, index);
    const worker = record.start ? byId.get(record.start.id) : undefined;
    if (worker) out.set(index, worker);
    else if (running > 0)
      out.set(index, {
        phase: 'pending',
        state: 'PENDING',
        reason: `waiting for one of ${running} running worker(s)`,
      });
    else if (pending)
      out.set(index, { ...pending, reason: `its workers wait: ${pending.reason ?? 'queued'}` });
    else
      out.set(index, {
        phase: 'ended',
        state: 'NOT_REACHED',
        reason: 'its workers ended before reaching it',
      });
  }
  return out;
}

/** Submits through sbatch, asks squeue and sacct, cancels with scancel. */
export function slurmScheduler(options: SlurmSchedulerOptions = {}): Scheduler {
  const submit = async (job: Job, tasks: readonly number[], resources: Resources): Promise<Submission[]> => {
    // Asking the controller first also tells at once when it is down, before any file is written.
    const max = options.maxArraySize ?? (await maxArraySize(options));
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '');
    const throttle = resources.maxRunning === undefined ? '' : `%${resources.maxRunning}`;
    // One array task per task (in arrays below MaxArraySize), or a few workers that share the tasks.
    const workers = resources.workers === undefined ? 0 : Math.min(resources.workers, tasks.length, max);
    const arrays: { spec: string; tasks: readonly number[]; run: ArrayRun }[] =
      workers > 0
        ? [
            {
              spec: workers === 1 ? '0' : `0-${workers - 1}`,
              tasks,
              run: { tasksFile: join(job.dir, 'scripts', `${stamp}.tasks`) },
            },
          ]
        : arrayChunks(tasks, max).map((c) => ({ spec: c.spec, tasks: c.tasks, run: { offset: c.offset } }));
    const submitted: Submission[] = [];
    const written: string[] = [];
    try {
      for (const [k, array] of arrays.entries()) {
        if ('tasksFile' in array.run) {
          await writeFile(array.run.tasksFile, JSON.stringify(array.tasks) + '\n');
          written.push(array.run.tasksFile);
        }
        const script = join(job.dir, 'scripts', `${stamp}-${k}.sbatch`);
        await writeFile(script, batchScript(job, resources, array.run), { mode: 0o755 });
        written.push(script);
        const { stdout } = await slurm(
          'sbatch',
          [
            '--parsable',
            `--job-name=rvkit-${job.name}`,
            `--array=${array.spec}${throttle}`,
            `--output=${join(job.dir, 'logs', 'slurm-%A_%a.out')}`,
            `--chdir=${job.dir}`,
            script,
          ],
          options,
        );
        const id = stdout.trim().split(';')[0]!;
        if (!/^\d+$/.test(id)) throw new Error(`sbatch printed no job id: '${stdout.trim()}'`);
        submitted.push({
          scheduler: 'slurm',
          id,
          tasks: array.tasks,
          ...('offset' in array.run ? { offset: array.run.offset } : { tasksFile: array.run.tasksFile }),
          time: new Date().toISOString(),
          resources,
          script,
        });
      }
      return submitted;
    } catch (error) {
      // All or nothing: the arrays Slurm took are cancelled, the files written for them go.
      const ids = submitted.map((s) => s.id);
      if (
        ids.length > 0 &&
        !(await slurm('scancel', ids, options).then(
          () => true,
          () => false,
        ))
      ) {
        // Said, not hidden: these would run without a job directory to record them.
        (error as Error).message +=
          `; the arrays Slurm had accepted could not be cancelled: scancel ${ids.join(' ')}`;
      }
      await Promise.all(written.map((f) => rm(f, { force: true })));
      throw error;
    }
  };

  return {
    name: 'slurm',
    submit,
    async query(job, submissions) {
      const mine = submissions.filter((s) => s.scheduler === 'slurm');
      const tasks = new Map<number, QueueState>();
      try {
        const states = await slurmQueue(
          mine.map((s) => s.id),
          options,
        );
        // Later submissions win: a task resubmitted stands where its newest array task stands.
        for (const s of mine) {
          const own = states.filter((t) => t.arrayJob === s.id);
          if (s.tasksFile === undefined) {
            for (const t of own) tasks.set(t.arrayIndex + (s.offset ?? 0), t);
          } else {
            for (const [index, state] of await workerTaskStates(job, s, own)) tasks.set(index, state);
          }
        }
        return { tasks };
      } catch (error) {
        return { tasks, problem: (error as Error).message };
      }
    },
    async cancel(_job, submissions) {
      const ids = submissions.filter((s) => s.scheduler === 'slurm').map((s) => s.id);
      if (ids.length === 0) return;
      // A plain scancel sends SIGTERM to every process of a task at once, the model runs of a calibration as
      // well, which may end before the calibration hears of it. First the task's main process alone (rvkit
      // cluster task) gets SIGTERM and passes it on, so the command stops its own runs and leaves its journal
      // whole; then whatever is left is cancelled.
      await slurm('scancel', ['--batch', '--signal=TERM', '--state=RUNNING', ...ids], options).catch(
        () => undefined,
      );
      const end = Date.now() + GRACEFUL_CANCEL_MS;
      while (Date.now() < end) {
        const states = await slurmQueue(ids, options).catch(() => []);
        if (!states.some((t) => t.phase === 'running')) break;
        await sleep(500);
      }
      await slurm('scancel', ids, options);
    },
  };
}
