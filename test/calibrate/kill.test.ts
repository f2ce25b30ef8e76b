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

/** When to kill: at once after the start (within `ms`), or as soon as the journal holds `entries` evaluations. */
type Kill = { readonly ms: number } | { readonly entries: number };

/** Evaluations in a journal, complete lines only (−1 while it does not exist). */
function journaled(path: string): number {
  try {
    return Math.max(0, readFileSync(path, 'utf8').split('\n').length - 2);
  } catch {
    return -1;
  }
}

/**
 * Runs `rvkit calibrate`; kills it with SIGKILL at the moment `kill` says (the moments follow the
 * calibration's own progress, not the clock, so a slow or fast machine kills it at the same stages).
 */
function calibrate(
  args: readonly string[],
  kill?: Kill,
  journal?: string,
): Promise<{ code: number | null; signal: string | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, 'calibrate', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    let timer: NodeJS.Timeout | null = null;
    if (kill && 'ms' in kill) timer = setTimeout(() => child.kill('SIGKILL'), kill.ms);
    else if (kill)
      timer = setInterval(() => {
        if (journaled(journal!) >= kill.entries) child.kill('SIGKILL');
      }, 5);
    child.on('close', (code, signal) => {
      if (timer) clearInterval(timer);
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
    const whole = await calibrate(args(reference));
    expect(whole.stderr).not.toMatch(/Error/);
    expect(whole.code).toBe(0);

    const model = await gr4jCopy();
    const journal = join(model, 'calibration', 'journal.jsonl');
    // First while it starts (no calibration finishes within a tenth of a second), then as soon as its
    // journal exists, then at random stages: as soon as the journal holds k of the 15 evaluations, whatever
    // the slots, Raven or the journal's writes are doing then.
    const kills: Kill[] = [{ ms: Math.random() * 100 }, { entries: 0 }];
    for (const k of [2, 5, 8, 11, 13]) if (Math.random() < 0.6) kills.push({ entries: k });
    let killed = 0;
    for (const [n, kill] of kills.entries()) {
      const run = await calibrate([...args(model), ...(n === 0 ? [] : ['--resume'])], kill, journal);
      if (run.signal !== 'SIGKILL') break;
      killed++;
    }
    expect(killed).toBeGreaterThan(0);
    const end = await calibrate([...args(model), '--resume']);
    expect(end.code).toBe(0);
    expect(evaluations(model)).toEqual(evaluations(reference));
    expect(readFileSync(join(model, 'raven-gr4j-salmon.rvp'), 'latin1')).toBe(
      readFileSync(join(reference, 'raven-gr4j-salmon.rvp'), 'latin1'),
    );
  }, 900_000);
});
