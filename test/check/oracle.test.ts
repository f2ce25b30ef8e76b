/**
 * Raven is the oracle: realistic mistakes of every kind are written into shortened copies of runnable corpus
 * models, one at a time, and for each mutant Raven's verdict (fails or completes) must equal rvkit check's (an
 * error or not), with rvkit's error at the line of the mistake; harmless edits must give no error; and where
 * Raven completes, the WARNING lines it writes beyond the unmutated model's must be the ones rvkit predicts.
 * This is the small case (two models, every generator): `npm run bench:oracle` runs every runnable model
 * (bench/oracle.ts). The agreement tables are written to test-output/oracle-report.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ravenWarningsOf } from '../../grammar/ravenWarningMatch.js';
import { repoRoot } from '../paths.js';
import { BASELINE_EXPLAINED } from './oracle/baseline.js';
import { GENERATORS } from './oracle/generators/index.js';
import { agrees, prepareBases, runTrials, scratch, type Base, type Trial } from './oracle/oracle.js';
import { baselineMarkdown, countByKind, reportMarkdown } from './oracle/report.js';
import { modelLabel, runnableModels } from './oracle/runnable.js';

/** The models of the small case: a one-subbasin GR4J emulation and the Salmon River HBV model. */
const SMALL = ['Irondequoit', 'Salmon_HBV'];

let root: string;
let bases: Base[];
let trials: Trial[];

beforeAll(async () => {
  root = await scratch();
  bases = await prepareBases(
    runnableModels().filter((m) => SMALL.includes(modelLabel(m))),
    root,
  );
  trials = await runTrials(
    bases.filter((b) => !b.raven.fails),
    GENERATORS,
    root,
  );
  mkdirSync(join(repoRoot, 'test-output'), { recursive: true });
  writeFileSync(
    join(repoRoot, 'test-output', 'oracle-report.md'),
    `${baselineMarkdown(bases)}\n${reportMarkdown(trials)}`,
  );
}, 1_200_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('rvkit check against Raven 4.12.1 on mutated corpus models', () => {
  it('runs on the chosen models, which Raven completes and rvkit passes unchanged', () => {
    expect(bases.map((b) => modelLabel(b.model)).sort()).toEqual([...SMALL].sort());
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

  it('predicts or explains every warning Raven writes on the unmutated models', () => {
    const unexplained = bases.flatMap((b) =>
      b.raven.warnings.filter((message) => {
        const ids = ravenWarningsOf(message).map((w) => w.id);
        const predicted = b.warnings.some(
          (d) => d.ravenWarning !== undefined && ids.includes(d.ravenWarning),
        );
        return !predicted && !ids.some((id) => BASELINE_EXPLAINED[id] !== undefined);
      }),
    );
    expect(unexplained).toEqual([]);
  });

  it('makes mutants of many kinds', () => {
    const kinds = new Set(trials.map((t) => t.mutation.kind));
    const known = new Set(GENERATORS.flatMap((g) => g.kinds));
    for (const k of kinds) expect(known).toContain(k);
    expect(kinds.size).toBeGreaterThan(60);
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

  it('never predicts a warning Raven does not write', () => {
    const unclaimed = trials.filter((t) => t.unclaimed.length > 0);
    expect(unclaimed.map((t) => `${t.model}: ${t.mutation.label}: ${t.unclaimed.join(', ')}`)).toEqual([]);
  });

  it("predicts each of Raven's new warnings on the mutants of the kinds whose warnings rvkit knows", () => {
    const missed = trials
      .filter((t) => PREDICTED_KINDS.includes(t.mutation.kind) && t.unmatched.length > 0)
      .map((t) => `${t.model}: ${t.mutation.label}: ${t.unmatched.join(' | ')}`);
    expect(missed).toEqual([]);
  });
});

/** The mutation kinds whose every new Raven warning rvkit predicts (bench/oracle.ts measures all kinds). */
const PREDICTED_KINDS = [
  'observation-subbasin',
  'output-dump-after-end',
  'parameter-name',
  'global-name',
  'subbasin-group',
  'weights-outnumber',
  'aggregate-diagnostic-group',
  'evaluation-period-empty',
  'histogram-bins',
  'parameter-row-short',
  'parameter-units',
  'rvc-hru-id',
  'hru-group-declared',
  'forcing-ends-exactly',
  'channel-routing',
  'channel-survey-shallow',
  'soil-model-more',
  'soil-start-high',
  'soil-start-low',
  'parameter-alias',
  'lake-volume-table',
  'rvc-history-length',
  'rvc-transport-unknown',
  'geochem-storage-unknown',
];
