/**
 * The shared reading and writing of the .rvp class tables (`:LandUseClasses`, `:VegetationClasses`,
 * `:TerrainClasses`, `:SoilClasses`, `:SoilProfiles`): Raven fixes their column order and skips the
 * `:Attributes`/`:Units` header lines (except in `:SoilProfiles`, which has none), so the rows are read by
 * position and the header is written only for readers.
 */
import type { Command as Node } from '../../ast/nodes.js';
import type { SourceLocation } from '../modelClass/errors.js';
import {
  argWords,
  bodyCommands,
  bodyRows,
  commandLocation,
  type SourceFile,
  type SourceWord,
} from '../commandText/read.js';
import { blockOf, wordsLine } from '../commandText/lines.js';
import type { WordLine } from '../../printer/lines.js';
import { Problems } from '../commandText/problems.js';

/** How Raven reads one class table. */
export interface TableRules {
  /** The header lines Raven skips inside the table. */
  readonly headers: readonly string[];
  /** Raven skips the whole table when its command line has arguments (otherwise it ignores them). */
  readonly argsSkipTable?: boolean;
}

/** The data rows of a class table node, checked against what Raven reads; problems go to `problems`. */
export function tableRows(
  node: Node,
  source: SourceFile | undefined,
  rules: TableRules,
  problems: Problems,
): SourceWord[][] {
  const name = node.line.words[0].text;
  const at = commandLocation(node, source);
  const args = argWords(node, source);
  if (rules.argsSkipTable && args.length > 0)
    problems.add('', `Raven skips the whole table when ${name} has arguments`, args[0].location);
  if (!node.end) problems.add('', `${name} has no end line: Raven reads on to the end of the file`, at);
  for (const c of bodyCommands(node.body)) {
    const text = c.line.words[0].text;
    if (!rules.headers.includes(text))
      problems.add('', `${text} is not read inside ${name}`, commandLocation(c, source));
  }
  return bodyRows(node.body, source);
}

/** A fresh locations map holding the command's own location (path ''). */
export function commandLocations(node: Node, source?: SourceFile): Map<string, SourceLocation> {
  const map = new Map<string, SourceLocation>();
  const at = commandLocation(node, source);
  if (at) map.set('', at);
  return map;
}

/** Locations of one row: the row, and each of its fields from the word it was read from. */
export function rowLocations(
  locations: Map<string, SourceLocation>,
  path: string,
  cells: ReadonlyArray<readonly [string, SourceWord | undefined]>,
): void {
  const first = cells[0]?.[1]?.location;
  if (first) locations.set(path, first);
  for (const [field, w] of cells) if (w?.location) locations.set(`${path}.${field}`, w.location);
}

/** The lines of a class table: the command, its header lines and rows (each given as words), the end line. */
export function tableLines(
  name: string,
  header: readonly (readonly string[])[],
  rows: readonly (readonly string[])[],
): WordLine[] {
  return blockOf(name, [...header, ...rows].map(wordsLine), `:End${name.slice(1)}`);
}
