/**
 * The kill loop of the fault suite: a writing command SIGKILLed at random moments, then the next run's
 * recovery, then the checks (see `killLoop`).
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recoverDirectory } from '../../src/project/journal.js';
import type { Job } from './child.js';
import {
  go,
  groupGone,
  orphansGone,
  insideOf,
  judge,
  killGroup,
  outsideOf,
  same,
  stoppedOrExited,
  tree,
  warm,
} from './harness.js';
import { randomNumbers } from '../check/oracle/random.js';

/** A writing command under the kill loop. */
export interface KillCase {
  /** The child's command (child.ts). */
  readonly command: string;
  /** Builds the case directory in its old state. */
  readonly setup: (caseDir: string) => unknown;
  /** The directories the command writes (relative to the case directory); each must be all old or all new. */
  readonly roots: readonly string[];
  /** Directories left out of the comparison (Raven's outputs). */
  readonly skip?: readonly string[];
  /** The fault hook's pause at each step of a save (ms). */
  readonly delayMs: number;
  /** Extra arguments of a CLI command. */
  readonly args?: readonly string[];
  /** The whole command line of a CLI command, for a case directory. */
  readonly argv?: (caseDir: string) => string[];
  /** The exit codes of a complete run (default 0; `rvkit fmt` exits 1 for the files it cannot format). */
  readonly codes?: readonly number[];
  /** Directories recovered after each run besides the roots, relative to the case (`.`: the case directory,
   * where a copy staged beside its destination lies). */
  readonly recover?: readonly string[];
  /** The share of timed kills that land before the save's first step (default 0.2: one in five). */
  readonly early?: number;
  /** More checks of a run, after its recovery (a calibration's journal): what is wrong, in words. */
  readonly check?: (caseDir: string) => Promise<readonly string[]>;
}

/** What a kill loop saw. */
export interface KillReport {
  readonly runs: number;
  readonly kills: number;
  /** Roots found old, and new, after the kill and the recovery. */
  readonly old: number;
  readonly new: number;
  /** Recoveries that rolled a save back, and that completed one. */
  readonly rolledBack: number;
  readonly completed: number;
  /** Recoveries that removed the temporary file of a single-file save. */
  readonly removed: number;
  /** Kills at each step of the save (the process stopped there first), by step name. */
  readonly steps: Readonly<Record<string, number>>;
  /** Each run that broke a rule, with what was wrong. */
  readonly failures: readonly string[];
  readonly seed: number;
}

/**
 * SIGKILLs a command until `kills` kills (at most `maxRuns` runs). Each run starts from the case's old state.
 * Every other kill lands at a step of the save (the fault hook stops the process at its n-th step, the loop
 * waits for the stop and kills it), the steps taken in turn, so that each step is hit whatever the machine's
 * load; the others land at a random time, a fraction of the complete run's measured length: one in five
 * between the job and the save's first step (loading, checking), the rest after that step (inside a step's
 * writes and renames, or after the save). After each run, the next run's recovery (`recoverDirectory` of each
 * root, what any rvkit load or save there does first), then the checks: each root is entirely its old or
 * entirely its new version (no file half-written, no mixed set, no temporary file or journal left), nothing
 * outside the roots changed, and the case's own `check`.
 */
export async function killLoop(c: KillCase, kills: number, maxRuns: number): Promise<KillReport> {
  const base = mkdtempSync(join(tmpdir(), `rvkit-kill-${c.command}-`));
  try {
    const template = join(base, 'template');
    mkdirSync(template);
    await c.setup(template);
    const oldTree = tree(template, c.skip);
    const caseDir = join(base, 'case');
    const reset = () => {
      rmSync(caseDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
      cpSync(template, caseDir, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
    };
    const env = { RVKIT_FAULT_DELAY_MS: String(c.delayMs) };
    const job: Job = { caseDir, args: c.args, argv: c.argv?.(caseDir) };
    // A complete run gives the new version, and the time from the job to the end and from the save's start.
    reset();
    const reference = warm(c.command, env);
    await reference.ready;
    const t0 = Date.now();
    go(reference, job);
    await reference.begun;
    const toBegin = Date.now() - t0;
    const done = await reference.exit;
    if (!(c.codes ?? [0]).includes(done.code ?? -1)) {
      throw new Error(`${c.command} failed without a kill: ${reference.stderr}`);
    }
    const window = Date.now() - t0 - toBegin;
    // The steps of a complete run, in order (the fault hook's lines).
    const stepNames = [...reference.stderr.matchAll(/^rvkit-fault: (\w+)$/gm)].map((m) => m[1]!);
    const newTree = tree(caseDir, c.skip);
    const seed = Number(process.env.RVKIT_FAULT_SEED ?? Date.now() % 1_000_000);
    const rand = randomNumbers(seed); // seeded: a failing kill loop can be replayed
    const report = {
      runs: 0,
      kills: 0,
      old: 0,
      new: 0,
      rolledBack: 0,
      completed: 0,
      removed: 0,
      steps: {} as Record<string, number>,
      failures: [] as string[],
      seed,
    };
    // Run r (from 1) stops at step n when r is odd: the child is started with it, one run ahead.
    const stepOf = (r: number) => (r % 2 === 1 ? ((r - 1) / 2) % stepNames.length : undefined);
    const warmFor = (r: number) => {
      const n = stepOf(r);
      return warm(c.command, n === undefined ? env : { ...env, RVKIT_FAULT_STOP_AT: String(n + 1) });
    };
    let next = warmFor(1);
    while (report.kills < kills && report.runs < maxRuns) {
      report.runs++;
      reset();
      const w = next;
      next = warmFor(report.runs + 1);
      await w.ready;
      const step = stepOf(report.runs);
      // Timed kills: some during loading (from the job), the others from the save's first step.
      const early = step === undefined && rand() < (c.early ?? 0.2);
      const at = step !== undefined ? 0 : early ? rand() * toBegin : rand() * window;
      const start = Date.now();
      go(w, job);
      let timer: NodeJS.Timeout | undefined;
      if (step !== undefined) {
        if (await stoppedOrExited(w)) {
          killGroup(w);
          const name = stepNames[step]!;
          report.steps[name] = (report.steps[name] ?? 0) + 1;
        }
      } else if (early) timer = setTimeout(() => killGroup(w), at);
      else void w.begun.then(() => (timer = setTimeout(() => killGroup(w), at)));
      const { signal } = await w.exit;
      clearTimeout(timer);
      await groupGone(w);
      await orphansGone(caseDir);
      if (signal === 'SIGKILL') report.kills++;
      const lines: string[] = [];
      for (const r of [...c.roots, ...(c.recover ?? [])])
        await recoverDirectory(join(caseDir, r), (l) => lines.push(l));
      report.rolledBack += lines.filter((l) => l.includes('rolled back')).length;
      report.completed += lines.filter((l) => l.includes('completed a save')).length;
      report.removed += lines.filter((l) => l.includes('left by a killed rvkit run')).length;
      const now = tree(caseDir, c.skip);
      const when =
        step !== undefined
          ? `kill at step ${step + 1} (${stepNames[step]})`
          : `kill ${at.toFixed(0)} ms after the ${early ? 'job' : 'save'} began`;
      const what = `run ${report.runs} (${when}: ${signal ?? 'not killed'} after ${Date.now() - start} ms)`;
      for (const r of c.roots) {
        const verdict = judge(insideOf(now, r), insideOf(oldTree, r), insideOf(newTree, r));
        if (verdict === 'old') report.old++;
        else if (verdict === 'new') report.new++;
        else report.failures.push(`${what}: ${r}: ${verdict}`);
      }
      if (!same(outsideOf(now, c.roots), outsideOf(oldTree, c.roots))) {
        report.failures.push(`${what}: a file outside ${c.roots.join(', ')} changed`);
      }
      if (signal !== 'SIGKILL' && w.stderr.includes('Error')) report.failures.push(`${what}: ${w.stderr}`);
      for (const f of (await c.check?.(caseDir)) ?? []) report.failures.push(`${what}: ${f}`);
    }
    killGroup(next);
    return report;
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}

/** How a kill loop's saves end: `journaled` (several files: the kills fall on both sides of the commit point),
 * `single` (one file, no journal: some kills leave a temporary file), or `mixed`. */
export type Recovery = 'journaled' | 'single' | 'mixed';

/**
 * Prints a kill loop's figures under `label` and checks them: no run broke a rule, at least `kills` kills,
 * roots found old and found new, and recoveries of the kind the command's saves need.
 */
export function expectHeld(label: string, r: KillReport, kills: number, recovery: Recovery): void {
  console.log(`${label}: ${JSON.stringify({ ...r, failures: r.failures.length })}`);
  expect(r.failures).toEqual([]);
  expect(r.kills).toBeGreaterThanOrEqual(kills);
  expect(r.old).toBeGreaterThan(0);
  expect(r.new).toBeGreaterThan(0);
  if (recovery === 'journaled') {
    expect(r.rolledBack).toBeGreaterThan(0);
    expect(r.completed).toBeGreaterThan(0);
  } else if (recovery === 'single') expect(r.removed).toBeGreaterThan(0);
  else expect(r.rolledBack + r.completed + r.removed).toBeGreaterThan(0);
}
