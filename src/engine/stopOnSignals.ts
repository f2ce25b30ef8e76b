/**
 * No engine outlives the program that started it. A scheduler, a supervisor or a terminal stops a program
 * with SIGTERM, SIGINT or SIGHUP; by default Node then dies at once and Raven, re-parented, runs on and keeps
 * writing its outputs. `stopEnginesOnSignals` (which `rvkit` installs for every command, and which a
 * long-running program such as a calibration calls) passes the signal on to every engine, waits for them,
 * runs the program's own last steps, then exits as the signal would have: with 128 + its number.
 */
import { constants } from 'node:os';
import { stopEngines, type StopOptions } from './liveEngines.js';

/** The signals that ask a program to stop. */
export const STOP_SIGNALS: readonly NodeJS.Signals[] = ['SIGTERM', 'SIGINT', 'SIGHUP'];

/** What runs once the engines are gone, before the program exits (a calibration writes its journal). */
export type StoppedHook = (signal: NodeJS.Signals) => void | Promise<void>;

const hooks = new Set<StoppedHook>();
const listeners = new Map<NodeJS.Signals, () => void>();
let received: NodeJS.Signals | null = null;
let stopOptions: StopOptions = {};

/** The exit status of a program stopped by `signal`, as a shell reports it: 128 + the signal's number. */
export function signalExitCode(signal: NodeJS.Signals): number {
  return 128 + (constants.signals[signal] ?? 15);
}

async function onSignal(signal: NodeJS.Signals): Promise<void> {
  if (received !== null) {
    // Asked again while waiting: a second Ctrl-C is a user's "stop now" (the convention of terminal programs)
    // and gets no more grace. Any other repeat is a copy of the first request (Slurm's scancel signals every
    // process of a job step, and `rvkit cluster task` forwards its own SIGTERM; a supervisor may signal a
    // process group and the process): the engines keep their grace, and a scheduler that wants them gone
    // sooner sends SIGKILL itself (Slurm after KillWait). Telling the two apart by the time between the
    // signals would depend on how busy the machine is.
    if (signal === 'SIGINT' && received === 'SIGINT') void stopEngines('SIGKILL');
    return;
  }
  received = signal;
  // A program with its own handler for the signal (a command that saves its work, or waits for a child it
  // started itself) decides when it exits: the engines are stopped for it, the exit is left to it.
  const handledElsewhere = process.listenerCount(signal) > 1;
  await stopEngines(signal, stopOptions);
  for (const hook of hooks) {
    try {
      await hook(signal);
    } catch (error) {
      process.emitWarning(`while stopping on ${signal}: ${(error as Error).message}`);
    }
  }
  if (!handledElsewhere) process.exit(signalExitCode(signal));
}

/**
 * Until the returned function is called, SIGTERM, SIGINT and SIGHUP stop every engine this program started
 * (each gets the same signal and is waited for; SIGKILL after `graceMs`, or at once on a second Ctrl-C), then
 * run `onStopped` (and the hooks of other callers), then exit with 128 + the signal's number, unless the
 * program listens for that signal itself (`process.on`): then its own handler decides when to exit. Calls
 * compose: the handlers are installed once, and removed when the last caller removes its own.
 */
export function stopEnginesOnSignals(onStopped?: StoppedHook, options: StopOptions = {}): () => void {
  const hook: StoppedHook = onStopped ?? (() => undefined);
  hooks.add(hook);
  if (options.graceMs !== undefined) stopOptions = options;
  if (listeners.size === 0) {
    for (const signal of STOP_SIGNALS) {
      const listener = () => void onSignal(signal);
      listeners.set(signal, listener);
      process.on(signal, listener);
    }
  }
  return () => {
    hooks.delete(hook);
    if (hooks.size > 0 || received !== null) return;
    for (const [signal, listener] of listeners) process.off(signal, listener);
    listeners.clear();
  };
}
