/**
 * A stopping signal that reaches `rvkit calibrate` twice at once (Slurm's scancel signals every process of a
 * job step, and `rvkit cluster task` forwards its own SIGTERM) is one request: the running model gets it once
 * and its grace to stop, never SIGKILL. A user who asks again (a second Ctrl-C) gets the model killed at once.
 *
 * The model program is the real Raven behind a wrapper (recordingEngine.ts) that, once Raven has run, stays like
 * a long model run and, when signalled, records the signal and takes a few seconds to stop (within rvkit's ten
 * seconds of grace): a SIGKILL cuts it short, which its record shows.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { constants } from 'node:os';
import { CLI, GR4J_PARAMS, gr4jCopy, removeTemporaryDirs, tempDir } from './helpers.js';
import { recordingEngine } from './recordingEngine.js';

afterAll(removeTemporaryDirs);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (polls, not a timing check) until the engine's record has `lines` lines. */
async function recorded(record: string, lines: number): Promise<string> {
  const text = () => (existsSync(record) ? readFileSync(record, 'utf8') : '');
  for (let i = 0; i < 1200 && text().split('\n').length <= lines; i++) await pause(50);
  return text();
}

/**
 * Runs `rvkit calibrate` on an engine that takes `stopSeconds` to stop; when the engine runs, sends the first of
 * `signals`, and the others once the engine has recorded that one (signals sent back to back may reach the
 * process as one); returns how it ended.
 */
async function interrupted(
  signals: readonly NodeJS.Signals[],
  stopSeconds: number,
): Promise<{ code: number | null; record: string[] }> {
  const model = await gr4jCopy();
  const engine = recordingEngine(await tempDir(), { stopSeconds });
  const child = spawn(
    process.execPath,
    [CLI, 'calibrate', model, ...GR4J_PARAMS.flatMap((p) => ['-p', p]), '-n', '6', '-j', '1'],
    { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, RAVEN_BINARY: engine.path } },
  );
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  expect(await recorded(engine.record, 1)).toBe('running\n');
  const [first, ...others] = signals;
  child.kill(first);
  expect(await recorded(engine.record, 2)).toBe(`running\n${first!.slice(3)}\n`);
  for (const signal of others) child.kill(signal);
  const code = await exit;
  expect(stderr).toContain('interrupted; every finished evaluation is in the journal');
  return { code, record: readFileSync(engine.record, 'utf8').trim().split('\n') };
}

it('SIGTERM twice (scancel and a forwarding parent): the model gets its grace, not SIGKILL', async () => {
  // Two seconds to stop: well within rvkit's ten seconds of grace.
  const { code, record } = await interrupted(['SIGTERM', 'SIGTERM'], 2);
  expect(code).toBe(128 + constants.signals.SIGTERM);
  expect(record).toEqual(['running', 'TERM', 'stopped']);
}, 120_000);

it('a second Ctrl-C (SIGINT twice): the model is killed at once', async () => {
  // Eight seconds to stop, within the grace: only a SIGKILL keeps it from writing 'stopped'.
  const { code, record } = await interrupted(['SIGINT', 'SIGINT'], 8);
  expect(code).toBe(128 + constants.signals.SIGINT);
  expect(record).not.toContain('stopped');
}, 120_000);
