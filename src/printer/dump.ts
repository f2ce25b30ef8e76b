/**
 * The JSON content of a file, without trivia or positions: commands (by canonical name, aliases resolved),
 * arguments and rows, values as numbers where they are number literals. Two files that mean the same to the
 * engine give the same JSON; time-series values are one flat list, because the engine ignores how they are
 * spread over lines.
 */
import type { Command, Item, Rows, RvDocument } from '../ast/nodes.js';
import { numberAt } from '../parser/numbers.js';
import { scanRows } from '../parser/rows.js';

/** A value: a number when the token is a number literal, else its text. */
export type DumpValue = string | number;

/** A command with its arguments and, for a block, its body. */
export interface DumpCommand {
  command: string;
  args: DumpValue[];
  body?: DumpNode[];
  /** Arguments of the end line, when it has any (`:EndProcessGroup CALCULATE_WTS 0.5`). */
  endArgs?: DumpValue[];
}

/** Data rows of a table body. */
export interface DumpRows {
  rows: DumpValue[][];
}

/** The values of a time-series body, in reading order (header first). */
export interface DumpValues {
  values: DumpValue[];
}

/** Anything a body holds. */
export type DumpNode = DumpCommand | DumpRows | DumpValues;

/** The dump of a file. */
export interface DumpDocument {
  fileType: string;
  commands: DumpNode[];
}

function value(text: string): DumpValue {
  const n = numberAt(text, 0, text.length);
  return Number.isNaN(n) ? text : n;
}

function rowValues(rows: Rows): DumpValue[][] {
  const t = scanRows(rows);
  const out: DumpValue[][] = [];
  for (let r = 0; r < t.rowCount; r++) {
    const row: DumpValue[] = [];
    for (let f = t.firstField[r]; f < t.firstField[r + 1]; f++) {
      const n = numberAt(t.text, t.fieldStart[f], t.fieldEnd[f]);
      row.push(Number.isNaN(n) ? t.text.slice(t.fieldStart[f], t.fieldEnd[f]) : n);
    }
    out.push(row);
  }
  return out;
}

function dumpCommand(command: Command): DumpCommand {
  const words = command.line.words;
  const args = words.slice(1).map((w) => value(w.text));
  if (command.continuation)
    for (const row of rowValues(command.continuation)) for (const v of row) args.push(v);
  const out: DumpCommand = { command: command.spec?.name ?? words[0].text, args };
  if (command.body) out.body = dumpItems(command.body, command.spec?.block?.series !== undefined);
  const endArgs = command.end?.words.slice(1).map((w) => value(w.text));
  if (endArgs && endArgs.length > 0) out.endArgs = endArgs;
  return out;
}

function dumpItems(items: readonly Item[], series: boolean): DumpNode[] {
  const out: DumpNode[] = [];
  for (const item of items) {
    if (item.kind === 'command') out.push(dumpCommand(item));
    else if (item.kind === 'rows') {
      const rows = rowValues(item);
      const last = out[out.length - 1];
      // Rows split only by comments or blank lines are one table (one series) to the engine.
      if (series) {
        const target = last && 'values' in last ? last.values : (out[out.length] = { values: [] }).values;
        for (const row of rows) for (const v of row) target.push(v);
      } else if (last && 'rows' in last) {
        for (const row of rows) last.rows.push(row);
      } else out.push({ rows });
    }
  }
  return out;
}

/** The JSON content of a parsed file (what `rvkit dump` prints). */
export function dumpRv(doc: RvDocument): DumpDocument {
  return { fileType: doc.fileType, commands: dumpItems(doc.items, false) };
}
