/**
 * The data rows of a block command as tokens with their places: one array of tokens per row, in file order,
 * comment and blank lines skipped (as Raven's `IsComment` skips them inside tables). Header lines
 * (`:Attributes`, `:Parameters`, `:Units`) are commands in the tree and are read separately.
 */
import type { Command, Item } from '../ast/nodes.js';
import { scanRows } from '../parser/rows.js';
import type { ProjectFile } from '../project/project.js';
import type { Token } from './site.js';

/** One data row of a table. */
export interface TableRow {
  readonly tokens: readonly Token[];
  /** Offset of the start of the row's line. */
  readonly start: number;
}

/** Every data row of a block's body, as tokens. */
export function tableRows(file: ProjectFile, command: Command): TableRow[] {
  return rowsOf(file, command.body ?? []);
}

/** Every data row among some items. */
export function rowsOf(file: ProjectFile, items: readonly Item[]): TableRow[] {
  const out: TableRow[] = [];
  for (const item of items) {
    if (item.kind !== 'rows') continue;
    const table = scanRows(item);
    for (let r = 0; r < table.rowCount; r++) {
      const tokens: Token[] = [];
      for (let f = table.firstField[r]; f < table.firstField[r + 1]; f++) {
        const s = table.fieldStart[f];
        const e = table.fieldEnd[f];
        tokens.push({ text: table.text.slice(s, e), site: { file, offset: item.start + s, length: e - s } });
      }
      if (tokens.length > 0) out.push({ tokens, start: item.start + table.lineStart[r] });
    }
  }
  return out;
}

/** The first child command of a block with one of these names (`:Parameters` in a parameter list). */
export function childCommand(command: Command, ...names: string[]): Command | undefined {
  for (const item of command.body ?? []) {
    if (item.kind === 'command' && names.includes(item.line.words[0].text)) return item;
  }
  return undefined;
}
