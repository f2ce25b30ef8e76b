/**
 * Typed reads that cannot hold a command: a command using something the spec's model has no field for (an
 * ASCII time series in :Data, a :RedirectToFile inside :Gauge, …) fails with this error, so that the loader
 * keeps it untyped and its text stays exactly as written.
 */
import type { Command as Node } from '../../ast/nodes.js';
import { ConfigValidationError, type Problem } from '../modelClass/errors.js';
import { commandLocation, type SourceFile } from './read.js';

/** The command holds something its typed model cannot hold; `problems` say what, and where. */
export class UnsupportedCommandError extends ConfigValidationError {
  constructor(problems: readonly Problem[], model?: string) {
    super(problems, model);
    this.name = 'UnsupportedCommandError';
  }
}

/** Collects what a command holds that its model cannot, then refuses the command if anything was found. */
export class Refusals {
  readonly problems: Problem[] = [];
  constructor(private readonly source: SourceFile | undefined) {}

  /** Notes a part of the text (at `node`) the model cannot hold. */
  add(node: Node, message: string, path = ''): void {
    const location = commandLocation(node, this.source);
    this.problems.push(location ? { path, message, location } : { path, message });
  }

  /** Throws `UnsupportedCommandError` when anything was noted. */
  check(model: { name: string }): void {
    if (this.problems.length > 0) throw new UnsupportedCommandError(this.problems, model.name);
  }
}
