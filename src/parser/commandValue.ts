/**
 * `parse_rv`: the value of a one-line command in RV text, read with the project parser rather than a regex,
 * so comments, commas, blocks and the text after `:End` are taken as Raven takes them.
 */
import type { FileType } from '../../grammar/types.js';
import { commandArgs, commandName, type Item } from '../ast/nodes.js';
import { parseRv } from './parseRv.js';

/** Options of `parseRvValue`. */
export interface ParseRvValueOptions {
  /** The file type of the text (its comment rule and which commands are blocks); default `rvi`. */
  readonly fileType?: FileType;
}

/** The first one-line command named `name` among `items`, blocks searched in order, or undefined. */
function findLine(items: readonly Item[], name: string): string[] | undefined {
  for (const item of items) {
    if (item.kind !== 'command') continue;
    if (item.body !== undefined) {
      const found = findLine(item.body, name);
      if (found !== undefined) return found;
    } else if (item.end === undefined && item.continuation === undefined && commandName(item) === name) {
      return commandArgs(item);
    }
  }
  return undefined;
}

/**
 * `parse_rv`: the arguments of the first one-line command `command` (with or without its leading `:`,
 * matched case-sensitively as Raven does) in `rv`, joined by single spaces; '' when it has none; null when absent.
 */
export function parseRvValue(rv: string, command: string, options: ParseRvValueOptions = {}): string | null {
  const name = command.startsWith(':') ? command : `:${command}`;
  const doc = parseRv(rv, { fileType: options.fileType ?? 'rvi' });
  return findLine(doc.items, name)?.join(' ').trim() ?? null;
}
