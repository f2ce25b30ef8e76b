/**
 * What Raven does when a parameter of the master list has no value in the .rvp: stop (error), compute it,
 * take a default, or nothing at all (transport parameters are not checked); and the names Raven cannot look
 * up in their class, which stop the run whatever the .rvp holds.
 */
import { classParameter } from '../../../grammar/parameters/index.js';
import type { ModelDescription } from './model.js';
import { masterParameterList } from './masterList.js';
import type { RequiredParameter } from './masterList.js';

/** What a missing value leads to. */
export type IfMissing =
  /** RVPParameterWarning: "required … property NAME not included in .rvp file"; the run stops. */
  | 'error'
  /** AutoCalculate fills it in. */
  | 'computed'
  /** The class's default value is used (`defaultValue`). */
  | 'default'
  /** Raven does not check it (transport parameters). */
  | 'unchecked'
  /** Raven does not know the name in that class ("Unrecognized/invalid … parameter name"): the run stops. */
  | 'unknown';

/** A master list entry and what happens when the .rvp leaves it out. */
export interface ParameterRequirement extends RequiredParameter {
  readonly ifMissing: IfMissing;
  readonly defaultValue?: number;
}

/** What Raven does when a parameter of that class type and name is missing. */
export function ifMissing(
  entry: RequiredParameter,
): Pick<ParameterRequirement, 'ifMissing' | 'defaultValue'> {
  if (entry.classType === 'transport') return { ifMissing: 'unchecked' };
  const row = classParameter(entry.classType, entry.name);
  if (!row) return { ifMissing: 'unknown' };
  if (row.absent.kind === 'error') return { ifMissing: 'error' };
  if (row.absent.kind === 'auto') return { ifMissing: 'computed' };
  return { ifMissing: 'default', defaultValue: row.absent.value };
}

/** The master list of the model, in Raven's order, each entry with what a missing value leads to. */
export function parameterRequirements(desc: ModelDescription): ParameterRequirement[] {
  return masterParameterList(desc).map((entry) => ({ ...entry, ...ifMissing(entry) }));
}
