/**
 * Count-driven tables inside :Reservoir (:StageRelations, :StageDischargeTable): Raven reads the line right
 * after the opening line as the row count N (without skipping comments), then N rows (skipping comments),
 * then consumes one more line as the closing one without looking at it. So the count must be there and
 * must match the rows, or Raven reads other lines than the ones written.
 */
import type { Command as Node } from '../../ast/nodes.js';
import { t, type ModelClass } from '../modelClass/types.js';
import { commandLocation, type SourceFile } from '../commandText/read.js';
import { shapeOf } from './nested.js';
import { quickRecord } from './quickRecord.js';
import { tableRows, type TableRow } from './table.js';
import { rvWord } from '../commandText/write.js';
import { blockOf, wordsLine } from '../commandText/lines.js';
import type { WordLine } from '../../printer/lines.js';
import { join, type Problems } from '../commandText/problems.js';

const FLOAT = t.float();

/** The data rows after the count line; count problems are added at `path`. */
export function countedRows(
  node: Node,
  source: SourceFile | undefined,
  problems: Problems,
  path: string,
): TableRow[] {
  const name = node.line.words[0].text;
  const at = commandLocation(node, source);
  const rows = tableRows(node, source);
  const first = node.body?.[0];
  // Even an empty table needs its count: without it Raven takes the closing line as the count and the line
  // after it as the closing one.
  if (!first || first.kind !== 'rows' || rows.length === 0) {
    problems.add(path, `the line after ${name} must hold the number of rows (Raven reads it there)`, at);
    return rows;
  }
  const count = rows[0];
  const n = count.size === 1 ? Number(count.text(0)) : NaN;
  if (!Number.isInteger(n) || n < 0) {
    problems.add(path, `the line after ${name} must hold only the number of rows`, count.location(0));
    return rows.slice(1);
  }
  const data = rows.slice(1);
  if (data.length !== n)
    problems.add(
      path,
      `the count says ${n} row${n === 1 ? '' : 's'} but ${data.length} follow${data.length === 1 ? 's' : ''} (Raven reads exactly the count)`,
      count.location(0),
    );
  return data;
}

/** The rows of a count-driven table as root records, their problems under `path`. */
export function countedRecords<T>(
  cls: ModelClass<T>,
  rows: readonly TableRow[],
  problems: Problems,
  path: string,
): T[] {
  const shape = shapeOf(cls);
  return rows.map((row, i) =>
    quickRecord(shape, { root: row.values(0, FLOAT) }, join(path, `root.${i}`), problems.items, (_f, m) => {
      const k = /^item (\d+)/.exec(m);
      return row.location(k ? Number(k[1]) : 0);
    }),
  );
}

/** The records of a count-driven table node (count and row problems under `path`). */
export function readCounted<T>(
  cls: ModelClass<T>,
  node: Node,
  source: SourceFile | undefined,
  problems: Problems,
  path: string,
): T[] {
  return countedRecords(cls, countedRows(node, source, problems, join(path, 'root')), problems, path);
}

/**
 * The lines of a count-driven table: the opening line (with the table's name, when it has one), the row count
 * Raven reads first, one line per record (`what` names a row in errors), and the closing line.
 */
export function countedTableLines(
  command: string,
  records: readonly { readonly root: readonly unknown[] }[],
  what: string,
  name?: string,
): WordLine[] {
  const rows = records.map((r, i) => wordsLine(r.root.map((v) => rvWord(v, `${what} ${i}`))));
  const opening = name === undefined ? [command] : [command, rvWord(name, `${command.slice(1)} name`)];
  return blockOf(
    wordsLine(opening),
    [wordsLine([String(records.length)]), ...rows],
    `:End${command.slice(1)}`,
  );
}
