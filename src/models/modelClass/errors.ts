/** `ConfigValidationError`: every problem of a configuration at once, each with its field path and source. */

/** Where a value came from in RV text. */
export interface SourceLocation {
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

/** One validation problem. */
export interface Problem {
  /** Field path from the validated object, such as `hrus.3.aspect` (empty for the object itself). */
  readonly path: string;
  readonly message: string;
  /** Set for values read from RV text. */
  readonly location?: SourceLocation;
}

/** A configuration failed validation; `problems` lists every problem found, not just the first. */
export class ConfigValidationError extends Error {
  constructor(
    readonly problems: readonly Problem[],
    /** The model class that was being built. */
    readonly model?: string,
  ) {
    super(
      `${model ? `${model}: ` : ''}${problems.length} validation problem${problems.length === 1 ? '' : 's'}\n` +
        problems.map((p) => `  ${formatProblem(p)}`).join('\n'),
    );
    this.name = 'ConfigValidationError';
  }
}

/** `file:line:col: path: message`, or `path: message` without a location. */
export function formatProblem(p: Problem): string {
  const where = p.location ? `${p.location.file}:${p.location.line}:${p.location.column}: ` : '';
  return `${where}${p.path ? `${p.path}: ` : ''}${p.message}`;
}
