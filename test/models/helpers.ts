/** Shared by the model tests: the problems an action throws, as `path: message` (and where). */
import { ConfigValidationError } from '../../src/models/modelClass/errors.js';

/** The ConfigValidationError an action throws (fails the test when it throws nothing or something else). */
export function validationError(action: () => unknown): ConfigValidationError {
  try {
    action();
  } catch (e) {
    if (e instanceof ConfigValidationError) return e;
    throw e;
  }
  throw new Error('no ConfigValidationError thrown');
}

/** The problems an action throws, as `path: message`. */
export function problems(action: () => unknown): string[] {
  return validationError(action).problems.map((p) => `${p.path}: ${p.message}`);
}

/** The problems an action throws, as `line:column path: message`. */
export function locatedProblems(action: () => unknown): string[] {
  return validationError(action).problems.map(
    (p) => `${p.location ? `${p.location.line}:${p.location.column} ` : ''}${p.path}: ${p.message}`,
  );
}
