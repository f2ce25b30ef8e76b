/** The body of the group blocks (:HRUGroup, :SubBasinGroup): every word of every line, and how to write it. */
import type { Command as Node } from '../../ast/nodes.js';
import type { SourceLocation } from '../modelClass/errors.js';
import { argWords, bodyCommands, commandLocation, type SourceFile } from '../commandText/read.js';
import { eachRow, type TableRow } from './table.js';
import { type Problems } from '../commandText/problems.js';
import { wordsLine } from '../commandText/lines.js';
import type { WordLine } from '../../printer/lines.js';

/** How many IDs a written line holds (Raven reads at most 1000 words and 10000 characters per line). */
export const IDS_PER_LINE = 10;

/** Lines of at most IDS_PER_LINE words. */
export function idLines(words: readonly string[]): WordLine[] {
  const out: WordLine[] = [];
  for (let i = 0; i < words.length; i += IDS_PER_LINE) out.push(wordsLine(words.slice(i, i + IDS_PER_LINE)));
  return out;
}

/** The name word, the body's words and their locations, for the group blocks. */
export function groupBody(
  node: Node,
  source: SourceFile | undefined,
  problems: Problems,
  fieldName: string,
): {
  name?: { text: string; location?: SourceLocation };
  groups: string[];
  locations: Map<string, SourceLocation>;
  /** Where the entry a message names (`item 3 …`) is, else the first entry. */
  entryLocation: (message: string) => SourceLocation | undefined;
} {
  const locations = new Map<string, SourceLocation>();
  const at = commandLocation(node, source);
  if (at) locations.set('', at);
  const args = argWords(node, source);
  if (args.length > 1)
    problems.add(
      'name',
      `${node.line.words[0].text} takes one name (Raven reads only the first)`,
      args[1].location,
    );
  for (const c of bodyCommands(node.body))
    problems.add(
      fieldName,
      `${c.line.words[0].text} cannot be inside ${node.line.words[0].text}: only IDs can`,
      commandLocation(c, source),
    );
  const groups: string[] = [];
  const rows: TableRow[] = [];
  const firstOfRow: number[] = [];
  eachRow(node.body, source, (row) => {
    rows.push(row);
    firstOfRow.push(groups.length);
    for (let i = 0; i < row.size; i++) groups.push(row.text(i));
  });
  const first = rows[0]?.location(0);
  if (first) locations.set(fieldName, first);
  const entryLocation = (message: string): SourceLocation | undefined => {
    const m = /^item (\d+)/.exec(message);
    if (!m || rows.length === 0) return first ?? at;
    const k = Number(m[1]);
    let r = rows.length - 1;
    while (r > 0 && firstOfRow[r] > k) r--;
    return rows[r].location(k - firstOfRow[r]);
  };
  const name = args[0] ? { text: args[0].text, location: args[0].location } : undefined;
  return { name, groups, locations, entryLocation };
}
