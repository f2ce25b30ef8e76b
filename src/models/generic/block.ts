/**
 * A block made from its catalogue entry: the opening line's arguments, one field per keyword the block reads
 * (a switch is true or false, a one-value keyword its value, any other keyword a list of its models), the
 * `:Attributes`/`:Parameters` and `:Units` header of a table, and its data rows (`rows`: one list of values
 * per row, typed by the catalogue's columns). The lines are written back in the order the file had them.
 */
import type { Arg, CommandSpec, RowsSpec } from '../../../grammar/types.js';
import type { Command as Node } from '../../ast/nodes.js';
import { isNumberLiteral } from '../../parser/numbers.js';
import { withAliases } from '../commandText/aliasContext.js';
import { build, complain, mark, markCommand, readContext } from '../commandText/build.js';
import { inWrittenOrder, keepLayout, layoutOf } from '../commandText/layout.js';
import { blockOf, lineOf, wordsLine } from '../commandText/lines.js';
import { join, readNested } from '../commandText/problems.js';
import { argWords, rowWords, type SourceFile, type SourceWord } from '../commandText/read.js';
import { placeholder } from '../commandText/template.js';
import { word } from '../commandText/write.js';
import type { Command } from '../modelClass/model.js';
import type { CommandClass } from '../modelClass/registry.js';
import { typeProblem, type ModelClass } from '../modelClass/types.js';
import type { WordLine } from '../../printer/lines.js';
import { argValue, valueType } from './argTypes.js';
import {
  CatalogueCommand,
  readArgs,
  type CatalogueContext,
  type CatalogueStatics,
} from './catalogueCommand.js';

/** How a keyword inside a block is held. */
export interface ChildField {
  readonly spec: CommandSpec;
  readonly field: string;
  /** header: the table's column names or units; flag: true when given; value: its one value; list: models. */
  readonly kind: 'header' | 'flag' | 'value' | 'list';
  /** The model class of a `list` keyword. */
  readonly cls?: () => CommandClass;
}

/** What a block class reads: its keywords by every spelling, and its rows. */
export interface BlockShape {
  readonly children: ReadonlyMap<string, ChildField>;
  readonly fields: readonly ChildField[];
  readonly rows?: RowsSpec;
}

/** The name under which a block's data rows take their place in the written order. */
const ROWS = '#rows';

/** The end line of a block as the catalogue writes it. */
export function endName(spec: CommandSpec): string {
  const end = spec.block?.end;
  return end && 'exact' in end ? end.exact[0] : `:End${spec.name.slice(1)}`;
}

/** The value of a cell of a table without fixed columns: a number, a template's placeholder, or the word. */
function cellValue(text: string): unknown {
  return isNumberLiteral(text, 0, text.length) ? Number(text) : (placeholder(text) ?? text);
}

/** The values of a data row, typed by the columns (a variadic last column takes the rest). */
export function rowValues(columns: readonly Arg[] | undefined, words: readonly SourceWord[]): unknown[] {
  if (!columns) return words.map((w) => cellValue(w.text));
  return words.map((w, i) => argValue(columns[Math.min(i, columns.length - 1)], w.text));
}

/** Why a row does not fit the columns, or undefined. */
export function rowProblem(columns: readonly Arg[] | undefined, row: unknown): string | undefined {
  if (!Array.isArray(row)) return 'must be a list of values';
  if (!columns) {
    const bad = row.findIndex(
      (v) => typeProblem(valueType({ name: '', type: 'paramValue' }), v) !== undefined,
    );
    return bad < 0 ? undefined : `value ${bad} must be a number or a word`;
  }
  const required = columns.filter((c) => !c.optional).length;
  const variadic = columns[columns.length - 1]?.variadic === true;
  if (row.length < required) return `has ${row.length} values: Raven reads ${required}`;
  if (!variadic && row.length > columns.length)
    return `has ${row.length} values: Raven reads ${columns.length}`;
  for (let i = 0; i < row.length; i++) {
    const c = columns[Math.min(i, columns.length - 1)];
    const p = typeProblem(valueType(c), row[i]);
    if (p) return `column ${c.name} ${p}`;
  }
  return undefined;
}

type Statics = CatalogueStatics & ModelClass<CatalogueBlock> & { readonly shape: BlockShape };

/** A block command made from its catalogue entry. */
export abstract class CatalogueBlock extends CatalogueCommand {
  declare static readonly shape: BlockShape;

  override toLines(): WordLine[] {
    const cls = this.constructor as unknown as Statics;
    const self = this as unknown as { [k: string]: unknown };
    const parts: { name: string; lines: WordLine[] }[] = [];
    for (const c of cls.shape.fields) {
      const v = self[c.field];
      if (v === null || v === undefined || v === false) continue;
      if (c.kind === 'list') {
        for (const m of v as Command[]) parts.push({ name: c.spec.name, lines: m.toLines() });
      } else if (c.kind === 'flag') parts.push({ name: c.spec.name, lines: [lineOf(c.spec.name)] });
      else parts.push({ name: c.spec.name, lines: [lineOf(c.spec.name, v)] });
    }
    if (cls.shape.rows) {
      const rows = (self.rows as unknown[][]).map((r) => wordsLine(r.map((v) => word(v))));
      parts.push({ name: ROWS, lines: rows });
    }
    const layout = layoutOf(this);
    return blockOf(
      lineOf(this.writtenName(), ...this.argValues()),
      inWrittenOrder(parts, layout.order),
      layout.end ?? endName(cls.spec),
    );
  }

  static override fromRv(node: Node, source?: SourceFile, context?: CatalogueContext): Command {
    const cls = this as unknown as Statics;
    const ctx = readContext(source);
    markCommand(ctx, '', node);
    const plain = readArgs(cls.spec.args ?? [], argWords(node, source), ctx, '', node);
    const order: string[] = [];
    const rows: unknown[][] = [];
    for (const item of node.body ?? []) {
      if (item.kind === 'rows') {
        if (!cls.shape.rows) {
          complain(ctx, node, '', `data lines inside ${cls.spec.name}, which reads none`);
          continue;
        }
        if (order[order.length - 1] !== ROWS) order.push(ROWS);
        for (const words of rowWords(item, source)) {
          words.forEach((w, k) => mark(ctx, join(join('rows', rows.length), k), w));
          rows.push(rowValues(cls.shape.rows.columns, words));
        }
        continue;
      }
      if (item.kind !== 'command') continue;
      const name = item.line.words[0].text;
      const child = cls.shape.children.get(name);
      if (!child) {
        complain(ctx, item, '', `${name} is not read inside ${cls.spec.name}`);
        continue;
      }
      order.push(child.spec.name);
      readChild(child, item, plain, ctx, source, context);
    }
    if (cls.shape.rows) plain.rows = rows;
    const model = withAliases(context?.aliases, () => build(cls, plain, ctx));
    keepLayout(model, { spelling: node.line.words[0].text, end: node.end?.words[0]?.text, order });
    return model;
  }
}

/** Reads one keyword of a block into `plain`. */
function readChild(
  child: ChildField,
  node: Node,
  plain: { [k: string]: unknown },
  ctx: ReturnType<typeof readContext>,
  source: SourceFile | undefined,
  context: CatalogueContext | undefined,
): void {
  const words = argWords(node, source);
  if (child.kind === 'list') {
    const list = (plain[child.field] ??= []) as unknown[];
    const at = join(child.field, list.length);
    const model = readNested(ctx.problems, at, () => child.cls!().fromRv(node, source, context));
    if (model) list.push(model);
    return;
  }
  if (Object.hasOwn(plain, child.field)) {
    complain(ctx, node, child.field, `${child.spec.name} given twice: Raven keeps one`);
    return;
  }
  markCommand(ctx, child.field, node);
  if (child.kind === 'header') {
    plain[child.field] = words.map((w) => w.text);
    words.forEach((w, k) => mark(ctx, join(child.field, k), w));
  } else if (child.kind === 'flag') {
    if (words.length > 0) complain(ctx, node, child.field, `${child.spec.name} takes no value`);
    plain[child.field] = true;
  } else if (words.length !== 1)
    complain(ctx, node, child.field, `${child.spec.name} takes one value, not ${words.length}`);
  else {
    plain[child.field] = argValue(child.spec.args![0], words[0].text);
    mark(ctx, child.field, words[0]);
  }
}
