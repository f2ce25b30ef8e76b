/**
 * Signals reach every process rvkit started (issue 23 item 9, beyond `rvkit run`, which test/engine covers):
 *
 * - `rvkit calibrate` stopped by SIGTERM, SIGINT or SIGHUP while Raven runs passes the signal to that Raven
 *   (seen pending on the Raven, held stopped until then so that it cannot end by itself first), waits for
 *   it, exits with 128 + the signal's number, and leaves a journal of finished evaluations that --resume
 *   continues to the end of the uninterrupted calibration;
 * - a task of a cluster job (`rvkit cluster task`) stopped by SIGTERM stops its command and every process
 *   the command started (a script's own child), through the engine layer's one process path.
 *
 * Every wait is on a condition (a process seen, a signal pending, a process gone), never on a time.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';
import { createJobDir } from '../../src/cluster/jobDir.js';
import { CLI } from '../calibrate/helpers.js';
import { caseDirs, processes, processInfo, same, tree, type Tree } from './harness.js';
import { CALIBRATION, tinyModelCase } from './models.js';

const caseDir = caseDirs('rvkit-signals-');

/** True once a process is gone or dead (a zombie). */
const gone = (pid: number) => ['Z', 'X', undefined].includes(processInfo(pid)?.state);

/** True when `signal` is pending on the process (its own or its thread group's pending set). */
function pending(pid: number, signal: NodeJS.Signals): boolean {
  const bit = 1n << BigInt(constants.signals[signal] - 1);
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'latin1');
  } catch {
    return false;
  }
  return [...status.matchAll(/^(?:SigPnd|ShdPnd):\s*([0-9a-f]+)$/gm)].some(
    (m) => (BigInt(`0x${m[1]}`) & bit) !== 0n,
  );
}

/** Waits until `condition` holds, checking every few milliseconds; fails after `maxMs` (a broken promise of
 * the code under test, not a slow machine: the conditions come true at once when it works). */
async function until(condition: () => boolean, what: string, maxMs = 120_000): Promise<void> {
  const end = Date.now() + maxMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`never happened: ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Starts the rvkit command line; resolves its exit. */
function rvkit(args: readonly string[]) {
  const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exit = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stderr })),
  );
  return { child, exit };
}

/** The journal's evaluations (what decides a calibration), by number. */
function evaluations(dir: string): string {
  const text = readFileSync(join(dir, 'model', 'calibration', 'journal.jsonl'), 'utf8');
  const entries = text
    .split('\n')
    .slice(1)
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as { i: number; x: number[]; cost: number | null; ok: boolean; final?: true })
    .map(({ i, x, cost, ok, final }) => ({ i, x, cost, ok, ...(final && { final }) }))
    .sort((a, b) => a.i - b.i);
  return JSON.stringify(entries);
}

/** The calibration of models.ts with a larger budget (time to stop it while Raven runs). */
const ARGS = CALIBRATION.map((a, i) => (CALIBRATION[i - 1] === '-n' ? '24' : a));

describe('rvkit calibrate stopped by a signal', () => {
  let reference = '';
  let calibrated: Tree = new Map();

  beforeAll(async () => {
    const dir = caseDir();
    tinyModelCase(dir);
    const r = await rvkit(['calibrate', join(dir, 'model'), ...ARGS]).exit;
    if (r.code !== 0) throw new Error(`the calibration failed: ${r.stderr}`);
    reference = evaluations(dir);
    calibrated = tree(join(dir, 'model'), ['calibration']);
  }, 300_000);

  it.each(['SIGTERM', 'SIGINT', 'SIGHUP'] as const)(
    '%s reaches the running Raven; exit 128 + n; --resume ends as the uninterrupted run',
    async (signal) => {
      const dir = caseDir();
      tinyModelCase(dir);
      const { child, exit } = rvkit(['calibrate', join(dir, 'model'), ...ARGS]);
      const pid = child.pid!;
      // Once an evaluation is journaled, a Raven of this calibration, held stopped: it cannot end before the
      // signal reaches it.
      const journal = join(dir, 'model', 'calibration', 'journal.jsonl');
      await until(
        () => existsSync(journal) && readFileSync(journal, 'utf8').split('\n').length > 2,
        'an evaluation journaled',
      );
      let raven: number | undefined;
      while (raven === undefined) {
        let candidate: number | undefined;
        await until(() => {
          candidate = processes().find((n) => {
            const p = processInfo(n);
            if (p?.comm !== 'raven' || p.state === 'Z') return false;
            // Started by rvkit itself, or by the rvkit-launch process it keeps per worker.
            const parent = p.ppid === pid ? undefined : processInfo(p.ppid);
            return p.ppid === pid || (parent?.ppid === pid && parent.comm === 'rvkit-launch');
          });
          return candidate !== undefined;
        }, 'a Raven started by rvkit calibrate');
        try {
          process.kill(candidate!, 'SIGSTOP');
        } catch {
          continue; // gone meanwhile
        }
        // Stopped, or it ended before the stop reached it: then the next one.
        await until(
          () => ['T', 'Z', undefined].includes(processInfo(candidate!)?.state),
          'the Raven stopped or ended',
        );
        if (processInfo(candidate!)?.state === 'T') raven = candidate;
      }
      process.kill(pid, signal);
      await until(() => pending(raven!, signal), `${signal} passed on to Raven`);
      process.kill(raven!, 'SIGCONT');
      const r = await exit;
      expect(r.code).toBe(128 + constants.signals[signal]);
      expect(r.stderr).toMatch(/continue with --resume/);
      expect(gone(raven!)).toBe(true);

      // Every journaled evaluation is one of the uninterrupted run's; --resume finishes it the same way.
      const partial = JSON.parse(evaluations(dir)) as { i: number }[];
      const whole = JSON.parse(reference) as { i: number }[];
      expect(partial.length).toBeLessThan(whole.length);
      for (const e of partial) expect(e).toEqual(whole.find((w) => w.i === e.i));
      const resumed = await rvkit(['calibrate', join(dir, 'model'), ...ARGS, '--resume']).exit;
      expect(resumed.code).toBe(0);
      expect(evaluations(dir)).toBe(reference);
      expect(same(tree(join(dir, 'model'), ['calibration']), calibrated)).toBe(true);
    },
    300_000,
  );
});

describe('a cluster task stopped by SIGTERM', () => {
  it('stops its command and the processes the command started', async () => {
    const root = caseDir();
    const marker = join(root, 'grandchild');
    // A script that starts a process of its own and waits for it (as a task script running a model does).
    const script = `sleep 600 & echo $! > ${marker}.tmp && mv ${marker}.tmp ${marker}; wait`;
    const job = await createJobDir(join(root, 'job'), {
      name: 'signals',
      tasks: [{ name: 'script', commands: [{ argv: ['bash', '-c', script], cwd: root }] }],
    });
    const { child, exit } = rvkit(['cluster', 'task', job.dir, '0']);
    await until(() => existsSync(marker), 'the script started its own process');
    const grandchild = Number(readFileSync(marker, 'utf8'));
    expect(gone(grandchild)).toBe(false);
    process.kill(child.pid!, 'SIGTERM');
    const r = await exit;
    expect(r.code).toBe(143);
    await until(() => gone(grandchild), "the script's own process stopped with it");
    const record = readFileSync(join(job.dir, 'tasks', readdirSync(join(job.dir, 'tasks'))[0]!), 'utf8');
    expect(record).toMatch(/"state":"stopped"/);
  }, 300_000);
});
