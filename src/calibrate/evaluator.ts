/** What the scheduler asks of the model side of a calibration: slots to run in, and evaluations. */

/** The outcome of one evaluation: its cost (Infinity when it failed) and what was read from the model. */
export interface Evaluation {
  /** The objective to minimise; Infinity when the run failed. */
  readonly cost: number;
  /** False when the model program failed or its outputs could not be read. */
  readonly ok: boolean;
  /** Why it failed (Raven's errors, or the model program's last words). */
  readonly error?: string;
  /** The values read from the outputs (response variables, metrics), by name. */
  readonly responses: Readonly<Record<string, number>>;
  /** Wall time of the model program (Raven, or the OSTRICH setup's script), in milliseconds. */
  readonly runMs: number;
  /**
   * The stop signal (SIGTERM, SIGINT, SIGHUP) that killed the model program, sent by someone other than rvkit:
   * a scheduler cancelling the job, or Ctrl-C, signals every process at once, and the calibration may be
   * stopping too (its own signal not yet handled).
   */
  readonly stoppedBy?: NodeJS.Signals;
}

/** A calibration's model: the work directories of its slots, and the evaluation of a point in one of them. */
export interface Evaluator {
  /** The directory evaluations run in for slot `slot`. */
  slotDir(slot: number): string;
  /** Makes slot `slot`'s directory ready (once per calibration run, before its first evaluation there). */
  prepare(slot: number): Promise<void>;
  /**
   * Runs the model in slot `slot` with the parameter values of `x` (search space); `final` marks the
   * closing run of the best set (a model may keep its full outputs).
   */
  evaluate(slot: number, x: readonly number[], signal?: AbortSignal, final?: boolean): Promise<Evaluation>;
  /** Called when an evaluation in `slot` is a new best, before the slot is reused. */
  onBest?(slot: number, signal?: AbortSignal): Promise<void>;
}
