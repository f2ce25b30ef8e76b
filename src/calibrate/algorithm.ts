/**
 * What every search algorithm of a calibration offers the scheduler: candidates to evaluate, proposed only
 * when the algorithm allows (a serial DDS waits for each result, a parallel one keeps its workers busy), and
 * their costs reported back. Lower cost is better. An algorithm is a pure function of its random numbers
 * and of the costs in the order they are reported: a journal that records that order replays it exactly.
 */

/** A parameter set to evaluate: its evaluation number (from 1) and its values in the search space. */
export interface Candidate {
  readonly index: number;
  readonly x: readonly number[];
}

/** The best evaluation so far. */
export interface Best {
  readonly index: number;
  readonly x: readonly number[];
  readonly cost: number;
}

/** A result the algorithm took, and whether it became the best. */
export interface Taken {
  readonly index: number;
  readonly improved: boolean;
}

/** A search over parameter sets. */
export interface Algorithm {
  /** The next candidate to evaluate now, or null when it waits for results (or has proposed them all). */
  propose(): Candidate | null;
  /** The cost of a proposed candidate (Infinity for a failed evaluation). */
  report(index: number, cost: number): void;
  /**
   * The results the algorithm has taken since the last call, in order: at once for most, but a synchronous
   * parallel DDS takes result e − width just before it makes candidate e, as OSTRICH's master does.
   */
  collect(): readonly Taken[];
  /** True once every candidate has been proposed and reported. */
  readonly finished: boolean;
  /** The best evaluation so far, null before the first report. */
  best(): Best | null;
  /** How many evaluations the algorithm makes in all. */
  readonly budget: number;
}
