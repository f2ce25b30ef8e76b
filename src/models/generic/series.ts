/**
 * Time series commands made from their catalogue entries: a regular series (`:BasinInflowHydrograph 3` …
 * `:EndBasinInflowHydrograph`, its arguments and one body, see seriesBody.ts), and `:MultiData` (several
 * forcings on one time axis: the header, `:Parameters`, `:Units`, one row per time step, held as one
 * Float64Array per forcing).
 */
import type { CommandSpec } from '../../../grammar/types.js';
import type { Command as Node, Rows } from '../../ast/nodes.js';
import { isNumberLiteral } from '../../parser/numbers.js';
import { withAliases } from '../commandText/aliasContext.js';
import { build, complain, mark, markCommand, readContext } from '../commandText/build.js';
import { carryLayout, keepLayout, layoutOf } from '../commandText/layout.js';
import { blockOf, lineOf, wordsLine } from '../commandText/lines.js';
import { argWords, locate, type SourceFile } from '../commandText/read.js';
import { word } from '../commandText/write.js';
import { copyModel } from '../modelClass/copy.js';
import { field } from '../modelClass/field.js';
import type { Command } from '../modelClass/model.js';
import type { CommandClass } from '../modelClass/registry.js';
import { t, type ModelClass } from '../modelClass/types.js';
import { rule } from '../rules/rule.js';
import { scanSeriesRows } from '../shapes/seriesRows.js';
import { carryDeferred, defer } from '../modelClass/deferred.js';
import { fingerprint } from '../modelClass/fingerprint.js';
import { IsSeriesStart, IsStep, SERIES_DATE, stepType, toFloat64 } from '../shapes/timeSeries.js';
import { NORMALIZE } from '../modelClass/construct.js';
import type { WordLine } from '../../printer/lines.js';
import { endName } from './block.js';
import {
  CatalogueCommand,
  readArgs,
  type CatalogueContext,
  type CatalogueStatics,
} from './catalogueCommand.js';
import { readSeriesBody, seriesBodyLines } from './seriesBody.js';

type SeriesStatics = CatalogueStatics &
  ModelClass<CatalogueSeries> & { readonly nested: (spec: CommandSpec) => CommandClass };

/** A regular series command: its arguments and one body. */
export abstract class CatalogueSeries extends CatalogueCommand {
  override toLines(): WordLine[] {
    const cls = this.constructor as unknown as SeriesStatics;
    return blockOf(
      lineOf(this.writtenName(), ...this.argValues()),
      seriesBodyLines(this),
      layoutOf(this).end ?? endName(cls.spec),
    );
  }

  static override fromRv(node: Node, source?: SourceFile, context?: CatalogueContext): Command {
    const cls = this as unknown as SeriesStatics;
    const ctx = readContext(source);
    markCommand(ctx, '', node);
    const plain = readArgs(cls.spec.args ?? [], argWords(node, source), ctx, '', node);
    readSeriesBody(node, ctx, '', plain, cls.nested, context);
    const model = withAliases(context?.aliases, () => build(cls, plain, ctx));
    keepLayout(model, { spelling: node.line.words[0].text, end: node.end?.words[0]?.text });
    return model;
  }
}

/** Each column must be a Float64Array, one per parameter, all of the same length. */
const columnsProblem = (v: unknown, o: { [k: string]: unknown }): string | undefined => {
  if (!Array.isArray(v) || !v.every((c) => c instanceof Float64Array))
    return 'must be a list of number lists, one per parameter';
  const names = Array.isArray(o.parameters) ? o.parameters.length : 0;
  if (v.length !== names) return `has ${v.length} columns for ${names} parameters`;
  const n = (v[0] as Float64Array | undefined)?.length ?? 0;
  return v.every((c: Float64Array) => c.length === n) ? undefined : 'columns of different lengths';
};

/** Lists of numbers given for the columns become Float64Arrays. */
function toColumns(v: unknown): unknown {
  return Array.isArray(v) ? v.map(toFloat64) : v;
}

/** `:MultiData`: forcings sharing one time axis, one column each. */
export abstract class CatalogueMultiSeries extends CatalogueCommand {
  declare start: string;
  declare step: number | string;
  declare header_extra: string[];
  declare parameters: string[];
  declare units: string[] | null;
  declare values: Float64Array[];

  /** JSON lists of column values become Float64Arrays. */
  static [NORMALIZE](plain: { [k: string]: unknown }): void {
    plain.values = toColumns(plain.values);
  }

  /** Number of time steps. */
  get count(): number {
    return this.values[0]?.length ?? 0;
  }

  /** The values of one parameter (forcing), or undefined. */
  column(parameter: string): Float64Array | undefined {
    const i = this.parameters.indexOf(parameter);
    return i < 0 ? undefined : this.values[i];
  }

  override toJSON(): unknown {
    const json = super.toJSON() as { [k: string]: unknown };
    return { ...json, values: this.values.map((c) => Array.from(c, (x) => (Number.isNaN(x) ? null : x))) };
  }

  override copy(changes: Readonly<{ [k: string]: unknown }> = {}): this {
    const keep = { values: (v: unknown) => (v as Float64Array[]).map((c) => c.slice()) };
    const out = copyModel(this, changes, keep);
    if (!Object.hasOwn(changes, 'values')) carryDeferred(this, out, 'values');
    return carryLayout(this, out);
  }

  override toLines(): WordLine[] {
    const n = this.count;
    const body: WordLine[] = [
      wordsLine([
        ...this.start.split(' ').filter((w) => w !== ''),
        word(this.step),
        String(n),
        ...this.header_extra,
      ]),
      lineOf(':Parameters', this.parameters),
    ];
    if (this.units !== null) body.push(lineOf(':Units', this.units));
    const cols = this.values;
    for (let r = 0; r < n; r++) {
      const row: string[] = [];
      for (const c of cols) row.push(word(c[r]));
      body.push(wordsLine(row));
    }
    const cls = this.constructor as unknown as CatalogueStatics;
    return blockOf(this.writtenName(), body, layoutOf(this).end ?? endName(cls.spec));
  }

  static override fromRv(node: Node, source?: SourceFile): Command {
    const cls = this as unknown as CatalogueStatics & ModelClass<CatalogueMultiSeries>;
    const ctx = readContext(source);
    markCommand(ctx, '', node);
    const plain: { [k: string]: unknown } = {};
    for (const c of node.body ?? []) {
      if (c.kind !== 'command') continue;
      const name = c.line.words[0].text;
      const words = argWords(c, source);
      const key = name === ':Parameters' ? 'parameters' : name === ':Units' ? 'units' : undefined;
      if (!key) complain(ctx, c, '', `${name} is not read inside ${cls.spec.name}`);
      else {
        plain[key] = words.map((w) => w.text);
        markCommand(ctx, key, c);
      }
    }
    const names = (plain.parameters as string[] | undefined) ?? [];
    if (names.length === 0) complain(ctx, node, 'parameters', 'no :Parameters line');
    const rows = (node.body ?? []).filter((i): i is Rows => i.kind === 'rows');
    let decode: (() => Float64Array[]) | undefined;
    const read = scanSeriesRows(rows, true);
    const h = read.header;
    const at = (offset: number | undefined) => (offset === undefined ? undefined : locate(source, offset));
    if (h.length < 4 || !SERIES_DATE.test(h[0].text))
      complain(ctx, node, 'start', 'the header must be yyyy-mm-dd hh:mm:ss step count');
    else {
      const count = Number(h[3].text);
      plain.start = `${h[0].text} ${h[1].text}`;
      plain.step = isNumberLiteral(h[2].text, 0, h[2].text.length) ? Number(h[2].text) : h[2].text;
      plain.header_extra = h.slice(4).map((w) => w.text);
      mark(ctx, 'start', { text: h[0].text, location: at(h[0].offset) });
      const k = names.length;
      if (read.bad)
        ctx.problems.push({
          path: 'values',
          message: `'${read.bad.text}' is not a number`,
          ...(at(read.bad.offset) ? { location: at(read.bad.offset)! } : {}),
        });
      else if (k > 0 && (read.perRow !== k || read.count !== count * k))
        complain(
          ctx,
          node,
          'values',
          `the header says ${h[3].text} rows of ${k} values (:Parameters); the block holds ${read.count} values` +
            (typeof read.perRow === 'number'
              ? ` in rows of ${read.perRow}`
              : ' in rows of different lengths'),
        );
      else if (k > 0) {
        // Checked against the rule with columns of the right count; decoded when first read (deferred.ts).
        plain.values = Array.from({ length: k }, () => new Float64Array(0));
        decode = () => {
          const cols = Array.from({ length: k }, () => new Float64Array(count));
          const v = read.decode();
          for (let r = 0, i = 0; r < count; r++) for (let c = 0; c < k; c++) cols[c][r] = v[i++];
          return cols;
        };
      }
    }
    const model = build(cls, plain, ctx);
    if (decode) defer(model, 'values', decode, fingerprint);
    keepLayout(model, { spelling: node.line.words[0].text, end: node.end?.words[0]?.text });
    return model;
  }
}

/** Declares the fields of `:MultiData` on its generated class. */
export function declareMultiSeries(proto: object): void {
  field(t.str(), { doc: 'Time of the first row, yyyy-mm-dd hh:mm:ss (or yyyy/mm/dd …, as written).' })(
    proto,
    'start',
  );
  IsSeriesStart()(proto, 'start');
  field(stepType, { doc: 'Time between rows: days, or hh:mm:ss.' })(proto, 'step');
  IsStep()(proto, 'step');
  field(t.list(t.str()), { default: () => [], doc: 'Words after the count on the header line.' })(
    proto,
    'header_extra',
  );
  field(t.list(t.str(), { minItems: 1 }), { alias: 'Parameters', doc: 'The forcing of each column.' })(
    proto,
    'parameters',
  );
  field(t.list(t.str()), { alias: 'Units', nullable: true, default: null, doc: 'Units of each column.' })(
    proto,
    'units',
  );
  field(t.any(), { doc: 'One Float64Array per parameter (JSON: lists of numbers, null for NaN).' })(
    proto,
    'values',
  );
  rule('columns', columnsProblem)(proto, 'values');
}
