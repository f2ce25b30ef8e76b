/** The errors of a calibration's setup: each problem with the file and line that caused it, all at once. */

/** Where a setting was read: a file and a 1-based line (0 when the setting came from the command line). */
export interface Place {
  readonly file: string;
  readonly line: number;
}

/** One problem of a setup. */
export interface SetupProblem {
  readonly place: Place | null;
  readonly message: string;
}

/** `file:line: message`, or the message alone when it has no place. */
export function formatSetupProblem(problem: SetupProblem): string {
  const where = problem.place
    ? `${problem.place.file}${problem.place.line > 0 ? `:${problem.place.line}` : ''}: `
    : '';
  return `${where}${problem.message}`;
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
