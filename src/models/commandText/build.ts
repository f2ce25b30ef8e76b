/** Reading models from the syntax tree: where each value came from, the problems found, and the build. */
import type { Command as Node } from '../../ast/nodes.js';
import { construct } from '../modelClass/construct.js';
import { ConfigValidationError, type Problem, type SourceLocation } from '../modelClass/errors.js';
import type { ModelClass } from '../modelClass/types.js';
import { problem } from './problems.js';
import { commandLocation, type SourceFile, type SourceWord } from './read.js';

/** What a read collects besides the plain values: locations by field path, and problems found on the way. */
export interface ReadContext {
  readonly source?: SourceFile;
  readonly locations: Map<string, SourceLocation>;
  /** Problems found while reading (wrong word counts, bad rows), each with its location. */
  readonly problems: Problem[];
}

/** A fresh read context for a source file. */
export function readContext(source?: SourceFile): ReadContext {
  return { source, locations: new Map(), problems: [] };
}

/** Records where a word came from. */
export function mark(ctx: ReadContext, at: string, w: SourceWord | undefined): void {
  if (w?.location) ctx.locations.set(at, w.location);
}

/** Records where a command starts (for the problems of its fields that have no word of their own). */
export function markCommand(ctx: ReadContext, at: string, node: Node): void {
  const location = commandLocation(node, ctx.source);
  if (location) ctx.locations.set(at, location);
}

/** Adds a problem located at a command's name. */
export function complain(ctx: ReadContext, node: Node, at: string, message: string): void {
  ctx.problems.push(problem(at, message, commandLocation(node, ctx.source)));
}

/** Builds the model, or throws one `ConfigValidationError` with the reading problems and the validation's. */
export function build<T extends object>(cls: ModelClass<T>, plain: unknown, ctx: ReadContext): T {
  let model: T | undefined;
  let problems = ctx.problems;
  try {
    model = construct(cls, plain, ctx.locations);
  } catch (e) {
    if (!(e instanceof ConfigValidationError)) throw e;
    problems = [...problems, ...e.problems];
  }
  if (problems.length > 0 || !model) throw new ConfigValidationError(problems, cls.name);
  return model;
}
