/**
 * rvkit run ensembles as Slurm job arrays on the real single-node Slurm: every task done with the outputs the
 * same tasks give when run here; a task cancelled with scancel half-way, then the array resubmitted: only the
 * work that did not finish runs again, and the outputs equal an uninterrupted run's.
 */
import { join } from 'node:path';
import {
  jobStatus,
  localScheduler,
  readTaskRecord,
  resumeJob,
  slurmScheduler,
  submitJob,
  waitForJob,
  type JobSpec,
} from '../../src/cluster/index.js';
import { readLines } from '../../src/cluster/jsonLines.js';
import type { TaskEvent } from '../../src/cluster/taskRecord.js';
import { tempDir } from '../engine/helpers.js';
import { copyQuick, csvOutputs, hold, holdingRaven, reachedHold, release, runTask } from './helpers.js';
import { slurmForTests, slurmOut } from './slurmCluster.js';

slurmForTests();

/** `count` tasks of `per` rvkit runs each, on fresh copies of the quick models under `root`. */
function ensemble(root: string, count: number, per: number): JobSpec {
  return {
    name: 'ensemble',
    tasks: Array.from({ length: count }, (_, t) =>
      runTask(
        `task${t}`,
        Array.from({ length: per }, (_, k) => copyQuick(root, `t${t}m${k}`, t + k)),
      ),
    ),
  };
}

const dirsOf = (spec: JobSpec) => spec.tasks.flatMap((t) => t.commands.map((c) => c.cwd));

describe('rvkit run tasks as a Slurm job array', () => {
  test('every task runs and its outputs are those of the same task run here', async () => {
    const root = await tempDir('rvkit-cluster-');
    const onSlurm = ensemble(join(root, 'slurm'), 4, 1);
    const here = ensemble(join(root, 'local'), 4, 1);
    const { job, submissions } = await submitJob(join(root, 'job-slurm'), onSlurm, slurmScheduler());
    expect(submissions).toHaveLength(1);
    expect(submissions[0]!.id).toMatch(/^\d+$/);
    const local = localScheduler({ slots: 2 });
    const { submissions: localSubs } = await submitJob(join(root, 'job-local'), here, local);
    await local.settled(localSubs[0]!);

    const status = await waitForJob(job, [slurmScheduler()], { interval: 500 });
    expect(status.tasks.map((t) => t.state)).toEqual(['done', 'done', 'done', 'done']);
    expect(status.tasks.every((t) => t.id?.startsWith(`${submissions[0]!.id}_`))).toBe(true);
    const localStatus = await jobStatus(join(root, 'job-local'), [local]);
    expect(localStatus.tasks.map((t) => t.state)).toEqual(['done', 'done', 'done', 'done']);
    const a = dirsOf(onSlurm).map(csvOutputs);
    const b = dirsOf(here).map(csvOutputs);
    expect(a.every((files) => Object.keys(files).length > 0)).toBe(true);
    expect(a).toEqual(b);
  }, 400_000);

  test('a task cancelled half-way: resubmitting the array runs only what did not finish', async () => {
    const root = await tempDir('rvkit-cluster-');
    // The second run of task 0 waits for the word go (its Raven is held): the task is cancelled there.
    const spec = { ...ensemble(join(root, 'models'), 4, 3), env: { RAVEN_BINARY: holdingRaven(root) } };
    const reference = ensemble(join(root, 'reference'), 4, 3);
    const victim = 0;
    const held = hold(spec.tasks[victim]!.commands[1]!.cwd);
    const slurm = slurmScheduler();
    const { job, submissions } = await submitJob(join(root, 'job'), spec, slurm);

    // The task has finished a command and not its last: cancel that array task, as a user would.
    await reachedHold(held);
    await slurmOut('scancel', [`${submissions[0]!.id}_${victim}`]);
    const first = await waitForJob(job, [slurm], { interval: 500 });
    const cancelled = first.tasks[victim]!;
    expect(cancelled.state).toBe('failed');
    expect(cancelled.reason).toMatch(/cancelled|stopped by SIGTERM/i);
    const doneBefore = new Set((await readTaskRecord(job.dir, victim)).commandsDone);
    expect([...doneBefore]).toEqual([0]);

    // Every other task finished: the resubmission holds the cancelled one alone.
    expect(first.tasks.filter((t) => t.index !== victim).map((t) => t.state)).toEqual([
      'done',
      'done',
      'done',
    ]);
    release(held);
    const resumed = await resumeJob(job.dir, slurm);
    expect(resumed.resubmitted).toEqual([victim]);
    const final = await waitForJob(job, [slurm], { interval: 500 });
    expect(final.tasks.map((t) => t.state)).toEqual(['done', 'done', 'done', 'done']);

    for (let i = 0; i < job.tasks.length; i++) {
      const events = (await readLines(join(job.dir, 'tasks', `${i}.jsonl`))) as TaskEvent[];
      const ran = (attempt: number) =>
        events
          .filter((e) => e.event === 'command' && e.attempt === attempt)
          .map((e) => (e as { command: number }).command);
      if (i === victim) {
        // Its second attempt ran exactly the commands the first had not finished.
        expect(ran(2)).toEqual([0, 1, 2].filter((c) => !doneBefore.has(c)));
      } else {
        // A task done before the resubmission never ran again.
        expect(events.filter((e) => e.event === 'start')).toHaveLength(1);
        expect(ran(1)).toEqual([0, 1, 2]);
      }
    }

    // The uninterrupted run of the same tasks, here: the same outputs.
    const local = localScheduler({ slots: 2 });
    const { submissions: subs } = await submitJob(join(root, 'job-reference'), reference, local);
    await local.settled(subs[0]!);
    expect(dirsOf(spec).map(csvOutputs)).toEqual(dirsOf(reference).map(csvOutputs));
  }, 600_000);
});
