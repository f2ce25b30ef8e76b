/** Checks parameter values against the limits Raven 4.12 enforces (grammar/parameters/limits.ts). */
import { RELATION_LIMITS, VALUE_LIMITS } from '../../../grammar/parameters/index.js';
import type { ClassType, RelationLimit, ValueLimit } from '../../../grammar/parameters/index.js';

/** A value outside a limit: the limit, and whether Raven stops for it. */
export interface LimitViolation {
  readonly limit: ValueLimit | RelationLimit;
  /** 'error' when Raven stops, 'warning' when it only warns. */
  readonly severity: 'error' | 'warning';
  /** Raven's own message. */
  readonly message: string;
}

const violation = (limit: ValueLimit | RelationLimit, stops: string | undefined): LimitViolation => ({
  limit,
  severity: stops ? 'error' : 'warning',
  message: limit.message,
});

/**
 * The limits one value breaks. `required` says whether the model's master list needs the parameter (limits
 * that Raven applies only then are skipped when it does not).
 */
export function checkParameterValue(
  classType: ClassType,
  name: string,
  value: number,
  required = true,
): LimitViolation[] {
  const upper = name.toUpperCase();
  return VALUE_LIMITS.filter(
    (l) =>
      l.classType === classType &&
      l.name === upper &&
      (required || !l.onlyWhenRequired) &&
      ((l.min !== undefined && value < l.min) ||
        (l.max !== undefined && value > l.max) ||
        (l.notEqual !== undefined && value === l.notEqual)),
  ).map((l) => violation(l, l.stops));
}

/** The relations between values of one class (name → value) that they break. */
export function checkClassValues(
  classType: ClassType,
  values: Readonly<Record<string, number>>,
): LimitViolation[] {
  return RELATION_LIMITS.filter((l) => {
    const lower = values[l.lower];
    const upper = values[l.upper];
    return l.classType === classType && lower !== undefined && upper !== undefined && lower > upper;
  }).map((l) => violation(l, l.stops));
}
