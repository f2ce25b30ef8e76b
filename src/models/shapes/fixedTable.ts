/**
 * Tables whose columns Raven reads by position (:SubBasins, :HRUs): the engine skips :Attributes and :Units,
 * so the header never maps columns; each row becomes one record, checked by quickRecord.
 */
import type { Command as Node, Rows } from '../../ast/nodes.js';
import { locationsOf, setLocations } from '../modelClass/construct.js';
import type { SourceLocation } from '../modelClass/errors.js';
import type { FieldMeta } from '../modelClass/field.js';
import type { ModelClass } from '../modelClass/types.js';
import { scanRows, type RowTable } from '../../parser/rows.js';
import { bodyCommands, commandLocation, type SourceFile } from '../commandText/read.js';
import { shapeOf } from './nested.js';
import { checkRecord, quickRoot, recordOk } from './quickRecord.js';
import { cellDecoder, RowLocations, TableRow, type CellDecoder } from './table.js';
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
  const { names, decoders } = rowReader(cls, columns);
  const columnOf = new Map(columns.fields.map((name, i) => [name, i]));
  const proto = cls.prototype as object;
  const n = names.length;
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

/** The fields of a fixed table's columns and the decoder of each column's cells. */
function rowReader(cls: ModelClass, columns: FixedColumns): { names: string[]; decoders: CellDecoder[] } {
  const shape = shapeOf(cls);
  const metas: FieldMeta[] = columns.fields.map((name) => {
    const f = shape.fields.find((x) => x.name === name);
    if (!f) throw new Error(`${cls.name} has no field ${name}`);
    return f;
  });
  const decoders = metas.map((m) => {
    const adjust = columns.adjust?.[m.name];
    const decode = cellDecoder(m.type);
    return adjust ? (text: string, s: number, e: number) => adjust(decode(text, s, e)) : decode;
  });
  return { names: metas.map((m) => m.name), decoders };
}

/** How each fixed-column table class reads its rows (recorded when one is read: `readFixedRows`). */
const FIXED = new WeakMap<object, { record: ModelClass; columns: FixedColumns }>();

/** A fixed-column table command (`cls`, a list of `record`s) read from its node, or a ConfigValidationError. */
export function readFixedCommand<L extends object, T>(
  cls: ModelClass<L>,
  node: Node,
  source: SourceFile | undefined,
  record: ModelClass<T>,
  columns: FixedColumns,
): L {
  if (!FIXED.has(cls)) FIXED.set(cls, { record: record as ModelClass, columns });
  const { records, problems, locations } = readFixedTable(node, source, record, columns);
  problems.throwIfAny(cls.name);
  const model = quickRoot(cls, records);
  setLocations(model, locations);
  return model;
}

/**
 * A fixed-column table `model` read from the node `before`, read again from `after`, the same node with some
 * rows changed (`changed`: each new Rows node of `after` with the indexes of its changed rows): the other
 * records are kept as they are, each changed row is read as `readFixedTable` reads it. The records keep their
 * locations: a change of values within lines moves no line, and each row starts where it did. Undefined
 * (read the whole table instead) for a class not read as a fixed table, rows that do not match the model's
 * records one to one, or a changed row with a problem.
 */
export function readFixedRows<L extends object>(
  model: L,
  before: Node,
  after: Node,
  changed: ReadonlyMap<Rows, readonly number[]>,
): L | undefined {
  const cls = model.constructor as ModelClass<L>;
  const fixed = FIXED.get(cls);
  const records = (model as { root?: unknown }).root;
  if (!fixed || !Array.isArray(records) || before.body?.length !== after.body?.length) return undefined;
  const reader = rowReader(fixed.record, fixed.columns);
  const root = records.slice();
  let base = 0;
  for (let i = 0; i < after.body!.length; i++) {
    const item = after.body![i]!;
    if (item.kind !== 'rows') continue;
    const rows = changed.get(item);
    const table = scanRows(item);
    if (rows) {
      for (const r of rows) {
        const rec = readRow(fixed, reader, table, r);
        if (!rec) return undefined;
        root[base + r] = rec;
      }
    }
    base += table.rowCount;
  }
  if (base !== records.length) return undefined;
  const out = quickRoot(cls, root);
  const locations = locationsOf(model);
  if (locations) setLocations(out, locations);
  return out;
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

/** The records of a fixed-column table model (one per data row, in order); undefined for any other value. */
export function fixedRecords(model: unknown): readonly { rowWords(): string[] }[] | undefined {
  if (typeof model !== 'object' || model === null || !FIXED.has(model.constructor)) return undefined;
  const records = (model as { root?: unknown }).root;
  return Array.isArray(records) ? (records as { rowWords(): string[] }[]) : undefined;
}

/**
 * The words row `r` of a fixed-column table's rows is written as, read alone as loading reads it (so a
 * saving can tell which of its cells a program changed); undefined where the row does not read alone.
 */
export function fixedRowWords(model: object, table: RowTable, r: number): string[] | undefined {
  const fixed = FIXED.get(model.constructor);
  const rec = fixed && readRow(fixed, rowReader(fixed.record, fixed.columns), table, r);
  return rec && (rec as { rowWords(): string[] }).rowWords();
}

/**
 * Row `r` of a fixed table's rows read alone as a record, as `readFixedTable` reads it; undefined where a
 * cell is missing, an extra one cannot be kept, or the record does not check.
 */
function readRow(
  fixed: { record: ModelClass; columns: FixedColumns },
  { names, decoders }: { names: string[]; decoders: CellDecoder[] },
  table: RowTable,
  r: number,
): object | undefined {
  const { text, firstField, fieldStart, fieldEnd } = table;
  const first = firstField[r];
  const size = firstField[r + 1] - first;
  if (size < names.length) return undefined;
  for (let k = names.length; k < size && fixed.columns.extra; k++)
    if (fixed.columns.extra(k)) return undefined;
  const rec = Object.create(fixed.record.prototype as object) as { [field: string]: unknown };
  for (let j = 0; j < names.length; j++)
    rec[names[j]] = decoders[j](text, fieldStart[first + j], fieldEnd[first + j]);
  return recordOk(shapeOf(fixed.record), rec) ? rec : undefined;
}
