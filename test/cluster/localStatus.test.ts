/**
 * The status of a job this process runs with --local, asked through every known scheduler as the CLI does: the
 * queue of this process answers for its tasks, and a fresh local scheduler listed after it (which knows no
 * queue) does not hide them. A task still waiting behind a held one is pending, not "never started".
 */
import { join } from 'node:path';
import { jobStatus, localScheduler, submitJob } from '../../src/cluster/index.js';
import { tempDir } from '../engine/helpers.js';
import { copyQuick, hold, holdingRaven, reachedHold, release, runTask } from './helpers.js';

test('a waiting --local task is pending while the one before it runs, whatever schedulers follow', async () => {
  const root = await tempDir('rvkit-cluster-local-');
  const a = hold(copyQuick(root, 'a', 0));
  const b = copyQuick(root, 'b', 1);
  const spec = {
    name: 'two',
    tasks: [runTask('a', [a]), runTask('b', [b])],
    env: { RAVEN_BINARY: holdingRaven(root) },
    resources: { maxRunning: 1 },
  };
  const local = localScheduler();
  const { job, submissions } = await submitJob(join(root, 'job'), spec, local);
  try {
    await reachedHold(a);
    const status = await jobStatus(job, [local, localScheduler()]);
    expect(status.tasks.map((t) => [t.name, t.state])).toEqual([
      ['a', 'running'],
      ['b', 'pending'],
    ]);
  } finally {
    release(a);
    await local.settled(submissions[0]!);
  }
  const end = await jobStatus(job, [local, localScheduler()]);
  expect(end.tasks.map((t) => t.state)).toEqual(['done', 'done']);
}, 300_000);
