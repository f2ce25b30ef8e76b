/** Shared by the .rvh model tests: the problems an action throws (shared with the .rvp ones), node dumps. */
import type { Command } from '../../../src/ast/nodes.js';
import { parseRv } from '../../../src/parser/parseRv.js';
import { dumpRv, type DumpNode } from '../../../src/printer/dump.js';

export { locatedProblems, problems, validationError } from '../helpers.js';

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
