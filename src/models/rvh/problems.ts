/** Collecting the problems of a command read from text, to throw them all at once. */
import { ConfigValidationError, type Problem, type SourceLocation } from '../modelClass/errors.js';

/** The problems found while reading one command. */
export class ProblemList {
  readonly items: Problem[] = [];

  /** Adds a problem at a field path (and where it is in the text, when known). */
  add(path: string, message: string, location?: SourceLocation): void {
    this.items.push(location ? { path, message, location } : { path, message });
  }

  /** Throws a ConfigValidationError naming `model` when any problem was found. */
  check(model: string): void {
    if (this.items.length > 0) throw new ConfigValidationError(this.items, model);
  }
}

/** `a.b` from a path prefix and a name (no leading dot at the top). */
export function join(path: string, name: string | number): string {
  return path ? `${path}.${name}` : String(name);
}
