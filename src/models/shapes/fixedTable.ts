/**
 * Tables whose columns Raven reads by position (:SubBasins, :HRUs): the engine skips :Attributes and :Units,
 * so the header never maps columns; each row becomes one record, checked by quickRecord.
 */
import type { Command as Node } from '../../ast/nodes.js';
import { setLocations } from '../modelClass/construct.js';
import type { SourceLocation } from '../modelClass/errors.js';
import type { FieldMeta } from '../modelClass/field.js';
import type { ModelClass } from '../modelClass/types.js';
import { scanRows, type RowTable } from '../../parser/rows.js';
import { bodyCommands, commandLocation, type SourceFile } from '../commandText/read.js';
import { shapeOf } from './nested.js';
import { checkRecord, quickRoot, recordOk } from './quickRecord.js';
import { cellDecoder, RowLocations, TableRow } from './table.js';
import { tableLines } from './classTable.js';
import type { WordLine } from '../../printer/lines.js';
import { Problems } from '../commandText/problems.js';

/** How Raven reads the rows of a table. */
export interface FixedColumns {
  /** The command, for messages (`:HRUs`). */
  readonly command: string;
  /** The fields of the columns, in column order. */
  readonly fields: readonly string[];
  /** The column names, for messages. */
  readonly headers: readonly string[];
  /** Why a value past the last column cannot be kept (undefined: Raven ignores it). */
  readonly extra?: (column: number) => string | undefined;
  /** Why arguments on the command line are a problem (undefined: Raven ignores them). */
  readonly args?: string;
  /** Value adjustments by field, applied to the typed cell (the spec's normalizing validators). */
  readonly adjust?: Readonly<{ [field: string]: (v: unknown) => unknown }>;
}

/** The records of a fixed-column table, the problems found, and where each row is. */
export function readFixedTable<T>(
  node: Node,
  source: SourceFile | undefined,
  cls: ModelClass<T>,
  columns: FixedColumns,
): { records: T[]; problems: Problems; locations: Map<string, SourceLocation> } {
  const shape = shapeOf(cls);
  const problems = new Problems();
  const at = commandLocation(node, source);
  if (columns.args && node.line.words.length > 1) problems.add('', columns.args, at);
  for (const c of bodyCommands(node.body)) {
    const name = c.line.words[0].text;
    if (name === ':Attributes' || name === ':Units') continue;
    problems.add(
      '',
      `${name} is not read inside ${columns.command} (only :Attributes, :Units and data rows are)`,
      commandLocation(c, source),
    );
  }
  const metas: FieldMeta[] = columns.fields.map((name) => {
    const f = shape.fields.find((x) => x.name === name);
    if (!f) throw new Error(`${cls.name} has no field ${name}`);
    return f;
  });
  const columnOf = new Map(columns.fields.map((name, i) => [name, i]));
  const decoders = metas.map((m) => {
    const adjust = columns.adjust?.[m.name];
    const decode = cellDecoder(m.type);
    return adjust ? (text: string, s: number, e: number) => adjust(decode(text, s, e)) : decode;
  });
  const names = metas.map((m) => m.name);
  const proto = cls.prototype as object;
  const n = metas.length;
  const records: T[] = [];
  const offsets: number[] = [];
  // The row being read, for the location callback (made once, not once per row).
  let table: RowTable | undefined;
  let r = 0;
  let base = 0;
  const row = () => new TableRow(table!, r, base, source);
  const where = (name: string) => row().location(columnOf.get(name) ?? 0);
  // The hot loop of large tables: cells are decoded straight from the scanned offsets; paths, messages and
  // locations are made only for a row with a problem.
  for (const item of node.body ?? []) {
    if (item.kind !== 'rows') continue;
    table = scanRows(item);
    base = item.start;
    const { text, firstField, fieldStart, fieldEnd } = table;
    for (r = 0; r < table.rowCount; r++) {
      const first = firstField[r];
      const size = firstField[r + 1] - first;
      if (size === 0) continue;
      const index = offsets.length;
      offsets.push(base + fieldStart[first]);
      if (size < n) {
        problems.add(
          `root.${index}`,
          `has ${size} value${size === 1 ? '' : 's'}; Raven reads ${n}: ${columns.headers.join(' ')}`,
          row().location(0),
        );
        continue;
      }
      for (let k = n; k < size && columns.extra; k++) {
        const why = columns.extra(k);
        if (why) {
          problems.add(`root.${index}`, why, row().location(k));
          break;
        }
      }
      const rec = Object.create(proto) as { [field: string]: unknown };
      for (let j = 0; j < n; j++)
        rec[names[j]] = decoders[j](text, fieldStart[first + j], fieldEnd[first + j]);
      if (!recordOk(shape, rec)) checkRecord(shape, rec, `root.${index}`, problems.items, where);
      records.push(rec as T);
    }
  }
  const locations = new RowLocations(source, 'root', offsets);
  if (at) locations.set('', at);
  return { records, problems, locations };
}

/** A fixed-column table command (`cls`, a list of `record`s) read from its node, or a ConfigValidationError. */
export function readFixedCommand<L extends object, T>(
  cls: ModelClass<L>,
  node: Node,
  source: SourceFile | undefined,
  record: ModelClass<T>,
  columns: FixedColumns,
): L {
  const { records, problems, locations } = readFixedTable(node, source, record, columns);
  problems.throwIfAny(cls.name);
  const model = quickRoot(cls, records);
  setLocations(model, locations);
  return model;
}

/**
 * The lines of a fixed-column table: the conventional :Attributes and :Units lines (Raven skips them, so they
 * are only for readers; the first column, the id, has no header), then one line per row.
 */
export function fixedTableLines(
  columns: FixedColumns,
  units: readonly string[],
  rows: readonly { rowWords(): string[] }[],
): WordLine[] {
  return tableLines(
    columns.command,
    [
      [':Attributes', ...columns.headers.slice(1)],
      [':Units', ...units],
    ],
    rows.map((r) => r.rowWords()),
  );
}
