/**
 * Collecting validation problems while reading Raven text: problems of the text's shape (a missing word, a
 * command the model cannot hold) are reported together with the field problems `construct` finds, and the
 * problems of nested models come back under the path of the container, so one ConfigValidationError lists
 * everything wrong with a block.
 */
import { construct } from '../modelClass/construct.js';
import { ConfigValidationError, type Problem, type SourceLocation } from '../modelClass/errors.js';
import type { ModelClass } from '../modelClass/types.js';

/** A problem of the text, at a location when known. */
export function problem(path: string, message: string, location?: SourceLocation): Problem {
  return location ? { path, message, location } : { path, message };
}

/** Builds a model and throws every problem at once: those `construct` finds and those found in the text. */
export function buildReported<T extends object>(
  cls: ModelClass<T>,
  plain: unknown,
  locations: Map<string, SourceLocation>,
  found: readonly Problem[] = [],
): T {
  let problems = [...found];
  try {
    const model = construct(cls, plain, locations);
    if (problems.length === 0) return model;
  } catch (e) {
    if (!(e instanceof ConfigValidationError)) throw e;
    problems = [...e.problems, ...problems];
  }
  throw new ConfigValidationError(problems, cls.name);
}

/** Runs the reading of a nested model; on failure its problems join `problems` under `prefix`. */
export function readNested<T>(problems: Problem[], prefix: string, read: () => T): T | undefined {
  try {
    return read();
  } catch (e) {
    if (!(e instanceof ConfigValidationError)) throw e;
    for (const p of e.problems) problems.push({ ...p, path: p.path ? `${prefix}.${p.path}` : prefix });
    return undefined;
  }
}
