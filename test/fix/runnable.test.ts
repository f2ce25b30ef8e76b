/**
 * `rvkit fix` on every runnable corpus model (shortened): it changes nothing, or only what a rule reports
 * (legacy names Raven 4.12 still reads), and Raven's outputs after the fix are identical to the original's
 * (but for the WARNING lines of the deprecated commands the fix rewrote).
 */
import { cpSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixProject } from '../../src/fix/fixProject.js';
import { fileHost } from '../../src/project/fileHost.js';
import { loadProject } from '../../src/project/load.js';
import { pool, ravenVerdict } from '../check/oracle/raven.js';
import { modelLabel, runnableModels } from '../check/oracle/runnable.js';
import { shorten } from '../check/oracle/shorten.js';
import { copyCorpusModel } from '../paths.js';

function outputs(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of readdirSync(join(dir, 'out'))) {
    if (name !== 'Raven_progress.txt') out.set(name, readFileSync(join(dir, 'out', name), 'latin1'));
  }
  return out;
}

const ERRORS = 'Raven_errors.txt';

/**
 * Identical outputs, but for the warnings the fix removed: a deprecated command Raven 4.12 still reads (such as
 * :InitialConditions) writes a WARNING line that its rewrite no longer causes, so the fixed copy's
 * Raven_errors.txt may lack lines of the original's; it may not have any line of its own.
 */
function sameOutputsBut(original: Map<string, string>, fixed: Map<string, string>): boolean {
  if (original.size !== fixed.size) return false;
  for (const [name, text] of original) {
    const other = fixed.get(name);
    if (other === undefined) return false;
    if (name === ERRORS) {
      const lines = new Set(text.split('\n'));
      if (other.split('\n').some((l) => !lines.has(l))) return false;
    } else if (other !== text) return false;
  }
  return true;
}

interface Outcome {
  readonly model: string;
  readonly fixes: readonly string[];
  readonly unexplained: number;
  readonly originalFails: boolean;
  readonly fixedFails: boolean;
  readonly sameOutputs: boolean;
}

describe('rvkit fix on every runnable corpus model', () => {
  let root: string;
  let outcomes: Outcome[];
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'rvkit-fix-runnable-'));
    outcomes = await pool(runnableModels(), async (m) => {
      const label = modelLabel(m);
      const original = copyCorpusModel(m.dir, join(root, `${label}-a`));
      await shorten(original, m.stem);
      const copy = join(root, `${label}-b`);
      cpSync(original, copy, { recursive: true });
      const a = await ravenVerdict(original, m.stem);
      const result = await fixProject(await loadProject(copy, { stem: m.stem }), {
        backup: false,
        host: fileHost(copy),
      });
      // Every edit belongs to a diagnostic the checker reported.
      const unexplained = result.edits.filter(
        (e) =>
          !result.fixed.some(
            (d) => d.fix?.includes(e) || d.fix?.some((f) => f.range.start === e.range.start),
          ),
      ).length;
      let fixedFails = a.fails;
      let sameOutputs = true;
      if (result.changes.length > 0) {
        await rm(join(copy, 'out'), { recursive: true, force: true });
        fixedFails = (await ravenVerdict(copy, m.stem)).fails;
        sameOutputs = sameOutputsBut(outputs(original), outputs(copy));
      }
      return {
        model: label,
        fixes: result.edits.map((e) => `${e.code} ${e.oldText} → ${e.newText}`),
        unexplained,
        originalFails: a.fails,
        fixedFails,
        sameOutputs,
      };
    });
    console.log(
      outcomes.map((o) => `${o.model}: ${o.fixes.length ? o.fixes.join('; ') : 'no change'}`).join('\n'),
    );
  }, 900_000);
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('changes only what a rule reports, and Raven completes with identical outputs', () => {
    expect(outcomes.length).toBe(runnableModels().length);
    expect(outcomes.filter((o) => o.originalFails).map((o) => o.model)).toEqual([]);
    expect(
      outcomes.filter((o) => o.unexplained > 0 || o.fixedFails || !o.sameOutputs).map((o) => o.model),
    ).toEqual([]);
  });
});
