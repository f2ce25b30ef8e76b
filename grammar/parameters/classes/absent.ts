/**
 * What Raven does when a class in the .rvp gives no value for a parameter (no column, no [DEFAULT] row
 * value). Each parameter's template value, set by the class initialiser, decides:
 * - NOT_NEEDED (a parameter that cannot be computed): once the master list names it, it becomes NOT_SPECIFIED,
 *   and RVPParameterWarning (ParsePropertyFile.cpp) reports it as an ERROR for every class left without
 *   it; the run stops before simulating. A parameter the master list does not name is simply unused.
 * - NOT_NEEDED_AUTO: named by the master list it becomes AUTO_COMPUTE, and the class's AutoCalculate
 *   function fills it in (usually with an advisory in Raven_errors.txt).
 * - a real value: the class keeps that default.
 */

/** What happens to a missing parameter. */
export type Absent =
  | { readonly kind: 'error' }
  | { readonly kind: 'auto' }
  | { readonly kind: 'default'; readonly value: number };

/** Missing and needed: the run stops. */
export const ERROR: Absent = { kind: 'error' };
/** Missing: Raven computes it. */
export const AUTO: Absent = { kind: 'auto' };
/** Missing: Raven uses this value. */
export const defaultValue = (value: number): Absent => ({ kind: 'default', value });

/** One parameter of a class. */
export interface ClassParameterRow {
  /** The name as the .rvp writes it (Raven upper-cases names before looking them up). */
  readonly name: string;
  /** Units as the sources give them (`0..1` for a fraction, `-` for none). */
  readonly units?: string;
  readonly absent: Absent;
  /** Another spelling of the same parameter. */
  readonly aliasOf?: string;
  /** One line on what it is. */
  readonly meaning?: string;
}
