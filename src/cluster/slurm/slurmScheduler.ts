/**
 * The Slurm scheduler: a job's tasks as one `sbatch` job array (several when there are more tasks than the
 * cluster's MaxArraySize allows), where each array task runs `rvkit cluster task`; their state from squeue and
 * sacct; scancel to stop them. A submission Slurm rejects leaves nothing behind: the arrays already accepted
 * are cancelled and the scripts removed.
 */
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Job, Submission } from '../jobDir.js';
import type { Resources } from '../job.js';
import type { QueueState, Scheduler } from '../scheduler.js';
import { arrayChunks } from './arraySpec.js';
import { batchScript } from './batchScript.js';
import { slurmQueue } from './queue.js';
import { slurm, SlurmError, type SlurmCommandOptions } from './slurmCommand.js';

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

/** Submits through sbatch, asks squeue and sacct, cancels with scancel. */
export function slurmScheduler(options: SlurmSchedulerOptions = {}): Scheduler {
  const submit = async (job: Job, tasks: readonly number[], resources: Resources): Promise<Submission[]> => {
    // Asking the controller first also tells at once when it is down, before any file is written.
    const chunks = arrayChunks(tasks, options.maxArraySize ?? (await maxArraySize(options)));
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '');
    const throttle = resources.maxRunning === undefined ? '' : `%${resources.maxRunning}`;
    const submitted: Submission[] = [];
    const scripts: string[] = [];
    try {
      for (const [k, chunk] of chunks.entries()) {
        const script = join(job.dir, 'scripts', `${stamp}-${k}.sbatch`);
        await writeFile(script, batchScript(job, chunk.offset, resources), { mode: 0o755 });
        scripts.push(script);
        const { stdout } = await slurm(
          'sbatch',
          [
            '--parsable',
            `--job-name=rvkit-${job.name}`,
            `--array=${chunk.spec}${throttle}`,
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
          tasks: chunk.tasks,
          offset: chunk.offset,
          time: new Date().toISOString(),
          resources,
          script,
        });
      }
      return submitted;
    } catch (error) {
      // All or nothing: the arrays Slurm took are cancelled, the scripts go.
      if (submitted.length > 0)
        await slurm(
          'scancel',
          submitted.map((s) => s.id),
          options,
        ).catch(() => undefined);
      await Promise.all(scripts.map((s) => rm(s, { force: true })));
      throw error;
    }
  };

  return {
    name: 'slurm',
    submit,
    async query(_job, submissions) {
      const mine = submissions.filter((s) => s.scheduler === 'slurm');
      const tasks = new Map<number, QueueState>();
      try {
        const states = await slurmQueue(
          mine.map((s) => s.id),
          options,
        );
        // Later submissions win: a task resubmitted stands where its newest array task stands.
        for (const s of mine) {
          for (const t of states) {
            if (t.arrayJob === s.id) tasks.set(t.arrayIndex + (s.offset ?? 0), t);
          }
        }
        return { tasks };
      } catch (error) {
        return { tasks, problem: (error as Error).message };
      }
    },
    async cancel(_job, submissions) {
      const ids = submissions.filter((s) => s.scheduler === 'slurm').map((s) => s.id);
      if (ids.length > 0) await slurm('scancel', ids, options);
    },
  };
}
