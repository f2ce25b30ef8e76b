/**
 * `:ReadFromNetCDF … :EndReadFromNetCDF`: a time series read from a NetCDF variable, inside `:Data` or
 * `:ObservationData` (CTimeSeries::Parse). The class is also the base of `:GriddedForcing`/`:StationForcing`,
 * which read the same lines at the top level of their marker pair.
 */
import type { Command as Node } from '../../ast/nodes.js';
import { field } from '../modelClass/field.js';
import { lineFields } from '../modelClass/lineFields.js';
import { FlatCommand } from '../modelClass/model.js';
import { t } from '../modelClass/types.js';
import { bodyCommands, type SourceFile } from '../commandText/read.js';
import { blockOf, lineOf } from '../commandText/lines.js';
import type { WordLine } from '../../printer/lines.js';
import { build, markCommand, readContext, type ReadContext } from '../commandText/build.js';
import { CheckDims, ReorderTime, type DimensionRule } from '../rules/dimNames.js';
import { LinearTransform } from './linearTransform.js';
import { readNcLine } from '../shapes/ncLines.js';
import { Refusals } from '../commandText/unsupported.js';
import { joinedPathProblem, IsRavenWord, wordProblem } from '../rules/wordRule.js';
import { rule } from '../rules/rule.js';

/** The spec's limit on a URL (the reference library's HttpUrl). */
const MAX_URL = 2083;
const URL_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

type NcClass = { fileNameReader: 'series' | 'forcing'; readsDeaccumulate: boolean };

/** What keeps Raven from reading a file name as given (the length and type rules say the rest). */
function fileNameProblem(v: unknown, o: object): string | undefined {
  if (typeof v !== 'string' || v === '') return undefined;
  if (URL_SCHEME.test(v) && v.length > MAX_URL) return `must have at most ${MAX_URL} characters (a URL)`;
  if ((o.constructor as unknown as NcClass).fileNameReader === 'forcing') return joinedPathProblem(v);
  const problem = wordProblem(v);
  return problem && `${problem} (Raven reads only the first word of :FileNameNC here)`;
}

/** A NetCDF source of one time series. */
export class ReadFromNetCDF extends FlatCommand {
  /** `check_dims` of this class: CTimeSeries::Parse reads `(station) time`. */
  static readonly dimensions: DimensionRule = {
    counts: [1, 2],
    message: 'must have one or two dimensions ((station) time): Raven reads no more in :ReadFromNetCDF',
  };
  /** CTimeSeries::Parse reads only the first word of :FileNameNC. */
  static readonly fileNameReader: 'series' | 'forcing' = 'series';
  /** CTimeSeries::Parse skips :Deaccumulate (only the forcing blocks read it). */
  static readonly readsDeaccumulate: boolean = false;

  @field(t.str({ minLength: 1 }), { alias: 'FileNameNC', doc: 'NetCDF file: a path or a URL.' })
  @rule('fileNameNC', fileNameProblem)
  file_name_nc!: string;

  @field(t.str(), { alias: 'VarNameNC', doc: 'NetCDF variable name.' })
  @IsRavenWord()
  var_name_nc!: string;

  @field(t.list(t.str()), { alias: 'DimNamesNC', doc: 'NetCDF dimension names, time last.' })
  @ReorderTime()
  @CheckDims()
  dim_names_nc!: string[];

  @field(t.int({ ge: 1 }), {
    alias: 'StationIdx',
    default: 1,
    doc: 'Index along the station dimension (from 1).',
  })
  station_idx!: number | null;

  @field(t.float(), { alias: 'TimeShift', nullable: true, doc: 'Time stamp shift in days.' })
  time_shift!: number | null;

  @field(t.model(() => LinearTransform), { alias: 'LinearTransform', nullable: true })
  linear_transform!: LinearTransform | null;

  @field(t.bool(), { alias: 'Deaccumulate', nullable: true, doc: 'The variable holds accumulated values.' })
  @rule('deaccumulate', (v, o) =>
    v === true && !(o.constructor as unknown as NcClass).readsDeaccumulate
      ? 'Raven does not read :Deaccumulate inside :ReadFromNetCDF (only in :GriddedForcing or :StationForcing)'
      : undefined,
  )
  deaccumulate!: boolean | null;

  @field(t.bool(), {
    alias: 'PeriodEndingNC',
    nullable: true,
    default: null,
    doc: 'The NetCDF time stamps mark the end of each period (an extension of the spec).',
  })
  period_ending_nc!: boolean | null;

  @field(t.str(), { alias: 'LatitudeVarNameNC', nullable: true })
  @IsRavenWord()
  latitude_var_name_nc!: string | null;

  @field(t.str(), { alias: 'LongitudeVarNameNC', nullable: true })
  @IsRavenWord()
  longitude_var_name_nc!: string | null;

  @field(t.str(), { alias: 'ElevationVarNameNC', nullable: true })
  @IsRavenWord()
  elevation_var_name_nc!: string | null;

  /**
   * The block as CTimeSeries::Parse reads it. :StationIdx is left out only where Raven ignores it (one
   * dimension and the default index). The latitude/longitude/elevation variable names are not written: that
   * reader skips them (they only describe the file, for the reference library's from_nc).
   */
  override toLines(): WordLine[] {
    const lines = [
      lineOf(':FileNameNC', this.file_name_nc),
      lineOf(':VarNameNC', this.var_name_nc),
      lineOf(':DimNamesNC', this.dim_names_nc),
    ];
    if (this.station_idx !== null && (this.station_idx !== 1 || this.dim_names_nc.length > 1))
      lines.push(lineOf(':StationIdx', this.station_idx));
    if (this.time_shift !== null) lines.push(lineOf(':TimeShift', this.time_shift));
    if (this.linear_transform) lines.push(...this.linear_transform.toLines());
    if (this.period_ending_nc) lines.push(lineOf(':PeriodEndingNC'));
    return blockOf(':ReadFromNetCDF', lines, ':EndReadFromNetCDF');
  }

  static override fromRv(node: Node, source?: SourceFile): ReadFromNetCDF {
    const ctx = readContext(source);
    return build(ReadFromNetCDF, readNetcdfBlock(node, ctx, '', ReadFromNetCDF), ctx);
  }
}

/** The plain fields of a `:ReadFromNetCDF` block, refusing lines the model cannot hold. */
export function readNetcdfBlock(
  node: Node,
  ctx: ReadContext,
  prefix: string,
  model: { name: string },
): Record<string, unknown> {
  const plain: Record<string, unknown> = {};
  const refusals = new Refusals(ctx.source);
  markCommand(ctx, prefix, node);
  for (const c of bodyCommands(node.body)) {
    const read = readNcLine(c, ctx, prefix, plain, 'series', lineFields(ReadFromNetCDF, 'rvt'));
    if (read !== true) refusals.add(c, read || `${c.line.words[0].text} is not read inside :ReadFromNetCDF`);
  }
  if ((node.body ?? []).some((i) => i.kind === 'rows'))
    refusals.add(node, 'data lines inside :ReadFromNetCDF');
  refusals.check(model);
  return plain;
}
