/**
 * An array task runs rvkit's own commands in its own process (one node start per task, not two), on the real
 * single-node Slurm: the Raven a task's `rvkit run` starts is a child of the task's process itself; a
 * calibration in a task stopped by scancel gets the one SIGTERM Slurm sends, its model program gets its grace
 * (no second copy of the signal, so no SIGKILL), the task is recorded stopped by SIGTERM, and the resubmitted
 * task continues the calibration to its end.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readJob, readTaskRecord } from '../../src/cluster/index.js';
import { GR4J_PARAMS, gr4jCopy } from '../calibrate/helpers.js';
import { recordingEngine } from '../calibrate/recordingEngine.js';
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
  until,
} from './helpers.js';
import { slurmForTests } from './slurmCluster.js';

slurmForTests();

const afterEachTest: (() => void)[] = [];
afterEach(() => afterEachTest.splice(0).forEach((f) => f()));

/** The parent process of `pid`, from /proc (field 4 of stat, after the command's name in parentheses). */
function parentOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

test('rvkit run in a Slurm array task: its Raven is a child of the task process itself', async () => {
  const root = await tempDir('rvkit-cluster-inprocess-');
  const a = hold(copyQuick(root, 'a', 0));
  const env = { ...process.env, RAVEN_BINARY: holdingRaven(root) };
  const submitted = await rvkitWith(env, ['cluster', 'submit', 'a', '--job-dir', 'job', '--', 'run'], root);
  expect(submitted.code).toBe(0);
  afterEachTest.push(() => release(a));
  await reachedHold(a);
  const job = await readJob(join(root, 'job'));
  const task = await until('the task started', async () => (await readTaskRecord(job.dir, 0)).start);
  expect(parentOf(heldPid(a))).toBe(task.pid);
  release(a);
  const status = await rvkit(['cluster', 'status', 'job', '--wait'], root);
  expect(status.out).toMatch(/1 task: 1 done/);
  expect(existsSync(join(a, 'output'))).toBe(true);
}, 300_000);

test('rvkit cluster cancel (scancel) of a calibration in a Slurm task: one SIGTERM, the model its grace, recorded stopped; the resume ends it', async () => {
  const root = await tempDir('rvkit-cluster-inprocess-');
  const model = await gr4jCopy();
  // At its third run (two evaluations journaled before it); half a second to stop, well within the grace.
  const engine = recordingEngine(root, { holdAtRun: 3, stopSeconds: 0.5 });
  const env = { ...process.env, RAVEN_BINARY: engine.path };
  const params = GR4J_PARAMS.flatMap((p) => ['-p', p]);
  const args = ['calibrate', model, ...params, '-n', '6', '-j', '1', '--seed', '3'];
  const submitted = await rvkitWith(env, [...args, '--slurm', '--job-dir', 'job'], root);
  expect(submitted.err).toBe('');
  expect(submitted.code).toBe(0);
  await until('the model program running', async () =>
    existsSync(engine.record) && readFileSync(engine.record, 'utf8') !== '' ? true : undefined,
  );
  const job = await readJob(join(root, 'job'));
  const cancelled = await rvkit(['cluster', 'cancel', 'job'], root);
  expect(cancelled.out).toBe('cancelled 1 waiting or running task(s)\n');
  const status = await rvkit(['cluster', 'status', 'job', '--wait'], root);
  expect(status.out).toMatch(/stopped by SIGTERM/);
  // The model program was let stop in its own time: no second copy of the signal turned into SIGKILL.
  const record = readFileSync(engine.record, 'utf8').trim().split('\n');
  expect(record[0]).toBe('running');
  expect(record.at(-1)).toBe('stopped');
  const first = await readTaskRecord(job.dir, 0);
  expect(first.end).toMatchObject({ state: 'stopped', signal: 'SIGTERM', exitCode: 143 });
  // The evaluations that ended before the stop are journaled (a header line, then one line each).
  const journal = join(model, 'calibration', 'journal.jsonl');
  const before = readFileSync(journal, 'utf8').trim().split('\n');
  expect(before.length).toBe(3);

  const resumed = await rvkitWith(env, ['cluster', 'submit', '--resume', 'job'], root);
  expect(resumed.code).toBe(0);
  expect((await rvkit(['cluster', 'status', 'job', '--wait'], root)).out).toMatch(/1 task: 1 done/);
  const second = await readTaskRecord(job.dir, 0);
  expect(second.done).toBe(true);
  expect(second.attempts).toBe(2);
  // The resumed calibration kept the evaluations before the stop, and ended as the same calibration run
  // here without a stop (same seed) ends.
  const after = readFileSync(journal, 'utf8').trim().split('\n');
  expect(after.slice(0, before.length)).toEqual(before);
  const uninterrupted = await gr4jCopy();
  const local = await rvkit(
    args.map((arg) => (arg === model ? uninterrupted : arg)),
    root,
  );
  expect(local.code).toBe(0);
  const evaluations = (text: string) =>
    text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { i?: number; x?: number[]; cost?: number })
      .filter((e) => e.i !== undefined)
      .map(({ i, x, cost }) => ({ i, x, cost }));
  const expected = evaluations(readFileSync(join(uninterrupted, 'calibration', 'journal.jsonl'), 'utf8'));
  expect(expected.length).toBeGreaterThanOrEqual(6);
  expect(evaluations(after.join('\n'))).toEqual(expected);
}, 300_000);
