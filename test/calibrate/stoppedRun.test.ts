/**
 * A scheduler cancelling a job (scancel) or a user pressing Ctrl-C signals every process at once: the running
 * model may die of the signal, and its end be seen, before `rvkit calibrate` handles its own copy. That run was
 * interrupted, not failed: it must not reach the journal as a failed evaluation (a resume would never run it
 * again). The model here is the real Raven for two evaluations, then a run that waits to be killed; the test
 * kills that run with SIGTERM first and the calibration a moment later, the order in which a cancelled job's
 * processes can see their signals.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';
import { findEngine } from '../../src/engine/discovery.js';
import { CLI, GR4J_PARAMS, gr4jCopy, removeTemporaryDirs, tempDir } from './helpers.js';

afterAll(removeTemporaryDirs);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('a run killed by SIGTERM just before the calibration is stopped is not journaled as a failure', async () => {
  const model = await gr4jCopy();
  const dir = await tempDir();
  const pidFile = join(dir, 'pid');
  const engine = join(dir, 'engine.sh');
  // The third run waits (exec: the process rvkit started is the one killed).
  writeFileSync(
    engine,
    `#!/bin/sh\nn=$(cat "${dir}/count" 2>/dev/null || echo 0)\nn=$((n+1))\necho $n > "${dir}/count"\n` +
      `if [ $n -ge 3 ]; then echo $$ > "${pidFile}"; exec sleep 120; fi\nexec "${findEngine().path}" "$@"\n`,
  );
  chmodSync(engine, 0o755);
  const child = spawn(
    process.execPath,
    [CLI, 'calibrate', model, ...GR4J_PARAMS.flatMap((p) => ['-p', p]), '-n', '6', '-j', '1'],
    { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, RAVEN_BINARY: engine } },
  );
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  for (let i = 0; i < 1200 && !existsSync(pidFile); i++) await pause(50);
  const pid = Number(readFileSync(pidFile, 'utf8'));
  process.kill(pid, 'SIGTERM');
  // The calibration's own signal comes later than the model's end (a busy node, a forwarding parent).
  await pause(300);
  child.kill('SIGTERM');
  expect(await exit).toBe(128 + constants.signals.SIGTERM);
  expect(stderr).toContain('interrupted; every finished evaluation is in the journal');
  const entries = readFileSync(join(model, 'calibration', 'journal.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => JSON.parse(l) as { i: number; ok: boolean });
  expect(entries.map((e) => [e.i, e.ok])).toEqual([
    [1, true],
    [2, true],
  ]);
}, 180_000);
