/**
 * The kill loop of the fault suite: a writing command SIGKILLed at random moments, then the next run's
 * recovery, then the checks (see `killLoop`).
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recoverDirectory } from '../../src/project/journal.js';
import type { Job } from './child.js';
import { go, groupGone, insideOf, judge, killGroup, outsideOf, same, tree, warm } from './harness.js';

/** A seeded random number generator (mulberry32): a failing kill loop can be replayed. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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
  /** The exit codes of a complete run (default 0; `rvkit fmt` exits 1 for the files it cannot format). */
  readonly codes?: readonly number[];
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
  /** Each run that broke a rule, with what was wrong. */
  readonly failures: readonly string[];
  readonly seed: number;
}

/**
 * SIGKILLs a command at random moments until `kills` kills (at most `maxRuns` runs). Each run starts from
 * the case's old state; a kill lands at a random time: one in five between the job and the save's first step
 * (loading, checking), the others between the save's first step and the end of a complete run. After each run, the next run's
 * recovery (`recoverDirectory` of each root, what any rvkit load or save there does first), then the checks:
 * each root is entirely its old or entirely its new version (no file half-written, no mixed set, no temporary
 * file or journal left), and nothing outside the roots changed.
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
    const job: Job = { caseDir, args: c.args };
    // A complete run gives the new version, and the time from the job to the end and from the save's start.
    reset();
    let next = warm(c.command, env);
    const reference = next;
    next = warm(c.command, env);
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
    const newTree = tree(caseDir, c.skip);
    const seed = Number(process.env.RVKIT_FAULT_SEED ?? Date.now() % 1_000_000);
    const rand = random(seed);
    const report = {
      runs: 0,
      kills: 0,
      old: 0,
      new: 0,
      rolledBack: 0,
      completed: 0,
      failures: [] as string[],
      seed,
    };
    while (report.kills < kills && report.runs < maxRuns) {
      report.runs++;
      reset();
      const w = next;
      next = warm(c.command, env);
      await w.ready;
      // One kill in five during loading (from the job), the others inside the save (from its first step).
      const early = rand() < 0.2;
      const at = early ? rand() * toBegin : rand() * window;
      const start = Date.now();
      go(w, job);
      let timer: NodeJS.Timeout | undefined;
      if (early) timer = setTimeout(() => killGroup(w), at);
      else void w.begun.then(() => (timer = setTimeout(() => killGroup(w), at)));
      const { signal } = await w.exit;
      clearTimeout(timer);
      await groupGone(w);
      if (signal === 'SIGKILL') report.kills++;
      const lines: string[] = [];
      for (const r of c.roots) await recoverDirectory(join(caseDir, r), (l) => lines.push(l));
      report.rolledBack += lines.filter((l) => l.includes('rolled back')).length;
      report.completed += lines.filter((l) => l.includes('completed a save')).length;
      const now = tree(caseDir, c.skip);
      const what =
        `run ${report.runs} (kill ${at.toFixed(0)} ms after the ${early ? 'job' : 'save'} began: ` +
        `${signal ?? 'not killed'} after ${Date.now() - start} ms)`;
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
    }
    killGroup(next);
    return report;
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}
