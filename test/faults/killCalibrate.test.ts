/**
 * `rvkit calibrate` killed with SIGKILL at random moments and at each step of its write-back of the best set
 * (two files: the .rvp and, through a tied value, the .rvc), Raven with it: after the next run's recovery the
 * model is entirely as before or entirely calibrated, nothing outside it changed, the journal holds only
 * evaluations of an uninterrupted calibration (same seed: the same sets and costs), and `rvkit calibrate
 * --resume` ends every killed run with the journal and the model of the uninterrupted one (issue 23, the
 * fault suite; calibration/ is the calibration's own directory, compared through its journal).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { caseDirs, runChild, same, tree, type Tree } from './harness.js';
import { expectHeld, killLoop } from './killLoop.js';
import { CALIBRATION, tinyModelCase } from './models.js';

const caseDir = caseDirs('rvkit-calibrate-');

/** What decides a calibration in a journal line (not when or where it ran). */
interface Evaluation {
  readonly i: number;
  readonly x: readonly number[];
  readonly cost: number | null;
  readonly ok: boolean;
  readonly final?: true;
}

/** The journal's complete evaluations (a last line cut by the kill is left out, as --resume drops it), or
 * what is wrong with it. */
function journaled(caseDir: string): Evaluation[] | string {
  const path = join(caseDir, 'model', 'calibration', 'journal.jsonl');
  if (!existsSync(path)) return [];
  const text = readFileSync(path, 'utf8');
  const lines = text
    .slice(0, text.lastIndexOf('\n') + 1)
    .split('\n')
    .slice(0, -1);
  if (lines.length === 0) return [];
  try {
    const header = JSON.parse(lines[0]!) as { journal?: string };
    if (header.journal !== 'rvkit-calibration') return `journal line 1 is not its header: ${lines[0]}`;
    return lines.slice(1).map((l) => {
      const { i, x, cost, ok, final } = JSON.parse(l) as Evaluation;
      return { i, x, cost, ok, ...(final && { final }) };
    });
  } catch (e) {
    return `a damaged line in the journal: ${(e as Error).message}`;
  }
}

/** The command line of the calibration into a copy (`-o <case>/out`), or of the one in place. */
function argv(dir: string, toCopy: boolean, more: readonly string[] = []): string[] {
  return [join(dir, 'model'), ...CALIBRATION, ...(toCopy ? ['-o', join(dir, 'out')] : []), ...more];
}

/** The calibrated files: the model (in place) or its copy. */
const result = (dir: string, toCopy: boolean) => tree(join(dir, toCopy ? 'out' : 'model'), ['calibration']);

describe('rvkit calibrate under SIGKILL', () => {
  let reference: Evaluation[] = [];
  const calibrated = new Map<boolean, Tree>();
  let resumed = 0;

  beforeAll(async () => {
    for (const toCopy of [false, true]) {
      const dir = caseDir();
      tinyModelCase(dir);
      const r = await runChild('calibrate', { caseDir: dir, argv: argv(dir, toCopy) });
      if (r.code !== 0) throw new Error(`the calibration failed without a kill: ${r.stderr}`);
      const j = journaled(dir);
      if (typeof j === 'string') throw new Error(j);
      reference = [...j].sort((a, b) => a.i - b.i);
      calibrated.set(toCopy, result(dir, toCopy));
    }
  }, 300_000);

  /** After a kill: the journal agrees with the uninterrupted one, and --resume ends where it ended. */
  const check =
    (toCopy: boolean) =>
    async (dir: string): Promise<string[]> => {
      const failures: string[] = [];
      const j = journaled(dir);
      if (typeof j === 'string') return [j];
      const byNumber = new Map(reference.map((e) => [e.i, JSON.stringify(e)]));
      const numbers = new Set<number>();
      for (const e of j) {
        if (numbers.has(e.i)) failures.push(`evaluation ${e.i} journaled twice`);
        numbers.add(e.i);
        if (byNumber.get(e.i) !== JSON.stringify(e))
          failures.push(
            `evaluation ${e.i} differs from the uninterrupted calibration's: ${JSON.stringify(e)}`,
          );
      }
      const r = await runChild('calibrate', { caseDir: dir, argv: argv(dir, toCopy, ['--resume']) });
      resumed++;
      if (r.code !== 0) return [...failures, `--resume failed (${r.code}): ${r.stderr}`];
      const end = journaled(dir);
      const sorted = typeof end === 'string' ? end : JSON.stringify([...end].sort((a, b) => a.i - b.i));
      if (sorted !== JSON.stringify(reference)) failures.push(`the resumed journal differs: ${sorted}`);
      if (!same(result(dir, toCopy), calibrated.get(toCopy)!))
        failures.push('the resumed calibration wrote another model');
      return failures;
    };

  it('leaves the model old or calibrated as a whole and the journal resumable, after 50 kills', async () => {
    const r = await killLoop(
      {
        command: 'calibrate',
        setup: tinyModelCase,
        roots: ['model'],
        skip: ['calibration'],
        delayMs: 40,
        early: 0.5,
        check: check(false),
      },
      50,
      120,
    );
    expectHeld('rvkit calibrate', r, 50, 'journaled');
    console.log(`rvkit calibrate: ${resumed} runs resumed to the end`);
    expect(resumed).toBe(r.runs);
  }, 1_800_000);

  it('-o: the copy is there whole or not at all, no half copy left, after 25 kills', async () => {
    resumed = 0;
    const r = await killLoop(
      {
        command: 'calibrate',
        setup: tinyModelCase,
        argv: (dir) => argv(dir, true),
        roots: ['model', 'out'],
        recover: ['.'],
        skip: ['calibration'],
        delayMs: 40,
        early: 0.5,
        check: check(true),
      },
      25,
      60,
    );
    expectHeld('rvkit calibrate -o', r, 25, 'mixed');
    expect(resumed).toBe(r.runs);
  }, 1_800_000);

  it('-o into a directory that holds other files writes nothing there, and says so', async () => {
    const dir = caseDir();
    tinyModelCase(dir);
    mkdirSync(join(dir, 'out'));
    writeFileSync(join(dir, 'out', 'tiny.rvp'), '# a file of the user\n');
    const before = tree(dir, ['calibration']);
    const r = await runChild('calibrate', { caseDir: dir, argv: argv(dir, true) });
    expect(r.code).toBe(3);
    expect(r.stderr).toContain(
      `${join(dir, 'out')} already holds other files (${join(dir, 'out', 'tiny.rvp')}`,
    );
    expect(same(tree(dir, ['calibration']), before)).toBe(true);
    // Refused before the first evaluation, not after the whole calibration.
    expect(existsSync(join(dir, 'model', 'calibration', 'journal.jsonl'))).toBe(false);
  }, 300_000);
});
