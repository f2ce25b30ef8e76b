/**
 * The shape of one process command's entry: the parameters its class's GetParticipatingParamList adds to the
 * master list, per algorithm, and the state variables its .rvi line creates that change other entries
 * (CANOPY, CANOPY_SNOW, SNOW_LIQ, DEPRESSION, FIRN: see extraParams.ts and the :Precipitation and
 * :SnowBalance entries).
 */
import type { ParamRef, SourceRef } from '../types.js';

/** Parameters added when the model has a state variable. */
export interface IfStateVar {
  readonly stateVar: string;
  readonly params: readonly ParamRef[];
}

/** One process command. */
export interface ProcessRule {
  /** Canonical .rvi command name, as in grammar/rvi/processes.ts. */
  readonly command: string;
  readonly source: SourceRef;
  /**
   * Algorithm token (every spelling the .rvi parser accepts) → parameters, in order. Absent when the
   * parameters do not depend on the algorithm (see `params`).
   */
  readonly algorithms?: Readonly<Record<string, readonly ParamRef[]>>;
  /** Parameters for any algorithm (commands whose algorithm the engine does not read or check). */
  readonly params?: readonly ParamRef[];
  /** Parameters appended after the algorithm's when the model has a state variable. */
  readonly ifStateVar?: readonly IfStateVar[];
  /**
   * The class's GetParticipatingParamList leaves the count untouched (an empty body): the engine appends the
   * previous process's list again (inside a :ProcessGroup, the previous member's).
   */
  readonly repeatsPrevious?: true;
  /** State variables (of the five that matter here) the command always creates. */
  readonly declares?: readonly string[];
  /** The same, per algorithm token. */
  readonly declaresByAlgorithm?: Readonly<Record<string, readonly string[]>>;
  /** Positions of the line's arguments (0 = algorithm) whose state variable the engine adds to the model. */
  readonly addsArgs?: readonly number[];
  /** The same, for the algorithms that differ from `addsArgs`. */
  readonly addsArgsByAlgorithm?: Readonly<Record<string, readonly number[]>>;
  /**
   * Fewest arguments (after the command) the engine needs to add the process; with fewer it warns and adds
   * nothing. 3 (algorithm, from, to) when absent.
   */
  readonly minArgs?: number;
}

/** The engine's usual minimum: algorithm, from and to. */
export const DEFAULT_MIN_ARGS = 3;

/** The same parameter list under several tokens (spellings, or algorithms that share a list). */
export function same<T>(tokens: readonly string[], value: T): Record<string, T> {
  return Object.fromEntries(tokens.map((t) => [t, value]));
}
