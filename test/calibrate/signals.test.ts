/**
 * A stopping signal that reaches `rvkit calibrate` twice at once (Slurm's scancel signals every process of a
 * job step, and `rvkit cluster task` forwards its own SIGTERM) is one request: the running model gets it once
 * and its grace to stop, never SIGKILL. A user who asks again (a second Ctrl-C) gets the model killed at once.
 *
 * The model program is the real Raven behind a wrapper that, once Raven has run, stays like a long model run
 * and, when signalled, records the signal and takes two seconds to stop (well within rvkit's ten seconds of
 * grace): a SIGKILL cuts it short, which its record shows.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';
import { findEngine } from '../../src/engine/index.js';
import { CLI, GR4J_PARAMS, gr4jCopy, removeTemporaryDirs, tempDir } from './helpers.js';

afterAll(removeTemporaryDirs);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A model program that runs Raven, then stays until a signal, which it records before it goes. */
async function recordingEngine(): Promise<{ path: string; record: string }> {
  const dir = await tempDir();
  const record = join(dir, 'record.txt');
  const path = join(dir, 'engine.sh');
  const stop = (signal: string, status: number) =>
    `trap 'echo ${signal} >> "$RECORD"; kill $pid 2>/dev/null; sleep 2; echo stopped >> "$RECORD"; exit ${status}' ${signal}`;
  writeFileSync(
    path,
    [
      '#!/bin/bash',
      `RECORD=${JSON.stringify(record)}`,
      stop('TERM', 143),
      stop('INT', 130),
      `${JSON.stringify(findEngine().path)} "$@"`,
      'sleep 600 & pid=$!',
      'echo running >> "$RECORD"',
      'wait $pid',
      '',
    ].join('\n'),
  );
  chmodSync(path, 0o755);
  return { path, record };
}

/** Runs `rvkit calibrate` on the engine; sends `signals` at once when the engine runs; returns how it ended. */
async function interrupted(
  signals: readonly NodeJS.Signals[],
): Promise<{ code: number | null; record: string[] }> {
  const model = await gr4jCopy();
  const engine = await recordingEngine();
  const child = spawn(
    process.execPath,
    [CLI, 'calibrate', model, ...GR4J_PARAMS.flatMap((p) => ['-p', p]), '-n', '6', '-j', '1'],
    { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, RAVEN_BINARY: engine.path } },
  );
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  // The test's bound on waiting for the engine to start (polls, not a timing check).
  for (let i = 0; i < 1200 && !(existsSync(engine.record) && readFileSync(engine.record, 'utf8')); i++)
    await pause(50);
  expect(readFileSync(engine.record, 'utf8')).toBe('running\n');
  for (const signal of signals) child.kill(signal);
  const code = await exit;
  expect(stderr).toContain('interrupted; every finished evaluation is in the journal');
  return { code, record: readFileSync(engine.record, 'utf8').trim().split('\n') };
}

it('SIGTERM twice at once (scancel and a forwarding parent): the model gets its grace, not SIGKILL', async () => {
  const { code, record } = await interrupted(['SIGTERM', 'SIGTERM']);
  expect(code).toBe(128 + constants.signals.SIGTERM);
  expect(record).toEqual(['running', 'TERM', 'stopped']);
}, 120_000);

it('a second Ctrl-C (SIGINT twice): the model is killed at once', async () => {
  const { code, record } = await interrupted(['SIGINT', 'SIGINT']);
  expect(code).toBe(128 + constants.signals.SIGINT);
  expect(record).not.toContain('stopped');
}, 120_000);
