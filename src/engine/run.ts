/** Running Raven on a model directory: the spec's `run()` and the detailed `runRaven()`. */
import { mkdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { performance } from 'node:perf_hooks';
import { RAVEN_MESSAGES_FILE, readRavenMessages, type RavenMessages } from '../output/messages.js';
import { assessRun } from './assess.js';
import { runProcess, type ProcessOptions } from './childProcess.js';
import { ConsoleLog } from './consoleLog.js';
import { findEngine } from './discovery.js';
import { EngineNotFoundError, INSTALL_HINT, OutputExistsError, RavenError, RavenWarning } from './errors.js';
import { isRunOutput } from '../output/outputFiles.js';
import { changedFiles, snapshotDir, snapshotFiles, writtenSince } from './writtenFiles.js';
import { ProgressTracker, type ProgressListener } from './progress.js';
import { PROGRESS_FILE, watchProgressFile } from './progressFile.js';
import { readRunName } from './runName.js';
import type { TaskRunner } from './taskRunner.js';

/** How long a run may take unless told otherwise: one hour. */
export const DEFAULT_TIMEOUT_MS = 60 * 60 * 1000;

/** Options of a run beyond the spec's positional arguments. */
export interface RunOptions {
  /** Milliseconds before Raven is killed and the run fails; 0 or Infinity for no limit. Default 1 h. */
  readonly timeout?: number;
  /** Run name passed with `-r` (prefix of every output file); overrides `:RunName`. */
  readonly runName?: string;
  /** Run mode passed with `-m` (one character, matched by `:IfModeEquals`). */
  readonly mode?: string;
  /** Aborting kills Raven and fails the run. */
  readonly signal?: AbortSignal;
  /** Called as the simulation advances, with the fraction done (0 to 1) and the line that told it. */
  readonly onProgress?: ProgressListener;
  /** Receives each warning instead of `process.emitWarning` (same rule: when verbose or on failure). */
  readonly onWarning?: (warning: RavenWarning) => void;
  /** Called with Raven's process id once it has started. */
  readonly onSpawn?: (pid: number) => void;
  /** Environment of Raven, also used to find it; default `process.env`. */
  readonly env?: NodeJS.ProcessEnv;
  /** The Raven executable; default `findEngine(env)`. */
  readonly binary?: string;
  /** Where Raven runs: default this machine (`localRunner`); a cluster runner starts it as a job step. */
  readonly runner?: TaskRunner;
}

/** One run: the spec's `run()` arguments and the options, as one object. */
export interface RunRequest extends RunOptions {
  /** The .rvi file name without extension. */
  readonly modelname: string;
  /** The directory of the model files; Raven runs there. */
  readonly configdir: string;
  /** Output directory; null means `configdir/output`; a relative path is taken from `configdir`. */
  readonly outputdir?: string | null;
  /** When false, refuse to run if this run's outputs already exist. Default true. */
  readonly overwrite?: boolean;
  /** When true, every warning is emitted, not only when the run fails. Default false. */
  readonly verbose?: boolean;
  /** The `:RunName` the .rvi holds ('' for none), when the caller knows it: the .rvi is then not read again. */
  readonly rviRunName?: string;
  /**
   * False: the output directory is not listed before and after the run (`files` is empty); for a caller
   * that knows which output it reads and runs many times (a calibration). Default true.
   */
  readonly listOutputs?: boolean;
  /** Raven's console output goes to these files, read once it exits, instead of pipes (see `runProcess`). */
  readonly screenFiles?: ProcessOptions['screenFiles'];
  /** With `screenFiles`: Raven started through rvkit-launch when it is built (see `runProcess`). */
  readonly launcher?: boolean;
}

/** What a successful run produced. */
export interface RunResult {
  readonly outputdir: string;
  readonly configdir: string;
  readonly modelname: string;
  /** The run name in force ('' when none): output files carry the prefix `<runName>_`. */
  readonly runName: string;
  /** The Raven executable that ran. */
  readonly binary: string;
  /** The messages of Raven_errors.txt. */
  readonly messages: RavenMessages;
  /** Every warning of the run (Raven's WARNINGs, then early console errors Raven carried on after). */
  readonly warnings: readonly string[];
  /** Names of the files of the output directory that this run wrote. */
  readonly files: readonly string[];
  /** Wall time of the whole `runRaven` call, in milliseconds. */
  readonly elapsedMs: number;
  /** Wall time of the Raven process, from spawn to exit, in milliseconds. */
  readonly processMs: number;
  /** Raven's own parse + simulation time in seconds, when it printed it (not in silent mode). */
  readonly ravenSeconds: number | null;
  /** The end of Raven's standard output and standard error. */
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs Raven on `configdir/modelname.rvi`; resolves to the output directory, throws `RavenError`. */
export async function run(
  modelname: string,
  configdir: string,
  outputdir: string | null = null,
  overwrite = true,
  verbose = false,
  options: RunOptions = {},
): Promise<string> {
  const result = await runRaven({ ...options, modelname, configdir, outputdir, overwrite, verbose });
  return result.outputdir;
}

function checkOptions(request: RunRequest): void {
  if (request.runName !== undefined && !/^[^\s#]+$/.test(request.runName)) {
    throw new TypeError(`Run name must be one word without spaces or #: ${JSON.stringify(request.runName)}`);
  }
  if (request.mode !== undefined && !/^\S$/.test(request.mode)) {
    throw new TypeError(`Run mode must be one character: ${JSON.stringify(request.mode)}`);
  }
}

/** The `-o` argument: relative to the model directory when inside it (shorter messages), with a trailing separator. */
function outputArgument(configdir: string, outputdir: string): string {
  const rel = relative(configdir, outputdir);
  const path = rel === '' ? '.' : rel.startsWith('..') || isAbsolute(rel) ? outputdir : rel;
  return path.endsWith(sep) ? path : path + sep;
}

/** The files of the output directory a run that does not list it must still tell fresh from old. */
function watchedFiles(request: RunRequest): string[] {
  return request.onProgress ? [RAVEN_MESSAGES_FILE, PROGRESS_FILE] : [RAVEN_MESSAGES_FILE];
}

/** Runs Raven and reports everything about the run; throws `RavenError` when the run fails. */
export async function runRaven(request: RunRequest): Promise<RunResult> {
  const started = performance.now();
  checkOptions(request);
  const configdir = resolve(request.configdir);
  // At once, as the snapshots below: a run's few stats cost less than trips through the thread pool.
  if (!statSync(configdir).isDirectory()) throw new Error(`Not a directory: ${configdir}`);
  const modelname = request.modelname.replace(/\.rvi$/i, '');
  const runName =
    request.runName ??
    request.rviRunName ??
    readRunName(await readFile(join(configdir, `${modelname}.rvi`), 'utf8'));
  const outputdir =
    request.outputdir == null ? join(configdir, 'output') : resolve(configdir, request.outputdir);
  const env = request.env ?? process.env;
  const binary = request.binary ?? findEngine(env).path;

  mkdirSync(outputdir, { recursive: true });
  const list = request.listOutputs !== false || request.overwrite === false;
  const before = list ? await snapshotDir(outputdir) : snapshotFiles(outputdir, watchedFiles(request));
  if (request.overwrite === false) {
    const existing = [...before.keys()].filter((file) => isRunOutput(file, runName)).sort();
    if (existing.length > 0) throw new OutputExistsError(outputdir, existing);
  }

  const args = [modelname, '-o', outputArgument(configdir, outputdir)];
  if (request.runName !== undefined) args.push('-r', request.runName);
  if (request.mode !== undefined) args.push('-m', request.mode);

  const screen = new ConsoleLog();
  const progress = new ProgressTracker(request.onProgress);
  const spawnedAt = Date.now();
  const fresh = (name: string) => () => writtenSince(join(outputdir, name), before.get(name), spawnedAt);
  const stopWatching = request.onProgress
    ? watchProgressFile(
        outputdir,
        async () => fresh(PROGRESS_FILE)(),
        (f, line) => progress.report(f, line),
      )
    : () => undefined;
  const timeout = request.timeout ?? DEFAULT_TIMEOUT_MS;
  const [program, ...argv] = request.runner?.wrap([binary, ...args]) ?? [binary, ...args];
  const outcome = await runProcess(program!, argv, {
    cwd: configdir,
    env,
    timeout,
    signal: request.signal,
    onSpawn: request.onSpawn,
    screenFiles: request.screenFiles,
    launcher: request.launcher,
    onLine: (line, stream) => {
      screen.line(line, stream);
      if (stream === 'stdout') progress.line(line);
    },
  })
    .catch((error: NodeJS.ErrnoException) => {
      // The executable vanished or lost its permissions since it was found.
      if (error.code === 'ENOENT' || error.code === 'EACCES') {
        throw new EngineNotFoundError([`${binary} (${error.code})`]);
      }
      throw error;
    })
    .finally(stopWatching);
  // 126 and 127 are the exec failures of a shell (a file that is no program for this machine runs through
  // /bin/sh, which says so): Raven itself always exits 0, so the named binary is not a Raven that can run.
  if ((outcome.exitCode === 126 || outcome.exitCode === 127) && outcome.stdout === '') {
    const said = outcome.stderr.trim().split('\n')[0] ?? '';
    throw new EngineNotFoundError(
      [`${binary} (exit status ${outcome.exitCode}${said ? `: ${said}` : ''})`],
      `${binary} cannot run on this machine: it is no program for it (exit status ${outcome.exitCode}). ` +
        INSTALL_HINT,
    );
  }

  // A Raven_errors.txt this run did not write belongs to an earlier run: it says nothing about this one.
  const messages = fresh(RAVEN_MESSAGES_FILE)() ? await readRavenMessages(outputdir) : null;
  const verdict = assessRun(outcome, messages, screen.summary(), timeout);
  if (request.verbose || verdict.failure !== null) {
    // The string form with a type works across realms (jest, vm), where an Error subclass may not.
    const emit = request.onWarning ?? ((w: RavenWarning) => process.emitWarning(w.message, { type: w.name }));
    for (const text of verdict.warnings) emit(new RavenWarning(text));
  }
  if (verdict.failure !== null || messages === null) {
    throw new RavenError({
      reason: verdict.failure ?? 'incomplete',
      errors: verdict.errors,
      warnings: verdict.warnings,
      configdir,
      outputdir,
      exitCode: outcome.exitCode,
      signal: outcome.signal,
      stderr: outcome.stderr,
    });
  }
  const files = list ? changedFiles(before, await snapshotDir(outputdir)) : [];
  return {
    outputdir,
    configdir,
    modelname,
    runName,
    binary,
    messages,
    warnings: verdict.warnings,
    files,
    elapsedMs: performance.now() - started,
    processMs: outcome.elapsedMs,
    ravenSeconds: screen.summary().ravenSeconds,
    stdout: outcome.stdout,
    stderr: outcome.stderr,
  };
}
