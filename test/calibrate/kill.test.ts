/**
 * A calibration killed with SIGKILL at random moments, several times, then continued with --resume, ends
 * with the journal of a calibration that was never interrupted (same seed): no evaluation lost, none run
 * twice, the same parameter sets and objectives. Serial DDS, and parallel DDS in its synchronous mode (two
 * workers), whose evaluations do not depend on timing. The command line runs as a user runs it.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JournalEntry } from '../../src/calibrate/index.js';
import { CLI, GR4J_PARAMS, gr4jCopy, removeTemporaryDirs } from './helpers.js';

afterAll(removeTemporaryDirs);

/** Runs `rvkit calibrate`; kills it with SIGKILL after `killAfterMs` when given. Resolves to its exit. */
function calibrate(
  args: readonly string[],
  killAfterMs?: number,
): Promise<{ code: number | null; signal: string | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, 'calibrate', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = killAfterMs === undefined ? null : setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.on('close', (code, signal) => {
      if (timer) clearTimeout(timer);
      resolve({ code, signal, stderr });
    });
  });
}

/** The journal's evaluations: what decides a calibration (not when or where they ran), by number. */
function evaluations(model: string): Pick<JournalEntry, 'i' | 'x' | 'cost' | 'ok' | 'final'>[] {
  return readFileSync(join(model, 'calibration', 'journal.jsonl'), 'utf8')
    .split('\n')
    .slice(1)
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as JournalEntry)
    .map(({ i, x, cost, ok, final }) => ({ i, x, cost, ok, ...(final && { final }) }))
    .sort((a, b) => a.i - b.i);
}

describe.each([
  ['serial DDS', ['-j', '1']],
  ['synchronous parallel DDS', ['-j', '2', '--sync', '--width', '3']],
])('%s killed and resumed', (_name, mode) => {
  it('ends with the journal of an uninterrupted run', async () => {
    const args = (model: string) => [
      model,
      ...GR4J_PARAMS.flatMap((p) => ['-p', p]),
      '-n',
      '14',
      '--seed',
      '17',
      ...mode,
    ];
    const reference = await gr4jCopy();
    const started = Date.now();
    const whole = await calibrate(args(reference));
    const wholeMs = Date.now() - started;
    expect(whole.stderr).not.toMatch(/Error/);
    expect(whole.code).toBe(0);

    const model = await gr4jCopy();
    let kills = 0;
    let first = true;
    for (let attempt = 0; attempt < 8 && kills < 3; attempt++) {
      // Within the run, whatever the machine's speed: while it starts, writes, runs Raven, or appends the
      // journal (a fraction of what the uninterrupted run took; each resume redoes less).
      const delay = wholeMs * (0.1 + Math.random() * 0.4);
      const run = await calibrate([...args(model), ...(first ? [] : ['--resume'])], delay);
      first = false;
      if (run.signal === 'SIGKILL') kills++;
      else break;
    }
    expect(kills).toBeGreaterThan(0);
    const end = await calibrate([...args(model), '--resume']);
    expect(end.code).toBe(0);
    expect(evaluations(model)).toEqual(evaluations(reference));
    expect(readFileSync(join(model, 'raven-gr4j-salmon.rvp'), 'latin1')).toBe(
      readFileSync(join(reference, 'raven-gr4j-salmon.rvp'), 'latin1'),
    );
  }, 900_000);
});
