/**
 * The oracle: for every runnable corpus model, shortened to a few days, each mutation is written as its own
 * model directory, Raven runs on it, rvkit checks it, and the two verdicts are compared. Raven fails when it
 * logs an ERROR, stops early or crashes; rvkit "fails" a model when it reports an error diagnostic. Where
 * Raven fails, rvkit's error must also point at the line of the mistake.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Diagnostic } from '../../../src/ast/nodes.js';
import { checkProject } from '../../../src/check/checkProject.js';
import { ModelFacts } from '../../../src/facts/facts.js';
import { fileHost } from '../../../src/project/fileHost.js';
import { loadProject } from '../../../src/project/load.js';
import { copyCorpusModel } from '../../paths.js';
import { materialize, type Generator, type Mutation } from './mutation.js';
import { Random } from './random.js';
import { pool, ravenVerdict, type RavenVerdict } from './raven.js';
import { modelLabel, type RunnableModel } from './runnable.js';
import { shorten } from './shorten.js';
import { ravenWarningsOf } from '../../../grammar/ravenWarningMatch.js';
import { knownOnlyAtRunTime } from './runtimeWarnings.js';

/** One mutant's two verdicts. */
export interface Trial {
  readonly model: string;
  readonly mutation: Mutation;
  readonly harmless: boolean;
  readonly raven: RavenVerdict;
  /** rvkit's error diagnostics. */
  readonly errors: readonly Diagnostic[];
  /** rvkit's warnings. */
  readonly warnings: readonly Diagnostic[];
  /** Whether some error points at the mutation's line. */
  readonly pointed: boolean;
  /** The WARNING messages Raven wrote for the mutant beyond those of the unmutated model. */
  readonly newWarnings: readonly string[];
  /** Of those, the ones no warning of rvkit predicts (by its Raven warning id), and not known only at run time. */
  readonly unmatched: readonly string[];
  /** Of those, the ones only a run decides (runtimeWarnings.ts): explained, counted apart. */
  readonly runtime: readonly string[];
  /** The Raven warnings rvkit predicts for the mutant beyond the unmutated model's, that Raven did not write. */
  readonly unclaimed: readonly string[];
  /** rvkit's own warnings beyond the unmutated model's (Raven says nothing of them). */
  readonly own: readonly Diagnostic[];
}

/** A trial agrees on warnings when Raven completes and every new WARNING of Raven's is predicted by rvkit. */
export function warningsAgree(t: Trial): boolean {
  return !t.raven.fails && t.unmatched.length === 0;
}

/** The Raven warnings of `raven` (messages) that none of `claims` (ids) is. */
export function unmatchedWarnings(raven: readonly string[], claims: ReadonlySet<string>): string[] {
  return raven.filter((w) => !ravenWarningsOf(w).some((r) => claims.has(r.id)));
}

/** The ids of `claims` that none of Raven's messages is. */
export function unclaimedWarnings(claims: ReadonlySet<string>, raven: readonly string[]): string[] {
  const written = new Set(raven.flatMap((w) => ravenWarningsOf(w).map((r) => r.id)));
  return [...claims].filter((id) => !written.has(id));
}

/** A trial agrees when both fail (rvkit pointing at the mistake) or both pass. */
export function agrees(t: Trial): boolean {
  if (t.raven.fails) return t.errors.length > 0 && t.pointed;
  return t.errors.length === 0;
}

/** A base model ready for mutation: shortened, with Raven's and rvkit's verdicts on it unchanged. */
export interface Base {
  readonly model: RunnableModel;
  readonly dir: string;
  readonly raven: RavenVerdict;
  readonly errors: readonly Diagnostic[];
  readonly warnings: readonly Diagnostic[];
}

/** Copies and shortens each runnable model and takes both verdicts on it. */
export async function prepareBases(models: readonly RunnableModel[], root: string): Promise<Base[]> {
  return pool(models, async (model) => {
    const dir = join(root, modelLabel(model), 'base');
    copyCorpusModel(model.dir, dir);
    await shorten(dir, model.stem);
    const raven = await ravenVerdict(dir, model.stem);
    const { errors, warnings } = await rvkitVerdict(dir, model.stem);
    await rm(join(dir, 'out'), { recursive: true, force: true });
    return { model, dir, raven, errors, warnings };
  });
}

/** rvkit's error and warning diagnostics on a model directory. */
export async function rvkitVerdict(
  dir: string,
  stem: string,
): Promise<{ errors: Diagnostic[]; warnings: Diagnostic[] }> {
  const project = await loadProject(dir, { stem });
  const diagnostics = await checkProject(project, { host: fileHost(dir) });
  return {
    errors: diagnostics.filter((d) => d.severity === 'error'),
    warnings: diagnostics.filter((d) => d.severity !== 'error'),
  };
}

/** A warning message compared across a model and its mutant: the line numbers Raven quotes may move. */
export function sameWarning(message: string): string {
  return message.replace(/\bat line \d+/g, 'at line N');
}

/** The warnings of `mutant` that `base` does not have. */
export function newWarnings(mutant: readonly string[], base: readonly string[]): string[] {
  const old = new Set(base.map(sameWarning));
  return mutant.filter((w) => !old.has(sameWarning(w)));
}

/** Time spent writing mutants, in Raven and in rvkit (milliseconds, summed over the parallel jobs). */
export const timing = { write: 0, raven: 0, rvkit: 0, slow: [] as string[] };

/** Makes every mutation of every base, runs both verdicts, and returns the trials. */
export async function runTrials(
  bases: readonly Base[],
  generators: readonly Generator[],
  root: string,
): Promise<Trial[]> {
  const jobs: { base: Base; mutation: Mutation; harmless: boolean; n: number }[] = [];
  for (const base of bases) {
    const project = await loadProject(base.dir, { stem: base.model.stem });
    const facts = new ModelFacts(project);
    for (const g of generators) {
      const rng = new Random(`${modelLabel(base.model)}/${g.kinds.join(',')}`);
      const fixture = { model: base.model, dir: base.dir, project, facts, rng };
      for (const mutation of await g.generate(fixture)) {
        jobs.push({ base, mutation, harmless: g.harmless === true, n: jobs.length });
      }
    }
  }
  return pool(jobs, async ({ base, mutation, harmless, n }) => {
    const dir = join(root, modelLabel(base.model), `m${n}`);
    let t = performance.now();
    await materialize(base.dir, dir, mutation.edits);
    timing.write += performance.now() - t;
    t = performance.now();
    const raven = await ravenVerdict(dir, base.model.stem);
    const ms = performance.now() - t;
    timing.raven += ms;
    if (ms > 2000) timing.slow.push(`${mutation.label}: ${Math.round(ms)} ms`);
    t = performance.now();
    const { errors, warnings } = await rvkitVerdict(dir, base.model.stem);
    timing.rvkit += performance.now() - t;
    await rm(dir, { recursive: true, force: true });
    // An error points at the mistake when its range covers the changed line (most are one token long).
    const pointed = errors.some(
      (e) =>
        e.line <= mutation.at.line &&
        mutation.at.line <= Math.max(e.line, e.endLine ?? e.line) &&
        samePath(e.file, join(dir, mutation.at.file)),
    );
    const fresh = raven.fails ? [] : newWarnings(raven.warnings, base.raven.warnings);
    const claims = new Set(warnings.flatMap((d) => d.ravenWarning ?? []));
    const baseClaims = new Set(base.warnings.flatMap((d) => d.ravenWarning ?? []));
    const newClaims = new Set([...claims].filter((id) => !baseClaims.has(id)));
    const baseOwn = new Set(base.warnings.filter((d) => d.own).map((d) => d.message));
    const missed = unmatchedWarnings(fresh, claims);
    return {
      model: modelLabel(base.model),
      mutation,
      harmless,
      raven,
      errors,
      warnings,
      pointed,
      newWarnings: fresh,
      unmatched: missed.filter((w) => knownOnlyAtRunTime(w) === undefined),
      runtime: missed.filter((w) => knownOnlyAtRunTime(w) !== undefined),
      unclaimed: raven.fails ? [] : unclaimedWarnings(newClaims, raven.warnings),
      own: warnings.filter((d) => d.own && !baseOwn.has(d.message)),
    };
  });
}

function samePath(shown: string, abs: string): boolean {
  return abs.endsWith(shown.replace(/^\.\//, '')) || shown === abs;
}

/** A fresh scratch directory for one oracle run. */
export function scratch(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'rvkit-oracle-'));
}
