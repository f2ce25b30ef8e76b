/**
 * The fault suite's machinery: snapshots of directory trees (files by content, links by target), the child
 * processes that run the writing commands (child.ts, started ahead so that a kill lands in the command, not
 * in Node's start), commands run as an unprivileged user, and a small tmpfs for the full disk. The kill loop
 * is in killLoop.ts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** True when two trees are equal. */
export function same(a: Tree, b: Tree): boolean {
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

/** A process's state letter (`T` stopped, `Z` dead and not yet reaped), parent, group and name (Linux:
 * /proc/<pid>/stat); undefined once it is gone. */
export function processInfo(
  pid: number,
): { state: string; ppid: number; pgid: number; comm: string } | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
  } catch {
    return undefined;
  }
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return {
    state: fields[0]!,
    ppid: Number(fields[1]),
    pgid: Number(fields[2]),
    comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
  };
}

/** The pids of every process now on the machine. */
export function processes(): number[] {
  return readdirSync('/proc')
    .filter((n) => /^\d+$/.test(n))
    .map(Number);
}

/** Resolves once a child that stops itself (RVKIT_FAULT_STOP_AT) is stopped. */
export async function stopped(w: Warm): Promise<void> {
  await w.begun;
  while (processInfo(w.child.pid!)?.state !== 'T') await new Promise((r) => setTimeout(r, 5));
}

/** Resolves to true once a child stopped by the fault hook at a numbered step is stopped, or to false when it
 * exited first (it reached fewer steps). */
export async function stoppedOrExited(w: Warm): Promise<boolean> {
  let exited = false;
  void w.exit.then(() => (exited = true));
  for (;;) {
    if (exited) return false;
    if (processInfo(w.child.pid!)?.state === 'T') return true;
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Kills a child and every process of its group (Raven included). */
export function killGroup(w: Warm, signal: NodeJS.Signals = 'SIGKILL'): void {
  try {
    process.kill(-w.child.pid!, signal);
  } catch {
    // already gone
  }
}

/** A function giving a new temporary case directory at each call; after the test file, every one is removed
 * and every child still running killed. */
export function caseDirs(prefix: string): () => string {
  const dirs: string[] = [];
  afterAll(() => {
    killAll();
    dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  });
  return () => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
}

/** The processes of group `pgid` that can still run (a zombie, dead but not yet reaped, cannot). */
function groupMembers(pgid: number): number[] {
  return processes().filter((p) => {
    const info = processInfo(p);
    return info?.pgid === pgid && info.state !== 'Z';
  });
}

/**
 * Waits until no process of a child's group can run: a SIGKILLed rvkit's Raven may still be dying, and
 * writing, after rvkit itself has exited (zombies left for a parent that does not reap them write nothing and
 * do not count). A group still running after `maxMs` (a process stuck in the kernel) is an error, not a
 * reason to go on with a case it may still write into.
 */
export async function groupGone(w: Warm, maxMs = 120_000): Promise<void> {
  const until = Date.now() + maxMs;
  while (groupMembers(w.child.pid!).length > 0) {
    if (Date.now() > until)
      throw new Error(`process group ${w.child.pid} still runs ${maxMs} ms after its kill`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Kills and waits out the processes left working in a case directory (their working directory or command line
 * inside it): Raven runs in a process group of its own, so that a signal rvkit forwards reaches it, and a
 * SIGKILL to rvkit (which nothing can forward) leaves it running to its end, writing its outputs there.
 */
export async function orphansGone(dir: string, maxMs = 120_000): Promise<void> {
  const inside = (p: number) => {
    try {
      const cwd = readlinkSync(`/proc/${p}/cwd`);
      if (cwd === dir || cwd.startsWith(dir + sep)) return true;
      return readFileSync(`/proc/${p}/cmdline`, 'latin1').includes(dir);
    } catch {
      return false;
    }
  };
  const until = Date.now() + maxMs;
  for (;;) {
    const left = processes().filter((p) => p !== process.pid && processInfo(p)?.state !== 'Z' && inside(p));
    if (left.length === 0) return;
    for (const p of left) {
      try {
        process.kill(p, 'SIGKILL');
      } catch {
        // gone
      }
    }
    if (Date.now() > until)
      throw new Error(`processes ${left.join(', ')} still run in ${dir} after ${maxMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
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
      // Lazily: the directory goes at once, the file system when nothing holds it any more.
      spawnSync('umount', ['-l', dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
