/**
 * Stopping a job reaches Raven. A task's commands start through the engine's one process path (their own
 * process group, recorded among the program's live processes): a signal to `rvkit cluster submit --local`
 * stops the Raven runs of its tasks before rvkit exits, and `rvkit cluster cancel` on the real Slurm stops a
 * task's Raven through the task itself, which records that it was stopped. A held engine (a RAVEN_BINARY that
 * waits for the word go) makes the moment of the signal certain.
 */
import { join } from 'node:path';
import { readJob, readTaskRecord } from '../../src/cluster/index.js';
import { processAlive } from '../../src/cluster/processAlive.js';
import { tempDir } from '../engine/helpers.js';
import {
  copyQuick,
  heldPid,
  hold,
  holdingRaven,
  reachedHold,
  release,
  rvkit,
  rvkitWith,
  startRvkit,
} from './helpers.js';
import { slurmForTests } from './slurmCluster.js';

slurmForTests();

const afterEachTest: (() => void)[] = [];
afterEach(() => afterEachTest.splice(0).forEach((f) => f()));

test('SIGTERM to rvkit cluster submit --local: its tasks and their Raven stop, recorded; the resume finishes', async () => {
  const root = await tempDir('rvkit-cluster-signals-');
  const a = hold(copyQuick(root, 'a', 0));
  copyQuick(root, 'b', 1);
  const env = { ...process.env, RAVEN_BINARY: holdingRaven(root) };
  const args = [
    'cluster',
    'submit',
    '--local',
    '--max-running',
    '1',
    'a',
    'b',
    '--job-dir',
    'job',
    '--',
    'run',
  ];
  const { child, ended } = startRvkit(env, args, root);
  // Whatever happens, the held engine is let go at the end (an orphan would otherwise wait for ever).
  afterEachTest.push(() => release(a));
  await reachedHold(a);
  const engine = heldPid(a);
  child.kill('SIGTERM');
  const { code, err } = await ended;
  expect(code).toBe(143);
  expect(err).toMatch(
    /rvkit: stopped by SIGTERM; to finish the job: rvkit cluster submit --resume job --local\n/,
  );
  // rvkit exited only after the engine it ran had gone: nothing runs on, orphaned.
  expect(processAlive(engine)).toBe(false);
  const job = await readJob(join(root, 'job'));
  const first = await readTaskRecord(job.dir, 0);
  expect(first.end).toMatchObject({ state: 'stopped', signal: 'SIGTERM' });
  // The task waiting behind it never started.
  expect((await readTaskRecord(job.dir, 1)).attempts).toBe(0);

  release(a);
  const resumed = await rvkitWith(env, ['cluster', 'submit', '--resume', 'job', '--local'], root);
  // The whole result on a failure: what the resume printed says why.
  expect(resumed).toMatchObject({ code: 0, out: expect.stringMatching(/2 tasks: 2 done/) });
  expect((await readTaskRecord(job.dir, 0)).attempts).toBe(2);
  expect((await readTaskRecord(job.dir, 1)).attempts).toBe(1);
}, 300_000);

test('rvkit cluster cancel on Slurm: the task passes SIGTERM on to its Raven and records that it stopped', async () => {
  const root = await tempDir('rvkit-cluster-signals-');
  const a = hold(copyQuick(root, 'a', 0));
  const env = { ...process.env, RAVEN_BINARY: holdingRaven(root) };
  const submitted = await rvkitWith(env, ['cluster', 'submit', 'a', '--job-dir', 'job', '--', 'run'], root);
  expect(submitted.code).toBe(0);
  afterEachTest.push(() => release(a));
  await reachedHold(a);
  const engine = heldPid(a);
  const cancelled = await rvkit(['cluster', 'cancel', 'job'], root);
  expect(cancelled.out).toBe('cancelled 1 waiting or running task(s)\n');
  // Once the task has ended, its engine is gone too: the task waited for it.
  const status = await rvkit(['cluster', 'status', 'job', '--wait'], root);
  expect(processAlive(engine)).toBe(false);
  expect(status.out).toMatch(/1 task: 1 failed/);
  expect(status.out).toMatch(/ a +failed .*stopped by SIGTERM/);
  expect(status.out).toMatch(/1 task to run again: rvkit cluster submit --resume job\n$/);
}, 300_000);
