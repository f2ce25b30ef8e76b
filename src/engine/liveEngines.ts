/**
 * The engine processes this program has started and not yet seen exit, so that none outlives it: a program
 * told to stop (a signal, a closed output pipe) stops them all with `stopEngines` and waits for them before it
 * exits. Every engine is started through `runProcess` (one Raven run, a member of an ensemble or of a
 * parameter-set run, an `Emulator` run, a wrapper such as `srun`), which records it here.
 */
import { EnginesStoppedError } from './errors.js';

/** What is used of a started process: a Node ChildProcess, or a run a launcher started (launcher.ts). */
export interface EngineProcess {
  readonly pid?: number;
  readonly exitCode: number | null;
  readonly signalCode: NodeJS.Signals | null;
  /** True while a launcher is starting it: no pid yet, but it can be signalled (the launcher reads in order). */
  readonly starting?: boolean;
  kill(signal?: NodeJS.Signals | number): boolean;
  once(event: 'exit' | 'error', listener: () => void): unknown;
}

/** One started process: how to signal it and when it has exited. */
interface LiveProcess {
  readonly child: EngineProcess;
  /** True when the process leads its own process group (see `runProcess`): the group is signalled. */
  readonly group: boolean;
  readonly exited: Promise<void>;
}

/** How long engines get after the stopping signal before SIGKILL, unless told otherwise. */
export const STOP_GRACE_MS = 10_000;

const live = new Set<LiveProcess>();
let stopping: Promise<void> | null = null;
let stoppedBy: NodeJS.Signals | null = null;

/**
 * Sends `signal` to a started process and, when it leads its own process group, to the whole group: a
 * wrapper that runs Raven as its child (a shell script, `srun`) passes nothing on by itself when it dies.
 * A process already reaped is left alone (its number may belong to another process by now).
 */
export function signalProcess(child: EngineProcess, group: boolean, signal: NodeJS.Signals): void {
  if (child.exitCode !== null || child.signalCode !== null) return;
  if (child.pid === undefined) {
    if (child.starting) child.kill(signal);
    return;
  }
  try {
    if (group) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    // The group is gone (ESRCH) while the leader is not yet reaped: signal the leader alone.
    child.kill(signal);
  }
}

/** Records a process `runProcess` has just started; throws EnginesStoppedError once engines are stopping. */
export function trackProcess(child: EngineProcess, group: boolean): void {
  if (child.pid === undefined && !child.starting) return;
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
    // A launched run that could not start never exits.
    if (child.starting) child.once('error', () => resolve());
  });
  const entry: LiveProcess = { child, group, exited };
  live.add(entry);
  void exited.then(() => live.delete(entry));
  // Started in the instant the program was told to stop: it goes the way of the others.
  if (stoppedBy !== null) signalProcess(child, group, stoppedBy);
}

/** Throws EnginesStoppedError when `stopEngines` has been called: no new engine may start then. */
export function refuseWhenStopping(program: string): void {
  if (stoppedBy !== null) throw new EnginesStoppedError(program, stoppedBy);
}

/** True once `stopEngines` has been called: the program is stopping and starts nothing new. */
export function enginesStopping(): boolean {
  return stoppedBy !== null;
}

/** How many started engine processes have not exited yet. */
export function runningEngines(): number {
  return live.size;
}

/** Options of `stopEngines`. */
export interface StopOptions {
  /** Milliseconds the engines get after the signal before SIGKILL (default 10 s; srun forwards, then waits). */
  readonly graceMs?: number;
}

/**
 * Stops every engine this program has started: sends `signal` (default SIGTERM) to each (to its process
 * group), sends SIGKILL to those still running after the grace period, and resolves once all have exited.
 * From the first call on, no engine starts in this program (`runRaven` fails with EnginesStoppedError). A
 * later call sends its signal again (SIGKILL at once, for a second Ctrl-C) and returns the same promise.
 */
export function stopEngines(signal: NodeJS.Signals = 'SIGTERM', options: StopOptions = {}): Promise<void> {
  stoppedBy ??= signal;
  for (const p of live) signalProcess(p.child, p.group, signal);
  if (stopping) return stopping;
  const grace = options.graceMs ?? STOP_GRACE_MS;
  stopping = (async () => {
    const force = setTimeout(() => {
      for (const p of live) signalProcess(p.child, p.group, 'SIGKILL');
    }, grace);
    force.unref();
    // A process may be recorded while we wait (spawned just before the flag was set): wait for it too.
    while (live.size > 0) await Promise.all([...live].map((p) => p.exited));
    clearTimeout(force);
  })();
  return stopping;
}
