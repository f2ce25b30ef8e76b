/**
 * Collecting the problems of a command read from text, so that `fromRv` throws them all at once, located, as
 * one ConfigValidationError: problems of the text's shape (rows of the wrong length, words Raven would
 * misread, a missing word or header line, a command the model cannot hold) together with the field problems
 * `construct` finds, and the problems of nested models under the path of their container.
 */
import { isNumberLiteral } from '../../parser/numbers.js';
import { placeholder } from './template.js';
import type { Variable } from '../symbolic/expr.js';
import { construct } from '../modelClass/construct.js';
import { ConfigValidationError, type Problem, type SourceLocation } from '../modelClass/errors.js';
import type { ModelClass } from '../modelClass/types.js';
import type { SourceWord } from './read.js';

/** Why most .rvp numbers must be plain: Raven reads them with atof, which turns any other word into 0. */
const ATOF = 'Raven reads this value with atof (_DEFAULT, _AUTO and alias names become 0)';

/** The problems found so far while reading one command. */
export class Problems {
  readonly items: Problem[] = [];

  /** Records a problem at a field path (and where it is in the text, when known). */
  add(path: string, message: string, location?: SourceLocation): void {
    this.items.push(problem(path, message, location));
  }

  /** Throws every recorded problem as one ConfigValidationError naming `model`, when any was found. */
  throwIfAny(model: string): void {
    if (this.items.length > 0) throw new ConfigValidationError(this.items, model);
  }

  /** `number`, or one of Raven's special words where it reads with atof (kept as the word: it means 0). */
  atof(w: SourceWord, path: string): number | Variable | string | undefined {
    return ATOF_WORDS.includes(w.text) ? w.text : this.number(w, path);
  }

  /** A row Raven stops reading its table at (an improper line length), with what it reads instead. */
  stopsAt(path: string, row: readonly SourceWord[], reads: string | number): void {
    const n = row.length;
    this.add(
      path,
      `Raven stops reading the table at a row of ${n} word${n === 1 ? '' : 's'} (it reads ${reads})`,
      row[0]?.location,
    );
  }

  /**
   * The number a word holds (in an OSTRICH template, the parameter a placeholder stands for), or undefined
   * (with a problem, saying why a plain number is needed) when it is not a plain number literal.
   */
  number(w: SourceWord, path: string, why = ATOF): number | Variable | undefined {
    if (isNumberLiteral(w.text, 0, w.text.length)) return Number(w.text);
    // In an OSTRICH template, a placeholder stands for the number (a symbolic parameter of the model).
    const symbol = placeholder(w.text);
    if (symbol) return symbol;
    this.add(path, `'${w.text}' is not a number: ${why}`, w.location);
    return undefined;
  }
}

/**
 * The words Raven reads as numbers in a class table where it reads values with atof: its special words
 * `_DEFAULT`, `_DEF`, `_AUTO`, `AUTO` (held as written, as typed values: atof makes them 0 there).
 */
export const ATOF_WORDS: readonly string[] = ['_DEFAULT', '_DEF', '_AUTO', 'AUTO'];

/** `a.b` from a path prefix and a name (no leading dot at the top). */
export function join(path: string, name: string | number): string {
  return path ? `${path}.${name}` : String(name);
}

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
