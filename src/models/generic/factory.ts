/**
 * Model classes made from catalogue entries, one per entry, made when first needed: the registry asks here
 * for a command that no hand-written class models (see `setCatalogueFactory`), and a generated block asks
 * for the classes of its keywords. The shape of the entry picks the base (a line, a block, a series, a
 * marker pair); its arguments, keywords and rows become the fields.
 */
import type { CommandSpec, FileType } from '../../../grammar/types.js';
import { blockChildren } from '../../parser/context.js';
import { field } from '../modelClass/field.js';
import type { CommandClass } from '../modelClass/registry.js';
import { t } from '../modelClass/types.js';
import { rule } from '../rules/rule.js';
import { declareArg } from './argTypes.js';
import { CatalogueBlock, rowProblem, type BlockShape, type ChildField } from './block.js';
import { CatalogueLine } from './catalogueCommand.js';
import { CatalogueMarker, declareMarker } from './marker.js';
import { className, fieldName } from './names.js';
import { CatalogueMultiSeries, CatalogueSeries, declareMultiSeries } from './series.js';
import { declareSeriesBody } from './seriesBody.js';

const CLASSES = new Map<CommandSpec, CommandClass>();
const TAKEN = new Set<string>();

/** The field names of a table's header lines (`:Attributes`/`:Parameters`, `:Units`), named as their commands. */
const HEADER_FIELDS: ReadonlySet<string> = new Set(['attributes', 'parameters', 'units']);

/** The model class of a catalogue entry (`fileType`: the file whose catalogue it is read from first). */
export function catalogueClass(spec: CommandSpec, fileType: FileType): CommandClass {
  let cls = CLASSES.get(spec);
  if (!cls) {
    cls = make(spec, fileType);
    CLASSES.set(spec, cls);
  }
  return cls;
}

/** Whether a class was made here from its catalogue entry. */
export function isCatalogueClass(cls: unknown): boolean {
  return [...CLASSES.values()].includes(cls as CommandClass);
}

/** How a keyword or a command is held where it is one value: a switch, one value, or a list of models. */
export function holding(spec: CommandSpec): 'flag' | 'value' | 'list' {
  const args = spec.args ?? [];
  if (spec.block || spec.continues) return 'list';
  if (args.length === 0) return 'flag';
  if (args.length === 1 && !args[0].variadic && !spec.repeats) return 'value';
  return 'list';
}

function uniqueName(spec: CommandSpec, fileType: FileType): string {
  const base = className(spec.name) || 'Command';
  let name = base;
  if (TAKEN.has(name)) name = `${base}${fileType[0].toUpperCase()}${fileType.slice(1)}`;
  for (let k = 2; TAKEN.has(name); k++) name = `${base}${k}`;
  TAKEN.add(name);
  return name;
}

function baseOf(spec: CommandSpec) {
  const block = spec.block;
  if (!block) return CatalogueLine;
  if (block.marker) return CatalogueMarker;
  if (block.series === 'regular') return CatalogueSeries;
  if (block.series === 'multi') return CatalogueMultiSeries;
  return CatalogueBlock;
}

function make(spec: CommandSpec, fileType: FileType): CommandClass {
  const base = baseOf(spec);
  const name = uniqueName(spec, fileType);
  const cls = { [name]: class extends (base as unknown as new () => object) {} }[name];
  const proto = cls.prototype;
  Object.defineProperty(cls, 'ravenName', { value: spec.name });
  Object.defineProperty(cls, 'spec', { value: spec });
  Object.defineProperty(cls, 'fileType', { value: fileType });
  const args = spec.args ?? [];
  for (const a of args) declareArg(proto, a);
  const nested = (child: CommandSpec) => catalogueClass(child, fileType);
  if (base === CatalogueMarker) declareMarker(proto, fileType);
  else if (base === CatalogueSeries) {
    declareSeriesBody(proto, nested);
    Object.defineProperty(cls, 'nested', { value: nested });
  } else if (base === CatalogueMultiSeries) declareMultiSeries(proto);
  else if (base === CatalogueBlock) declareBlock(cls, spec, fileType, new Set(args.map((a) => a.name)));
  return cls as unknown as CommandClass;
}

/** The keyword and row fields of a block class, and its shape. */
function declareBlock(cls: object, spec: CommandSpec, fileType: FileType, taken: Set<string>): void {
  const block = spec.block!;
  const proto = (cls as { prototype: object }).prototype;
  const children = new Map<string, ChildField>();
  const fields: ChildField[] = [];
  for (const child of blockChildren(block)) {
    const header = block.rows?.header !== undefined && HEADER_FIELDS.has(fieldName(child.name));
    const kind = header ? 'header' : holding(child);
    let name = fieldName(child.name);
    if (taken.has(name)) name = `${name}_line`;
    taken.add(name);
    const c: ChildField =
      kind === 'list'
        ? { spec: child, field: name, kind, cls: () => catalogueClass(child, fileType) }
        : { spec: child, field: name, kind };
    fields.push(c);
    for (const n of [child.name, ...(child.aliases ?? [])]) children.set(n, c);
    const doc = child.doc;
    if (kind === 'header') field(t.list(t.str()), { nullable: true, default: null, doc })(proto, name);
    else if (kind === 'flag') field(t.bool(), { default: false, doc })(proto, name);
    else if (kind === 'value') declareArg(proto, { ...child.args![0], optional: true }, name, { doc });
    else
      field(t.list(t.model(() => catalogueClass(child, fileType))), { default: () => [], doc })(proto, name);
  }
  const shape: BlockShape = { children, fields, ...(block.rows ? { rows: block.rows } : {}) };
  if (block.rows) {
    const columns = block.rows.columns;
    field(t.list(t.any()), { default: () => [], doc: 'The data rows, one list of values per row.' })(
      proto,
      'rows',
    );
    rule('rows', (v) => {
      if (!Array.isArray(v)) return 'must be a list of rows';
      for (let i = 0; i < v.length; i++) {
        const p = rowProblem(columns, v[i]);
        if (p) return `row ${i} ${p}`;
      }
      return undefined;
    })(proto, 'rows');
  }
  Object.defineProperty(cls, 'shape', { value: shape });
}
