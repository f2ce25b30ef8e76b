/**
 * Finding a command in Raven text for the `parse(text)` class methods of models that are not bound to the
 * catalogue on their own (process lines, conditions, groups) or that need the `:Alias` names of the text.
 */
import type { FileType } from '../../../grammar/types.js';
import type { Command as Node, Item } from '../../ast/nodes.js';
import { parseRv } from '../../parser/parseRv.js';
import { lineStarts } from '../../parser/positions.js';
import { bodyCommands, type SourceFile } from './read.js';

/** A command found in a text, with the text's source and its top-level items. */
export interface FoundCommand {
  readonly node: Node;
  readonly source: SourceFile;
  readonly items: readonly Item[];
}

/** Every command of a text named one of `names` (looking inside blocks too), in order. */
export function commandsIn(text: string, fileType: FileType, names: readonly string[]): FoundCommand[] {
  const doc = parseRv(text, { fileType, fileName: '<text>' });
  const source = { file: '<text>', starts: lineStarts(text) };
  const out: FoundCommand[] = [];
  const walk = (items: readonly Item[] | undefined) => {
    for (const c of bodyCommands(items)) {
      if (names.includes(c.line.words[0].text)) out.push({ node: c, source, items: doc.items });
      else walk(c.body);
    }
  };
  walk(doc.items);
  return out;
}

/** The first command of a text named one of `names`, or an error naming what was looked for. */
export function firstCommand(text: string, fileType: FileType, names: readonly string[]): FoundCommand {
  const found = commandsIn(text, fileType, names)[0];
  if (!found) throw new Error(`no ${names.join(' or ')} command in the text`);
  return found;
}
