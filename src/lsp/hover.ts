/**
 * Hover: on a command, its description, arguments and file types; on an option value or algorithm, what it
 * selects and the parameters it needs; on a parameter name (or a value under it), its meaning, units and
 * Raven's limits; on a class, HRU, subbasin, group or gauge name, where the model defines it.
 */
import { relative } from 'node:path';
import { commandName, type Command } from '../ast/nodes.js';
import type { ClassType } from '../../grammar/parameters/index.js';
import { lineOf } from '../facts/site.js';
import { argAt, commandMarkdown, contextOf, parameterMarkdown, specFor, valueMarkdown } from './catalogue.js';
import { innermost, type Place, type WordAt } from './locate.js';
import type { NameIndex } from '../facts/names.js';
import type { ParsedFile } from './workspace.js';
import { parameterTableKind } from '../facts/rvpFacts.js';

/** What hover needs besides the place: the model's names, loaded only when the word may be one. */
export interface HoverInput {
  readonly file: ParsedFile;
  readonly place: Place;
  readonly names: () => Promise<NameIndex | undefined>;
}

/** The hover text at a place, or undefined. */
export async function hover(input: HoverInput): Promise<{ markdown: string; word: WordAt } | undefined> {
  const { file, place } = input;
  const word = place.word;
  if (!word) return undefined;
  const ctx = contextOf(file.doc.fileType, place.blocks);
  const block = innermost(place);
  const line = place.line;
  if (word.text.startsWith(':') && word.index === 0) {
    const spec = specFor(word.text, ctx);
    if (spec) return { markdown: commandMarkdown(word.text, spec), word };
    if (line.kind === 'end') return { markdown: `Closes ${commandName(line.command)}.`, word };
    return { markdown: `\`${word.text}\`: not a command Raven reads in a .${file.doc.fileType} file.`, word };
  }
  if (line.kind === 'command') {
    const command = line.command;
    const name = commandName(command);
    const spec = command.spec ?? specFor(name, ctx);
    const table = block ? parameterTableKind(block.spec) : undefined;
    if (name === ':Parameters' && table) return param(table, word);
    if (name === ':GlobalParameter' && word.index === 1) return param('global', word);
    const arg = argAt(spec, word.index - 1);
    if (spec && arg?.values) return { markdown: valueMarkdown(spec, arg, word.text), word };
  }
  if (line.kind === 'row' && block) {
    const table = parameterTableKind(block.spec);
    const header = table && headerWords(block, ':Parameters');
    if (table && header && word.index > 0 && header[word.index - 1]) {
      const md = parameterMarkdown(table, header[word.index - 1]);
      const row = place.words[0]?.text;
      if (md) return { markdown: `${md}\n\nValue for ${row}: \`${word.text}\``, word };
    }
  }
  const names = await input.names();
  const hit = names?.at(file.path, word.offset);
  if (hit) {
    const { entry } = hit;
    const where = entry.def
      ? `defined in ${relative(names!.project.dir, entry.def.file.path) || entry.def.file.path} line ${lineOf(entry.def.file, entry.def.offset)}`
      : 'not defined in this model';
    const uses = entry.refs.length === 1 ? '1 use' : `${entry.refs.length} uses`;
    return { markdown: `**${entry.kind}** \`${entry.name}\`: ${where}; ${uses}.`, word };
  }
  if (line.kind === 'row' && block?.spec?.block?.rows?.columns) {
    const columns = block.spec.block.rows.columns;
    const col = argAtColumns(columns, word.index);
    if (col) return { markdown: `\`${word.text}\`: ${col.name} (${col.type}) of ${block.spec.name}.`, word };
  }
  return undefined;
}

function param(table: ClassType, word: WordAt): { markdown: string; word: WordAt } | undefined {
  const markdown = parameterMarkdown(table, word.text);
  return markdown ? { markdown, word } : undefined;
}

function argAtColumns<T extends { variadic?: true }>(columns: readonly T[], i: number): T | undefined {
  if (i < columns.length) return columns[i];
  const last = columns[columns.length - 1];
  return last?.variadic ? last : undefined;
}

/** The argument words of a block's header line (`:Parameters`), if it has one. */
export function headerWords(block: Command, name: string): string[] | undefined {
  for (const item of block.body ?? [])
    if (item.kind === 'command' && commandName(item) === name)
      return item.line.words.slice(1).map((w) => w.text);
  return undefined;
}
