/** Shared by the .rvh model tests: the problems an action throws, as `path: message` (and where). */
import type { Command } from '../../../src/ast/nodes.js';
import { ConfigValidationError } from '../../../src/models/base/errors.js';
import { parseRv } from '../../../src/parser/parseRv.js';
import { dumpRv, type DumpNode } from '../../../src/printer/dump.js';

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

/** The dump of one command node (what the engine reads of it, without trivia). */
export function dumpNode(node: Command): DumpNode[] {
  return dumpRv({ kind: 'document', fileType: 'rvh', fileName: '', items: [node], diagnostics: [] }).commands;
}

/** The first command of some .rvh text. */
export function firstCommand(text: string): Command {
  const doc = parseRv(text, { fileType: 'rvh', fileName: '<text>' });
  const c = doc.items.find((i): i is Command => i.kind === 'command');
  if (!c) throw new Error('no command in the text');
  return c;
}
