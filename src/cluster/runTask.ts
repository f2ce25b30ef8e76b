/**
 * Running one task of a job, wherever the scheduler put it (a Slurm array element runs `rvkit cluster task
 * <dir> <index>`; the local scheduler calls this directly): a task already done is skipped, the commands an
 * earlier attempt finished are skipped, one it started continues with its `resumeArgv`, and the record says
 * how far it got, flushed as it goes.
 */
import { writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { performance } from 'node:perf_hooks';
import { runProcess, type ProcessOutcome } from '../engine/childProcess.js';
import { EnginesStoppedError } from '../engine/errors.js';
import { readJob, rvkitCommand } from './jobDir.js';
import { shellWord } from './shellWord.js';
import { readTaskRecord, recordTaskEvent, type AttemptEnd } from './taskRecord.js';

/** Where a task runs and where its output goes. */
export interface RunTaskOptions {
  /** The scheduler running it and its id there (`slurm`, `123_4`). */
  readonly scheduler: string;
  readonly id: string;
  /** The file its output goes to, when known (recorded for status). */
  readonly log?: string;
  /** File descriptor of the commands' standard output and error (default: this process's). */
  readonly fd?: number;
  /**
   * Aborting stops the running command (SIGTERM, then SIGKILL) and records the attempt as stopped; a reason
   * that is a string names the signal the task received (`SIGTERM`).
   */
  readonly signal?: AbortSignal;
  /** Environment of the commands, before the job's own variables (default `process.env`). */
  readonly env?: NodeJS.ProcessEnv;
  /** A line about what the task does (default: nothing). */
  readonly say?: (line: string) => void;
  /**
   * Runs one of this very program's commands (`rvkit calibrate …`: its arguments after node and the CLI's
   * entry) inside the task's own process instead of starting a second node, which a scheduler's array task
   * pays for at every start. Only for a process that runs one task at a time and nothing else: the command
   * gets the task's working directory and environment, process-wide, while it runs. Any other command starts
   * as its own process.
   */
  readonly inProcess?: InProcessCommand;
}

/** Runs an rvkit command line in this process, its output to `out` and `err`; resolves to its exit code. */
export type InProcessCommand = (
  args: readonly string[],
  io: { readonly out: (text: string) => void; readonly err: (text: string) => void },
) => Promise<number>;

/** How a task run ended. */
export interface TaskRunResult {
  /** 'skipped' when an earlier attempt had done it. */
  readonly state: AttemptEnd | 'skipped';
  /** The exit code a task process gives: 0 done or skipped, the failing command's code, or 128 + signal. */
  readonly exitCode: number;
}

/** Time a stopped command gets to save its work (a calibration's journal) before SIGKILL. */
export const TASK_STOP_GRACE_MS = 20_000;

const SIGNAL_NUMBERS: Record<string, number> = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15, SIGUSR1: 10 };

/** Runs task `index` of the job in `dir`; resolves when it has ended, with its record written. */
export async function runTask(dir: string, index: number, options: RunTaskOptions): Promise<TaskRunResult> {
  const say = options.say ?? (() => undefined);
  const job = await readJob(dir);
  const task = job.tasks[index];
  if (!Number.isInteger(index) || task === undefined) {
    throw new RangeError(
      `task ${index} does not exist: the job in ${dir} has tasks 0-${job.tasks.length - 1}`,
    );
  }
  const record = await readTaskRecord(job.dir, index);
  if (record.done) {
    say(`task ${index} (${task.name}) was done by attempt ${record.attempts}: skipped`);
    return { state: 'skipped', exitCode: 0 };
  }
  const attempt = record.attempts + 1;
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 10) / 100;
  await recordTaskEvent(job.dir, index, {
    event: 'start',
    attempt,
    time: new Date().toISOString(),
    host: hostname(),
    pid: process.pid,
    scheduler: options.scheduler,
    id: options.id,
    ...(options.log && { log: options.log }),
  });
  const end = async (state: AttemptEnd, fields: Record<string, unknown> = {}): Promise<void> =>
    recordTaskEvent(job.dir, index, {
      event: 'end',
      attempt,
      time: new Date().toISOString(),
      state,
      seconds: seconds(),
      ...fields,
    });

  const env = {
    ...(options.env ?? process.env),
    ...job.env,
    RVKIT_JOB_DIR: job.dir,
    RVKIT_TASK_INDEX: String(index),
    RVKIT_TASK_NAME: task.name,
  };
  for (const [k, command] of task.commands.entries()) {
    if (record.commandsDone.has(k)) continue;
    const resumed = record.commandsStarted.has(k) && command.resumeArgv !== undefined;
    const argv = resumed ? command.resumeArgv! : command.argv;
    say(
      `task ${index} (${task.name}), attempt ${attempt}: ${resumed ? 'continuing' : 'running'} ${argv.map(shellWord).join(' ')}`,
    );
    await recordTaskEvent(job.dir, index, {
      event: 'command',
      attempt,
      command: k,
      time: new Date().toISOString(),
      resumed,
    });
    const outcome = await runCommand(argv, command.cwd, env, options);
    if (outcome.stopped) {
      // The signal the task received (the abort's reason) says more than the command's own exit.
      const reason: unknown = options.signal?.reason;
      await end('stopped', {
        command: k,
        exitCode: outcome.exitCode,
        signal: typeof reason === 'string' ? reason : outcome.signal,
        message: outcome.tail,
      });
      return { state: 'stopped', exitCode: exitCodeOf(outcome) || 143 };
    }
    if (outcome.exitCode !== 0) {
      await end('failed', {
        command: k,
        exitCode: outcome.exitCode,
        signal: outcome.signal,
        message: outcome.tail,
      });
      return { state: 'failed', exitCode: exitCodeOf(outcome) || 1 };
    }
    await recordTaskEvent(job.dir, index, {
      event: 'command-done',
      attempt,
      command: k,
      time: new Date().toISOString(),
    });
  }
  await end('done');
  return { state: 'done', exitCode: 0 };
}

interface CommandOutcome {
  readonly exitCode: number | null;
  readonly signal: string | null;
  readonly stopped: boolean;
  /** The end of its standard error (or why it could not start). */
  readonly tail: string;
}

function exitCodeOf(outcome: CommandOutcome): number {
  if (outcome.exitCode !== null) return outcome.exitCode;
  return 128 + (SIGNAL_NUMBERS[outcome.signal ?? ''] ?? 0);
}

/** The signals that stop a command, and the exit codes of a command that saved its work and exited on one. */
const STOP_SIGNALS = new Set(['SIGTERM', 'SIGINT', 'SIGHUP']);
const STOPPED_EXIT = new Map([...STOP_SIGNALS].map((name) => [128 + SIGNAL_NUMBERS[name]!, name]));

/**
 * Runs one command through the engine's one process path (`runProcess`): its own process group, recorded
 * among the program's live processes, so that a signal to this program (Ctrl-C, a supervisor, Slurm) reaches
 * the command and the Raven runs under it, and none outlives the task. Its output goes on, line by line, to
 * the task's output; its standard error's end is kept. A stop gives it TASK_STOP_GRACE_MS to save its work.
 */
async function runCommand(
  argv: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  options: RunTaskOptions,
): Promise<CommandOutcome> {
  const write =
    options.fd === undefined
      ? (line: string, stream: 'stdout' | 'stderr') => process[stream].write(line + '\n')
      : (line: string) => writeAll(options.fd!, Buffer.from(line + '\n'));
  const self = rvkitCommand();
  if (options.inProcess && argv.length > 2 && argv[0] === self[0] && argv[1] === self[1]) {
    return runHere(options.inProcess, argv.slice(2), cwd, env, options);
  }
  let outcome: ProcessOutcome;
  try {
    outcome = await runProcess(argv[0]!, argv.slice(1), {
      cwd,
      env,
      timeout: 0,
      graceMs: TASK_STOP_GRACE_MS,
      ...(options.signal && { signal: options.signal }),
      onLine: write,
    });
  } catch (error) {
    if (error instanceof EnginesStoppedError) {
      return { exitCode: null, signal: error.signal, stopped: true, tail: 'stopped before it started' };
    }
    return {
      exitCode: 127,
      signal: null,
      stopped: false,
      tail: `cannot start ${argv[0]}: ${(error as Error).message}`,
    };
  }
  // Stopped by this task (an abort), or by a stop signal it got from elsewhere (Slurm signals every process of
  // a task): killed by it, or exited with 128 + its number after saving its work as rvkit's commands do.
  const byExit = outcome.exitCode === null ? undefined : STOPPED_EXIT.get(outcome.exitCode);
  const stopped = outcome.aborted || STOP_SIGNALS.has(outcome.signal ?? '') || byExit !== undefined;
  return {
    exitCode: outcome.exitCode,
    signal: outcome.signal ?? byExit ?? null,
    stopped,
    tail: lastLines(outcome.stderr),
  };
}

/** How much of a command's standard error is kept for its record's message. */
const TAIL_CHARS = 16_384;

/**
 * Runs one of rvkit's commands in this process (see RunTaskOptions.inProcess), in the command's directory and
 * environment. A stop signal reaches it as it reaches any rvkit process: the engines it runs are stopped by
 * the program's one signal handler (stopEnginesOnSignals), and a command that listens for the signal itself
 * (a calibration saving its journal) ends in its own time, its exit code 128 + n; one that does not is
 * recorded stopped at once, as a second process would have exited at once.
 */
async function runHere(
  run: InProcessCommand,
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  options: RunTaskOptions,
): Promise<CommandOutcome> {
  let tail = '';
  const keep = (text: string) => {
    tail = (tail + text).slice(-TAIL_CHARS);
  };
  const write =
    options.fd === undefined
      ? (text: string, stream: 'stdout' | 'stderr') => void process[stream].write(text)
      : (text: string) => writeAll(options.fd!, Buffer.from(text));
  const io = {
    out: (text: string) => write(text, 'stdout'),
    err: (text: string) => {
      keep(text);
      write(text, 'stderr');
    },
  };
  const before = { cwd: process.cwd(), env: { ...process.env } };
  const setEnv = (to: NodeJS.ProcessEnv) => {
    for (const key of Object.keys(process.env)) if (!(key in to)) delete process.env[key];
    Object.assign(process.env, to);
  };
  let stop: () => void = () => undefined;
  try {
    process.chdir(cwd);
    setEnv(env);
    const ran = run(args, io).then(
      (exitCode) => ({ exitCode }),
      (error: unknown) => {
        io.err(`rvkit: ${(error as Error).stack ?? String(error)}\n`);
        return { exitCode: 1 };
      },
    );
    // Stopped, and the command does not listen for the signal itself: nothing of it is left to wait for.
    const unheeded = new Promise<{ signal: string }>((resolve) => {
      const onAbort = () => {
        const reason: unknown = options.signal?.reason;
        const signal = typeof reason === 'string' ? reason : 'SIGTERM';
        if (process.listenerCount(signal) <= 1) resolve({ signal });
      };
      if (options.signal?.aborted) onAbort();
      options.signal?.addEventListener('abort', onAbort, { once: true });
      stop = () => options.signal?.removeEventListener('abort', onAbort);
    });
    // A throw the command does not catch (in a callback of its own) would end the task process before its
    // record is written, where a second process would have crashed alone and been recorded failed.
    const crashed = new Promise<{ exitCode: number }>((resolve) => {
      const onCrash = (error: unknown) => {
        io.err(`rvkit: ${(error as Error)?.stack ?? String(error)}\n`);
        resolve({ exitCode: 1 });
      };
      process.on('uncaughtException', onCrash);
      process.on('unhandledRejection', onCrash);
      const stopAbort = stop;
      stop = () => {
        stopAbort();
        process.off('uncaughtException', onCrash);
        process.off('unhandledRejection', onCrash);
      };
    });
    const ended = await Promise.race([ran, unheeded, crashed]);
    if ('signal' in ended) {
      return { exitCode: null, signal: ended.signal, stopped: true, tail: lastLines(tail) };
    }
    const byExit = STOPPED_EXIT.get(ended.exitCode);
    return {
      exitCode: ended.exitCode,
      signal: byExit ?? null,
      stopped: byExit !== undefined || options.signal?.aborted === true,
      tail: lastLines(tail),
    };
  } catch (error) {
    return {
      exitCode: 127,
      signal: null,
      stopped: false,
      tail: `cannot run in ${cwd}: ${(error as Error).message}`,
    };
  } finally {
    stop();
    setEnv(before.env);
    process.chdir(before.cwd);
  }
}

/** The last few non-empty lines of a text. */
function lastLines(text: string, count = 8): string {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .slice(-count)
    .join('\n');
}

function writeAll(fd: number, chunk: Buffer): void {
  let offset = 0;
  while (offset < chunk.length) offset += writeSync(fd, chunk, offset);
}
