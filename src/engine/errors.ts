/** The errors of running Raven: a failed run, one of its warnings, and a missing engine. */

/** How to get the engine, repeated wherever its absence is reported. */
export const INSTALL_HINT =
  "Install it with `rvkit engine --install` (builds Raven 4.12 from PyPI into rvkit's cache, a few minutes), " +
  'or set RAVEN_BINARY to the path of a Raven executable.';

/** Why a run failed: Raven reported errors, stopped without completing, or was stopped by rvkit. */
export type RavenFailure = 'errors' | 'incomplete' | 'timeout' | 'aborted';

/** What a failed run left behind, for `RavenError`. */
export interface RavenErrorDetails {
  readonly reason: RavenFailure;
  readonly errors: readonly string[];
  readonly warnings: readonly string[];
  readonly configdir: string;
  readonly outputdir: string;
  readonly exitCode: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stderr: string;
}

/** A Raven run that failed: carries every ERROR message Raven gave. */
export class RavenError extends Error {
  override readonly name = 'RavenError';
  /** Why the run failed. */
  readonly reason: RavenFailure;
  /** Each ERROR message of Raven_errors.txt (or of the console when Raven stopped before writing it). */
  readonly errors: readonly string[];
  /** Each WARNING message of the run. */
  readonly warnings: readonly string[];
  /** The model directory Raven ran in. */
  readonly configdir: string;
  /** The output directory of the run. */
  readonly outputdir: string;
  /** Raven's exit status (always 0 when Raven stops by itself), or null when it was killed. */
  readonly exitCode: number | null;
  /** The signal that killed Raven, if any. */
  readonly signal: NodeJS.Signals | null;
  /** The end of Raven's standard error. */
  readonly stderr: string;

  constructor(details: RavenErrorDetails) {
    super([`Raven failed in ${details.configdir}`, ...details.errors.map((e) => `  ${e}`)].join('\n'));
    this.reason = details.reason;
    this.errors = details.errors;
    this.warnings = details.warnings;
    this.configdir = details.configdir;
    this.outputdir = details.outputdir;
    this.exitCode = details.exitCode;
    this.signal = details.signal;
    this.stderr = details.stderr;
  }
}

/** One WARNING message of a Raven run, in the form `process.emitWarning` takes. */
export class RavenWarning extends Error {
  override readonly name = 'RavenWarning';
}

/**
 * No Raven executable was found, or the one the user named (RAVEN_BINARY, RAVENPY_RAVEN_BINARY_PATH) does not
 * exist or cannot run; the message says which, and how to install one.
 */
export class EngineNotFoundError extends Error {
  override readonly name = 'EngineNotFoundError';
  /** Each place that was looked at, with why it was not used. */
  readonly tried: readonly string[];

  /**
   * Without `problem`, the message says nothing was found, how to install an engine, and where rvkit looked;
   * with it (a binary the user named that is unusable), the message is `problem`, which says what to do.
   */
  constructor(tried: readonly string[], problem?: string) {
    super(
      problem ??
        ['The Raven engine was not found.', INSTALL_HINT, ...tried.map((t) => `  looked at ${t}`)].join('\n'),
    );
    this.tried = tried;
  }
}

/** An engine was to start after the program was told to stop (`stopEngines`): it did not start. */
export class EnginesStoppedError extends Error {
  override readonly name = 'EnginesStoppedError';
  /** The signal the engines were stopped with. */
  readonly signal: NodeJS.Signals;

  constructor(program: string, signal: NodeJS.Signals) {
    super(`Not starting ${program}: the engines are being stopped (${signal})`);
    this.signal = signal;
  }
}

/** A run with `overwrite = false` found the outputs of its run name already in the output directory. */
export class OutputExistsError extends Error {
  override readonly name = 'OutputExistsError';
  /** Same code as Node's file-exists errors, for callers that test `code`. */
  readonly code = 'EEXIST';
  /** The output directory. */
  readonly outputdir: string;
  /** The existing output files (names inside the output directory). */
  readonly files: readonly string[];

  constructor(outputdir: string, files: readonly string[]) {
    super(
      `Outputs of this run already exist in ${outputdir} (${files.join(', ')}); ` +
        'run with overwrite to replace them.',
    );
    this.outputdir = outputdir;
    this.files = files;
  }
}
