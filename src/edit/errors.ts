/** The errors of the editing API: an edit that would leave the model inconsistent is refused, the model unchanged. */

/** A place in a model file that refers to a name, for the messages that list referrers. */
export interface Referrer {
  /** The file, as its diagnostics name it. */
  readonly file: string;
  /** 1-based line and column of the reference. */
  readonly line: number;
  readonly column: number;
  /** What refers there, in words (`:HRUs row 12`, `:SoilProfiles DEFAULT_P`). */
  readonly what: string;
}

/** An edit refused: the model is left as it was. */
export class EditError extends Error {
  constructor(
    message: string,
    /** The places that still refer to what the edit would remove or change, when that is the reason. */
    readonly referrers: readonly Referrer[] = [],
  ) {
    super(
      referrers.length === 0
        ? message
        : `${message}\n${referrers.map((r) => `  ${r.file}:${r.line}:${r.column}: ${r.what}`).join('\n')}`,
    );
    this.name = 'EditError';
  }
}
