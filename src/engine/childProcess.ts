/**
 * Running one executable without a shell: stdin closed, output streamed as lines, a deadline. On POSIX the
 * child leads its own process group, so that stopping it reaches a wrapper's children too (a script that runs
 * Raven, `srun`); every child is recorded in liveEngines.ts until it exits, so that none outlives the program.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readSync, unlinkSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { launch, launcherStatus, type LaunchedProcess } from './launcher.js';
import { LineSplitter, TextTail } from './lines.js';
import { enginesStopping, refuseWhenStopping, signalProcess, trackProcess } from './liveEngines.js';

/** How to run the child. */
export interface ProcessOptions {
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
  /** Milliseconds before the child is killed; 0 or Infinity for no limit. */
  readonly timeout: number;
  readonly signal?: AbortSignal;
  /** Milliseconds a stopped child (timeout, abort) gets before SIGKILL (default 2 s: Raven saves nothing). */
  readonly graceMs?: number;
  readonly onSpawn?: (pid: number) => void;
  readonly onLine?: (line: string, stream: 'stdout' | 'stderr') => void;
  /**
   * Files that take the child's standard output and error instead of pipes, read once it has exited: its lines
   * then all arrive at the end. For many short runs (a calibration): a pipe costs the parent an event per
   * line the child flushes (~2 ms of CPU for a Raven run). Each file is replaced at every run.
   */
  readonly screenFiles?: { readonly stdout: string; readonly stderr: string };
  /**
   * With `screenFiles`: start the child through rvkit-launch (launcher.ts) when it is built, instead of
   * forking this process (for many short runs: ~1 ms of CPU less per run); else Node's spawn.
   */
  readonly launcher?: boolean;
}

/** How the child ended, with the end of what it printed. */
export interface ProcessOutcome {
  readonly exitCode: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly timedOut: boolean;
  readonly aborted: boolean;
  readonly stdout: string;
  readonly stderr: string;
  /** Wall time from spawn to exit, in milliseconds. */
  readonly elapsedMs: number;
}

/** Time a killed child gets to go before SIGKILL; Raven has nothing to save, so keep it short. */
const KILL_GRACE_MS = 2000;
/**
 * How long a launched run goes before the launcher announces it (its pid, for killing its group should the
 * launcher die; the run itself dies with the launcher): a shorter run is announced with its exit, one wake-up
 * per run instead of two. A second: a 40 ms run takes several times that on a loaded machine.
 */
const LAUNCH_NOTICE_MS = 1000;
/** Time to wait for the output pipes after exit (a grandchild may still hold them). */
const DRAIN_MS = 2000;

/** Opens `path` as a new empty file for a child to write (an old one unlinked, not emptied: ext4 flushes those). */
function freshFile(path: string): number {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return openSync(path, 'w');
}

/** Reads a file in chunks to `onChunk` (bounded memory: the caller keeps what it needs); `size` when known. */
function readChunks(path: string, onChunk: (text: string) => void, size?: number): void {
  // A known empty file (a silent Raven's console, as the launcher measured it) is not opened.
  if (size === 0) return;
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.allocUnsafe(Math.min(64 * 1024, Math.max(size ?? 64 * 1024, 1024)));
    const decoder = new TextDecoder('utf-8');
    for (let n = readSync(fd, buffer); n > 0; n = readSync(fd, buffer)) {
      onChunk(decoder.decode(buffer.subarray(0, n), { stream: true }));
    }
    onChunk(decoder.decode());
  } finally {
    closeSync(fd);
  }
}

/** Whether children lead their own process group: POSIX only (Windows has no process groups to signal). */
const OWN_GROUP = process.platform !== 'win32';

/**
 * Runs `binary args` and resolves when it has exited; rejects only when it cannot be started, or when the
 * program's engines are being stopped (EnginesStoppedError, see liveEngines.ts).
 */
export function runProcess(
  binary: string,
  args: readonly string[],
  options: ProcessOptions,
): Promise<ProcessOutcome> {
  return new Promise((resolve, reject) => {
    refuseWhenStopping(binary);
    const files = options.screenFiles;
    const launcher = files && options.launcher ? launcherStatus(options.env) : null;
    const launched = launcher?.available === true;
    // The launcher creates the screen files itself.
    const fds = files && !launched ? [freshFile(files.stdout), freshFile(files.stderr)] : null;
    const started = performance.now();
    let child: ChildProcess | LaunchedProcess;
    if (files && launcher?.available) {
      // Announced at once to a caller that wants the pid; else with its exit when it is short (one reply).
      const noticeMs = options.onSpawn ? 0 : LAUNCH_NOTICE_MS;
      child = launch(launcher.path, binary, args, { cwd: options.cwd, env: options.env, ...files, noticeMs });
    } else
      try {
        child = spawn(binary, args, {
          cwd: options.cwd,
          env: options.env,
          // Raven waits on stdin for ENTER after a fatal error when `:EndPause` is set: never give it one.
          stdio: ['ignore', fds?.[0] ?? 'pipe', fds?.[1] ?? 'pipe'],
          shell: false,
          windowsHide: true,
          // Its own group (setsid): a signal for the child reaches what it starts, and never rvkit itself.
          detached: OWN_GROUP,
        });
      } finally {
        // The child holds its own copies.
        fds?.forEach((fd) => closeSync(fd));
      }
    // A launched run leads its own group too; the launcher signals the group while the run is unreaped.
    const group = OWN_GROUP && !launched;
    trackProcess(child, group);
    const tails = { stdout: new TextTail(), stderr: new TextTail() };
    let timedOut = false;
    let aborted = false;
    let exited: { code: number | null; signal: NodeJS.Signals | null; at: number } | null = null;
    let settled = false;
    const timers: NodeJS.Timeout[] = [];

    const splitters = {
      stdout: new LineSplitter((line) => options.onLine?.(line, 'stdout')),
      stderr: new LineSplitter((line) => options.onLine?.(line, 'stderr')),
    };
    for (const name of ['stdout', 'stderr'] as const) {
      const stream = child[name];
      if (stream === null) continue;
      const lines = splitters[name];
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        tails[name].push(chunk);
        lines.push(chunk);
      });
      stream.on('end', () => lines.end());
    }

    const stop = () => {
      if (exited) return;
      // A program stopping on a signal has sent it to every engine already and kills those still running after
      // its own grace (stopEngines): a second signal would read as "stop now, no grace" to a child that handles
      // signals itself (rvkit calibrate, a task's command), and a shorter timer here would cut that grace short.
      if (enginesStopping()) return;
      signalProcess(child, group, 'SIGTERM');
      const force = setTimeout(
        () => exited ?? signalProcess(child, group, 'SIGKILL'),
        options.graceMs ?? KILL_GRACE_MS,
      );
      timers.push(force);
    };
    const onAbort = () => {
      aborted = true;
      // An abort set off by a stopping signal (a calibration aborts its evaluations first, so that none is
      // journaled as failed) comes just before the program's own handler stops the engines in the same turn:
      // decide once it has run.
      setImmediate(stop);
    };
    if (Number.isFinite(options.timeout) && options.timeout > 0) {
      timers.push(
        setTimeout(() => {
          timedOut = true;
          stop();
        }, options.timeout),
      );
    }
    if (options.signal?.aborted) onAbort();
    else options.signal?.addEventListener('abort', onAbort, { once: true });

    const finish = () => {
      if (settled || !exited) return;
      settled = true;
      timers.forEach(clearTimeout);
      options.signal?.removeEventListener('abort', onAbort);
      resolve({
        exitCode: exited.code,
        signal: exited.signal,
        timedOut,
        aborted,
        stdout: tails.stdout.toString(),
        stderr: tails.stderr.toString(),
        elapsedMs: exited.at - started,
      });
    };

    child.on('spawn', () => {
      if (child.pid !== undefined) options.onSpawn?.(child.pid);
    });
    child.on('error', (error) => {
      // Only a failed start rejects: after a spawn the exit event still comes.
      if (child.pid === undefined && !settled) {
        settled = true;
        timers.forEach(clearTimeout);
        options.signal?.removeEventListener('abort', onAbort);
        reject(error);
      }
    });
    child.on('exit', (code, signal) => {
      exited = { code, signal, at: performance.now() };
      timers.forEach(clearTimeout);
      for (const name of files ? (['stdout', 'stderr'] as const) : []) {
        try {
          const size = launched ? (child as LaunchedProcess).screenBytes?.[name] : undefined;
          readChunks(
            files![name],
            (text) => {
              tails[name].push(text);
              splitters[name].push(text);
            },
            size,
          );
        } catch {
          // Removed meanwhile (its directory cleaned up): the run's outcome stands without its screen.
        }
        splitters[name].end();
      }
      timers.push(
        setTimeout(() => {
          child.stdout?.destroy();
          child.stderr?.destroy();
          finish();
        }, DRAIN_MS),
      );
    });
    child.on('close', finish);
  });
}
