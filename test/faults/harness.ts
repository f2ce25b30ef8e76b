/**
 * The fault suite's machinery: snapshots of directory trees (files by content, links by target), the child
 * processes it kills (child.ts, started ahead so that a kill lands in the command, not in Node's start), the
 * kill loop and its checks, commands run as an unprivileged user, and a small tmpfs for the full disk.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recoverDirectory } from '../../src/project/journal.js';
import type { Job } from './child.js';

const CHILD = join(dirname(fileURLToPath(import.meta.url)), 'child.js');

/** A directory tree: each path (relative) to `f:<content>`, `l:<link target>` or `d`. */
export type Tree = Map<string, string>;

/** The tree under `dir`, leaving out the directories named in `skip` (Raven's `output/`). */
export function tree(dir: string, skip: readonly string[] = []): Tree {
  const out: Tree = new Map();
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      const st = lstatSync(path);
      const rel = relative(dir, path);
      if (st.isSymbolicLink()) out.set(rel, `l:${readlinkSync(path)}`);
      else if (st.isDirectory()) {
        if (skip.includes(name)) continue;
        out.set(rel, 'd');
        walk(path);
      } else out.set(rel, `f:${readFileSync(path, 'latin1')}`);
    }
  };
  walk(dir);
  return out;
}

/** The part of a tree outside the given subdirectories (relative paths). */
export function outsideOf(t: Tree, roots: readonly string[]): Tree {
  return new Map([...t].filter(([p]) => !roots.some((r) => p === r || p.startsWith(r + sep))));
}

/** The part of a tree inside one subdirectory, with paths relative to it. */
export function insideOf(t: Tree, root: string): Tree {
  return new Map(
    [...t].filter(([p]) => p.startsWith(root + sep)).map(([p, v]) => [p.slice(root.length + 1), v]),
  );
}

/** How a tree stands against its old and new versions: `old`, `new`, or what is wrong with it. */
export function judge(actual: Tree, before: Tree, after: Tree): 'old' | 'new' | string {
  if (same(actual, before)) return 'old';
  if (same(actual, after)) return 'new';
  const paths = new Set([...actual.keys(), ...before.keys(), ...after.keys()]);
  const olds: string[] = [];
  const news: string[] = [];
  const neither: string[] = [];
  for (const p of [...paths].sort()) {
    const a = actual.get(p);
    if (a === before.get(p) && a === after.get(p)) continue;
    if (a === before.get(p)) olds.push(p);
    else if (a === after.get(p)) news.push(p);
    else
      neither.push(
        `${p} (${a === undefined ? 'missing' : before.has(p) || after.has(p) ? 'other content' : 'extra'})`,
      );
  }
  return `mixed: old ${olds.join(', ') || '-'}; new ${news.join(', ') || '-'}; neither ${neither.join(', ') || '-'}`;
}

function same(a: Tree, b: Tree): boolean {
  if (a.size !== b.size) return false;
  for (const [k, v] of a) if (b.get(k) !== v) return false;
  return true;
}

/** A child started ahead: ready once it has loaded its command. */
export interface Warm {
  readonly child: ChildProcess;
  readonly ready: Promise<void>;
  readonly exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What it wrote on standard error so far. */
  stderr: string;
  /** Resolves at the save's first step (with the fault hook on). */
  readonly begun: Promise<void>;
}

const started = new Set<ChildProcess>();

/** Starts `child.js <command>` in its own process group (a kill takes Raven with it), with `env` added; as
 * `user` when given (setpriv, for permission tests run as root). */
export function warm(command: string, env: Record<string, string> = {}, user?: number): Warm {
  const argv = [process.execPath, CHILD, command];
  const [file, ...args] =
    user === undefined
      ? argv
      : ['setpriv', `--reuid=${user}`, `--regid=${user}`, '--clear-groups', '--', ...argv];
  const child = spawn(file!, args, {
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  started.add(child);
  let onReady: () => void = () => undefined;
  let onBegin: () => void = () => undefined;
  const w: Warm = {
    child,
    stderr: '',
    ready: new Promise((r) => (onReady = r)),
    begun: new Promise((r) => (onBegin = r)),
    exit: new Promise((r) =>
      child.on('exit', (code, signal) => {
        started.delete(child);
        r({ code, signal });
      }),
    ),
  };
  child.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && onReady());
  child.stderr!.on('data', (d: Buffer) => {
    w.stderr += d.toString();
    if (w.stderr.includes('rvkit-fault: begin')) onBegin();
  });
  return w;
}

/** Gives a warm child its job. */
export function go(w: Warm, job: Job): void {
  w.child.stdin!.write(JSON.stringify(job) + '\n');
}

/** Kills a child and every process of its group (Raven included). */
export function killGroup(w: Warm, signal: NodeJS.Signals = 'SIGKILL'): void {
  try {
    process.kill(-w.child.pid!, signal);
  } catch {
    // already gone
  }
}

/** Kills every child still running (after a test file). */
export function killAll(): void {
  for (const c of started) {
    try {
      process.kill(-c.pid!, 'SIGKILL');
    } catch {
      // gone
    }
  }
}

/** Runs a command to its end in a child: exit code and standard error. */
export async function runChild(
  command: string,
  job: Job,
  env: Record<string, string> = {},
  user?: number,
): Promise<{ code: number | null; stderr: string }> {
  const w = warm(command, env, user);
  await w.ready;
  go(w, job);
  const { code } = await w.exit;
  return { code, stderr: w.stderr };
}

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
      rmSync(caseDir, { recursive: true, force: true });
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

/** The unprivileged user permission tests run as (root ignores permission bits): nobody. */
export const NOBODY = 65534;

/** True when this process is root (then permission tests drop to `NOBODY` in their child). */
export const asRoot = process.getuid?.() === 0;

/** Hands a directory tree to the user the test's child runs as (nobody when root, else this user). */
export function giveTo(dir: string): void {
  if (!asRoot) return;
  const walk = (d: string) => {
    chownSync(d, NOBODY, NOBODY);
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      const st = lstatSync(path);
      if (st.isDirectory()) walk(path);
      else lchown(path);
    }
  };
  walk(dir);
  // Every directory above, up to the temporary directory, must let nobody through.
  for (let d = dirname(dir); d.startsWith(tmpdir() + sep); d = dirname(d)) {
    chmodSync(d, (lstatSync(d).mode & 0o7777) | 0o005);
  }
}

function lchown(path: string): void {
  spawnSync('chown', ['-h', `${NOBODY}:${NOBODY}`, path]);
}

/**
 * Mounts a tmpfs of `kib` KiB at a new directory (root only: CI runs as root); returns it and its unmount.
 */
export function smallDisk(kib: number): { dir: string; unmount: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'rvkit-disk-'));
  const r = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${kib}k,mode=0755`, 'tmpfs', dir], {
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`cannot mount a tmpfs (the full-disk tests need root): ${r.stderr}`);
  return {
    dir,
    unmount: () => {
      spawnSync('umount', [dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
