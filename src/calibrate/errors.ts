/** The errors of a calibration's setup: each problem with the file and line that caused it, all at once. */

/** Where a setting was read: a file, a 1-based line (0 when it came from the command line) and column. */
export interface Place {
  readonly file: string;
  readonly line: number;
  /** 1-based column of the word at fault, when it is known. */
  readonly column?: number;
}

/** One problem of a setup. */
export interface SetupProblem {
  readonly place: Place | null;
  readonly message: string;
}

/** `file:line:column: message` (as compilers and linters write it), or the message alone when it has no place. */
export function formatSetupProblem(problem: SetupProblem): string {
  const place = problem.place;
  if (!place) return problem.message;
  const line = place.line > 0 ? `:${place.line}${place.column ? `:${place.column}` : ''}` : '';
  return `${place.file}${line}: ${problem.message}`;
}

/** A calibration setup that cannot run: every problem found, each with its file and line. */
export class CalibrationSetupError extends Error {
  override readonly name = 'CalibrationSetupError';

  constructor(readonly problems: readonly SetupProblem[]) {
    super(problems.map(formatSetupProblem).join('\n'));
  }
}

/** Raven refused the model before any evaluation: its messages, and the run's outputs directory. */
export class ModelRefusedError extends Error {
  override readonly name = 'ModelRefusedError';

  constructor(
    message: string,
    /** Raven's error messages (or the model program's output) that say why. */
    readonly errors: readonly string[],
    /** The directory the refused run happened in. */
    readonly workdir: string,
  ) {
    super(message);
  }
}

/** The journal of a calibration does not belong to this setup, or is damaged. */
export class JournalError extends Error {
  override readonly name = 'JournalError';
}
