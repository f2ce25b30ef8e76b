/**
 * Many short tasks on a few workers (`--workers N`), on the real single-node Slurm: Slurm starts N array
 * tasks, each taking the next task nobody took; a worker cancelled leaves its task stopped and the tasks it
 * had not reached "not reached", and the one-line resume finishes them.
 */
import { join } from 'node:path';
import { readJob, readSubmissions, readTaskRecord } from '../../src/cluster/index.js';
import { tempDir } from '../engine/helpers.js';
import { copyQuick, hold, holdingRaven, reachedHold, release, rvkit, rvkitWith } from './helpers.js';
import { slurmForTests, slurmOut } from './slurmCluster.js';

slurmForTests();

/** Six model copies under `root`, named m0…m5. */
function models(root: string): string[] {
  return Array.from({ length: 6 }, (_, i) => {
    copyQuick(root, `m${i}`, i);
    return `m${i}`;
  });
}

test('six tasks on two workers: every task done by one of the two', async () => {
  const root = await tempDir('rvkit-cluster-workers-');
  const submitted = await rvkit(
    ['cluster', 'submit', ...models(root), '--workers', '2', '--job-dir', 'job', '--wait', '--', 'run'],
    root,
  );
  expect(submitted.code).toBe(0);
  expect(submitted.out).toMatch(/Slurm job array \d+: 6 task\(s\)/);
  expect(submitted.out).toMatch(/6 tasks: 6 done/);
  const job = await readJob(join(root, 'job'));
  const [submission] = await readSubmissions(job);
  expect(submission!.tasksFile).toBeDefined();
  const ids = new Set<string>();
  for (let i = 0; i < 6; i++) ids.add((await readTaskRecord(job.dir, i)).start!.id);
  for (const id of ids) expect([`${submission!.id}_0`, `${submission!.id}_1`]).toContain(id);
}, 300_000);

test('a worker cancelled: its task stopped, the others not reached, the resume finishes them', async () => {
  const root = await tempDir('rvkit-cluster-workers-');
  const names = models(root);
  // The second task's run waits for the word go: the worker is cancelled while it is on it.
  const second = hold(join(root, 'm1'));
  const env = { ...process.env, RAVEN_BINARY: holdingRaven(root) };
  const args = ['cluster', 'submit', ...names, '--workers', '1', '--job-dir', 'job', '--', 'run'];
  expect((await rvkitWith(env, args, root)).code).toBe(0);
  const job = await readJob(join(root, 'job'));
  await reachedHold(second);
  const id = (await readTaskRecord(job.dir, 1)).start!.id;
  const pending = await rvkit(['cluster', 'status', 'job'], root);
  expect(pending.out).toMatch(/pending .*waiting for one of 1 running worker/);
  await slurmOut('scancel', [id]);
  const after = await rvkit(['cluster', 'status', 'job', '--wait'], root);
  expect(after.code).toBe(1);
  const lines = after.out.split('\n');
  const line = (name: string) => lines.find((l) => new RegExp(` ${name} +\\w+ `).test(l)) ?? '';
  expect(after.out).toMatch(/6 tasks: 1 done, 5 failed/);
  expect(line('m1')).toMatch(/failed .*(stopped by SIGTERM|cancelled)/);
  for (const name of ['m2', 'm3', 'm4', 'm5']) expect(line(name)).toMatch(/failed .*not reached/);

  release(second);
  const resumed = await rvkit(['cluster', 'submit', '--resume', 'job', '--wait'], root);
  expect(resumed.code).toBe(0);
  expect(resumed.out).toMatch(/5 task\(s\) submitted again; 1 done, skipped/);
  expect(resumed.out).toMatch(/6 tasks: 6 done/);
  expect((await readTaskRecord(job.dir, 0)).attempts).toBe(1);
}, 300_000);
