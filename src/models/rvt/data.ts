/**
 * `:Data TYPE units` … `:EndData`: one forcing series of the current gauge. The spec's model holds a NetCDF
 * source only (`:ReadFromNetCDF`); series written as values in the file (a `yyyy-mm-dd hh:mm:ss step n`
 * header then n values, `:AnnualCycle`, …) are refused, so that the loader keeps them as they are written.
 */
import type { Command as Node } from '../../ast/nodes.js';
import { field } from '../modelClass/field.js';
import { FlatCommand } from '../modelClass/model.js';
import { command } from '../modelClass/registry.js';
import { t } from '../modelClass/types.js';
import { ForcingTypeValues, type ForcingType } from '../options/forcing.js';
import { argWords, bodyCommands, type SourceFile } from '../commandText/read.js';
import { blockOf, lineOf } from '../commandText/lines.js';
import type { WordLine } from '../../printer/lines.js';
import { build, mark, markCommand, readContext, type ReadContext } from '../commandText/build.js';
import { join } from '../commandText/problems.js';
import { ReadFromNetCDF, readNetcdfBlock } from './readFromNetCDF.js';
import { Refusals } from '../commandText/unsupported.js';

/** A class read like `:Data`: its header fields in line order. */
export interface SeriesClass {
  readonly name: string;
  readonly ravenName: string;
  readonly headerFields: readonly string[];
}

/** A forcing time series read from NetCDF. */
@command('rvt')
export class Data extends FlatCommand {
  /** The words after the command name, in order. */
  static readonly headerFields: readonly string[] = ['data_type', 'units'];

  @field(t.enumOf([...ForcingTypeValues, ''], 'ForcingType (or empty)'), {
    default: '',
    doc: 'Forcing type of the series (PRECIP, TEMP_AVE, …).',
  })
  // HYDROGRAPH: the one value of ObservationData's narrower field.
  data_type!: ForcingType | '' | 'HYDROGRAPH';

  @field(t.str(), { default: '', doc: 'Units of the values (ignored by Raven).' })
  units!: string;

  @field(t.model(() => ReadFromNetCDF), { alias: 'ReadFromNetCDF', doc: 'The NetCDF source.' })
  read_from_netcdf!: ReadFromNetCDF;

  /** The header words after the command name (an empty units word is left out). */
  protected headerValues(): unknown[] {
    return [this.data_type, this.units || null];
  }

  override toLines(): WordLine[] {
    if (this.data_type === '')
      throw new Error(
        `${this.constructor.name}.data_type is empty: Raven needs the forcing type on the line`,
      );
    const name = (this.constructor as unknown as SeriesClass).ravenName;
    return blockOf(
      lineOf(name, ...this.headerValues()),
      this.read_from_netcdf.toLines(),
      `:End${name.slice(1)}`,
    );
  }

  static override fromRv(this: typeof Data, node: Node, source?: SourceFile): Data {
    const ctx = readContext(source);
    return build(this, readSeriesBlock(this, node, ctx, ''), ctx);
  }
}

/** The plain fields of a `:Data`-like block whose body is a `:ReadFromNetCDF` block; refuses any other body. */
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
  const refusals = new Refusals(ctx.source);
  const body = node.body ?? [];
  const head = node.line.words.map((w) => w.text).join(' ');
  const netcdf = bodyCommands(body).find((c) => c.line.words[0].text === ':ReadFromNetCDF');
  if (body.some((i) => i.kind === 'rows'))
    refusals.add(
      node,
      `${head} holds an ASCII time series (values in the file): the spec's ${cls.name} holds only a :ReadFromNetCDF source`,
    );
  for (const c of bodyCommands(body))
    if (c !== netcdf)
      refusals.add(
        c,
        `${c.line.words[0].text} series body: the spec's ${cls.name} holds only a :ReadFromNetCDF source`,
      );
  if (!netcdf && refusals.problems.length === 0) refusals.add(node, `${head} has no series body`);
  refusals.check(cls);
  plain.read_from_netcdf = readNetcdfBlock(netcdf!, ctx, join(prefix, 'read_from_netcdf'), cls);
  return plain;
}
