/**
 * `:Data TYPE units` … `:EndData`: one forcing series of the current gauge. The spec's model holds a NetCDF
 * source (`:ReadFromNetCDF`); real files mostly write the values in the file (a `yyyy-mm-dd hh:mm:ss step n`
 * header then n values) or a yearly form (`:AnnualCycle` …): those are the extension fields of the series
 * body (generic/seriesBody.ts), and `read_from_netcdf` is one body among them.
 */
import type { Command as Node } from '../../ast/nodes.js';
import { field } from '../modelClass/field.js';
import { FlatCommand } from '../modelClass/model.js';
import { command } from '../modelClass/registry.js';
import { t } from '../modelClass/types.js';
import { ForcingTypeValues, type ForcingType } from '../options/forcing.js';
import { argWords, type SourceFile } from '../commandText/read.js';
import { blockOf, lineOf } from '../commandText/lines.js';
import type { WordLine } from '../../printer/lines.js';
import { build, mark, markCommand, readContext, type ReadContext } from '../commandText/build.js';
import { join } from '../commandText/problems.js';
import { carryLayout, keepLayout, layoutOf } from '../commandText/layout.js';
import type { ReadFromNetCDF } from './readFromNetCDF.js';
import type { TimeSeries } from '../shapes/timeSeries.js';
import { declareSeriesBody, readSeriesBody, seriesBodyLines } from '../generic/seriesBody.js';
import { catalogueClass } from '../generic/factory.js';

/** A class read like `:Data`: its header fields in line order. */
export interface SeriesClass {
  readonly name: string;
  readonly ravenName: string;
  readonly headerFields: readonly string[];
}

/** A forcing time series: from NetCDF (the spec's), or written in the file. */
@command('rvt')
export class Data extends FlatCommand {
  /** The words after the command name, in order. */
  static readonly headerFields: readonly string[] = ['data_type', 'units'];

  @field(t.enumOf([...ForcingTypeValues, ''], 'ForcingType (or empty)'), {
    default: '',
    doc: 'Forcing type of the series (PRECIP, TEMP_AVE, …).',
  })
  // HYDROGRAPH: the one value of ObservationData's narrower field.
  data_type!: ForcingType | '' | 'HYDROGRAPH' | string;

  @field(t.str(), { default: '', doc: 'Units of the values (ignored by Raven).' })
  units!: string;

  /** The NetCDF source (one of the bodies: see `series` for values written in the file). */
  declare read_from_netcdf: ReadFromNetCDF | null;
  /** The values written in the file (an extension of the spec). */
  declare series: TimeSeries | null;

  /** The header words after the command name (an empty units word is left out). */
  protected headerValues(): unknown[] {
    return [this.data_type, this.units || null];
  }

  /** A validated copy that writes its lines as the original did. */
  override copy(changes?: unknown): this {
    return carryLayout(this, super.copy(changes));
  }

  override toLines(): WordLine[] {
    if (this.data_type === '')
      throw new Error(
        `${this.constructor.name}.data_type is empty: Raven needs the forcing type on the line`,
      );
    const name = (this.constructor as unknown as SeriesClass).ravenName;
    const layout = layoutOf(this);
    return blockOf(
      lineOf(layout.spelling ?? name, ...this.headerValues()),
      seriesBodyLines(this),
      layout.end ?? `:End${name.slice(1)}`,
    );
  }

  static override fromRv(this: typeof Data, node: Node, source?: SourceFile): Data {
    const ctx = readContext(source);
    const model = build(this, readSeriesBlock(this, node, ctx, ''), ctx);
    keepLayout(model, { spelling: node.line.words[0].text, end: node.end?.words[0]?.text });
    return model;
  }
}

// The body fields: the spec's read_from_netcdf among the others Raven reads (one of them, exactly).
declareSeriesBody(Data.prototype, (spec) => catalogueClass(spec, 'rvt'));

/** The plain fields of a `:Data`-like block: its header words, then its body. */
export function readSeriesBlock(
  cls: SeriesClass,
  node: Node,
  ctx: ReadContext,
  prefix: string,
): Record<string, unknown> {
  const plain: Record<string, unknown> = {};
  markCommand(ctx, prefix, node);
  argWords(node, ctx.source).forEach((w, i) => {
    const name = cls.headerFields[i];
    if (name === undefined) return; // Raven ignores further words
    plain[name] = w.text;
    mark(ctx, join(prefix, name), w);
  });
  readSeriesBody(node, ctx, prefix, plain, (spec) => catalogueClass(spec, 'rvt'));
  return plain;
}
