/**
 * Raven is the oracle: realistic mistakes of every kind are written into shortened copies of the runnable
 * corpus models, one at a time, and for each mutant Raven's verdict (fails or completes) must equal rvkit
 * check's (an error or not), with rvkit's error at the line of the mistake; harmless edits must give no error.
 * The agreement table is written to test-output/oracle-report.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from '../paths.js';
import { GENERATORS } from './oracle/generators/index.js';
import { agrees, prepareBases, runTrials, scratch, type Base, type Trial } from './oracle/oracle.js';
import { countByKind, reportMarkdown } from './oracle/report.js';
import { runnableModels } from './oracle/runnable.js';

let root: string;
let bases: Base[];
let trials: Trial[];

beforeAll(async () => {
  root = await scratch();
  bases = await prepareBases(runnableModels(), root);
  trials = await runTrials(
    bases.filter((b) => !b.raven.fails),
    GENERATORS,
    root,
  );
  mkdirSync(join(repoRoot, 'test-output'), { recursive: true });
  writeFileSync(join(repoRoot, 'test-output', 'oracle-report.md'), reportMarkdown(trials));
}, 1_800_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('rvkit check against Raven 4.12.1 on mutated corpus models', () => {
  it('runs on every runnable model, which Raven completes and rvkit passes unchanged', () => {
    expect(bases.length).toBeGreaterThanOrEqual(12);
    for (const b of bases) {
      expect({ model: b.model.dir, ravenFails: b.raven.fails, ravenErrors: b.raven.errors }).toEqual({
        model: b.model.dir,
        ravenFails: false,
        ravenErrors: [],
      });
      expect({ model: b.model.dir, rvkitErrors: b.errors.map((d) => d.message) }).toEqual({
        model: b.model.dir,
        rvkitErrors: [],
      });
    }
  });

  it('makes mutants of every kind', () => {
    const kinds = new Set(trials.map((t) => t.mutation.kind));
    for (const g of GENERATORS) for (const k of g.kinds) expect(kinds).toContain(k);
  });

  it('never reports an error on a model Raven completes (no false alarm)', () => {
    const falseAlarms = trials.filter((t) => !t.raven.fails && t.errors.length > 0);
    expect(falseAlarms.map((t) => `${t.model}: ${t.mutation.label}: ${t.errors[0].message}`)).toEqual([]);
  });

  it('gives harmless edits no error', () => {
    const harmless = trials.filter((t) => t.harmless);
    expect(harmless.length).toBeGreaterThan(0);
    for (const t of harmless) expect(t.raven.fails).toBe(false);
    expect(harmless.filter((t) => t.errors.length > 0).map((t) => t.mutation.label)).toEqual([]);
  });

  it('agrees with Raven on at least 98% of all mutants', () => {
    const agreement = trials.filter(agrees).length / trials.length;
    const summary = countByKind(trials).map((k) => `${k.kind} ${k.agree}/${k.trials}`);
    expect({ agreement: agreement >= 0.98, summary }).toEqual({ agreement: true, summary });
  });
});
