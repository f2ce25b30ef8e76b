/**
 * Reading table bodies in place: rows and cells straight from the scanned row table of each Rows node, with a
 * location computed only for the cells that turn out to be wrong (a location per cell would cost more than
 * the parse).
 */
import type { Command as Node, Item } from '../../ast/nodes.js';
import { numberAt } from '../../parser/numbers.js';
import { scanRows, type RowTable } from '../../parser/rows.js';
import type { SourceLocation } from '../modelClass/errors.js';
import type { TypeSpec } from '../modelClass/types.js';
import { locate, type SourceFile } from '../commandText/read.js';
import { placeholder } from '../commandText/template.js';

/** One data row of a table body. */
export class TableRow {
  constructor(
    private readonly table: RowTable,
    private readonly row: number,
    private readonly base: number,
    private readonly source: SourceFile | undefined,
  ) {}

  /** How many values the row holds. */
  get size(): number {
    return this.table.firstField[this.row + 1] - this.table.firstField[this.row];
  }

  /** The text of value `i`. */
  text(i: number): string {
    const f = this.table.firstField[this.row] + i;
    return this.table.text.slice(this.table.fieldStart[f], this.table.fieldEnd[f]);
  }

  /** Value `i` typed as Raven reads it for a field type. */
  value(i: number, type: TypeSpec): unknown {
    const f = this.table.firstField[this.row] + i;
    return cellValue(type, this.table.text, this.table.fieldStart[f], this.table.fieldEnd[f]);
  }

  /** Every value from `i` on, typed. */
  values(from: number, type: TypeSpec): unknown[] {
    const out: unknown[] = [];
    for (let i = from; i < this.size; i++) out.push(this.value(i, type));
    return out;
  }

  /** Where value `i` is (the row's first value when `i` is past the end). */
  location(i: number): SourceLocation | undefined {
    const first = this.table.firstField[this.row];
    const f = i < this.size ? first + i : first;
    return locate(this.source, this.base + this.table.fieldStart[f]);
  }
}

/**
 * A cell typed for a field: numbers where the field is numeric and the text is a number literal, Raven's
 * 0/1 for booleans (any nonzero number is true, as the engine's atof test), the text otherwise (so that a
 * value Raven would misread fails validation instead of becoming 0).
 */
export function cellValue(type: TypeSpec, text: string, start: number, end: number): unknown {
  return cellDecoder(type)(text, start, end);
}

/**
 * The locations of the rows of a large table (`root.N` and every path under it), computed when asked:
 * building a location per row would cost as much as the row itself.
 */
export class RowLocations extends Map<string, SourceLocation> {
  constructor(
    private readonly source: SourceFile | undefined,
    private readonly prefix: string,
    /** The source offset of each row's first value. */
    private readonly offsets: readonly number[],
  ) {
    super();
  }

  override get(key: string): SourceLocation | undefined {
    const own = super.get(key);
    if (own || !key.startsWith(`${this.prefix}.`)) return own;
    const rest = key.slice(this.prefix.length + 1);
    const index = Number(rest.includes('.') ? rest.slice(0, rest.indexOf('.')) : rest);
    return Number.isInteger(index) && index < this.offsets.length
      ? locate(this.source, this.offsets[index])
      : undefined;
  }
}

/** A cell decoder: the text at `[start, end)` typed. */
export type CellDecoder = (text: string, start: number, end: number) => unknown;

const numberOrText: CellDecoder = (text, start, end) => {
  const n = numberAt(text, start, end);
  return n === n ? n : text.slice(start, end);
};
/** A number, an OSTRICH template's parameter, or the text (for the fields that hold expressions). */
const exprOrText: CellDecoder = (text, start, end) => {
  const n = numberAt(text, start, end);
  if (n === n) return n;
  const word = text.slice(start, end);
  return placeholder(word) ?? word;
};
const boolOrText: CellDecoder = (text, start, end) => {
  const n = numberAt(text, start, end);
  return n === n ? Math.trunc(n) !== 0 : text.slice(start, end);
};
const textOf: CellDecoder = (text, start, end) => text.slice(start, end);

/** The decoder of cellValue for one field type, chosen once per column (no type switch per cell). */
export function cellDecoder(type: TypeSpec): CellDecoder {
  switch (type.kind) {
    case 'int':
    case 'float':
      return numberOrText;
    case 'expr':
      return exprOrText;
    case 'bool':
      return boolOrText;
    case 'union':
      if (type.options.some((o) => o.kind === 'expr')) return exprOrText;
      return type.options.some((o) => o.kind === 'int' || o.kind === 'float') ? numberOrText : textOf;
    default:
      return textOf;
  }
}

/** Calls `onRow` for every data row of a block body, in order (comments and blank lines skipped). */
export function eachRow(
  body: readonly Item[] | undefined,
  source: SourceFile | undefined,
  onRow: (row: TableRow) => void,
): void {
  for (const item of body ?? []) {
    if (item.kind !== 'rows') continue;
    const table = scanRows(item);
    for (let r = 0; r < table.rowCount; r++) {
      if (table.firstField[r + 1] > table.firstField[r]) onRow(new TableRow(table, r, item.start, source));
    }
  }
}

/** The data rows of a block body (for small tables read more than once). */
export function tableRows(node: Node, source?: SourceFile): TableRow[] {
  const out: TableRow[] = [];
  eachRow(node.body, source, (r) => out.push(r));
  return out;
}
