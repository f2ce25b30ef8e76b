/**
 * The body of a regular time series (Raven's CTimeSeries::Parse): values written in the file (`series`, a
 * TimeSeries), a NetCDF source (`read_from_netcdf`, the spec's field), or one of the yearly forms
 * (`:AnnualCycle`, `:AnnualCycleStep`, `:AnnualEvents`, `:AnnualPattern`, `:IrregularPattern`, each the model
 * of its catalogue entry). A series has exactly one body. Used by the spec's `:Data` and `:ObservationData`
 * (whose NetCDF source the spec requires, extended to the other bodies) and by every other series command.
 */
import { SERIES_BODY_COMMANDS } from '../../../grammar/common.js';
import type { CommandSpec } from '../../../grammar/types.js';
import type { Command as Node, Rows } from '../../ast/nodes.js';
import { isNumberLiteral } from '../../parser/numbers.js';
import { complain, mark, markCommand, type ReadContext } from '../commandText/build.js';
import { join, readNested } from '../commandText/problems.js';
import { locate, type SourceFile } from '../commandText/read.js';
import { keepLayout } from '../commandText/layout.js';
import { field } from '../modelClass/field.js';
import type { Command } from '../modelClass/model.js';
import type { CommandClass } from '../modelClass/registry.js';
import { t, type TypeSpec } from '../modelClass/types.js';
import { UnsupportedCommandError } from '../commandText/unsupported.js';
import { construct } from '../modelClass/construct.js';
import { ConfigValidationError } from '../modelClass/errors.js';
import { rule } from '../rules/rule.js';
import { scanSeriesRows } from '../shapes/seriesRows.js';
import { defer } from '../modelClass/deferred.js';
import { fingerprint } from '../modelClass/fingerprint.js';
import { SERIES_DATE, TimeSeries } from '../shapes/timeSeries.js';
import type { WordLine } from '../../printer/lines.js';
import { ReadFromNetCDF, readNetcdfBlock } from '../rvt/readFromNetCDF.js';
import { fieldName } from './names.js';
import type { CatalogueContext } from './catalogueCommand.js';

/** The yearly bodies (every body command but :ReadFromNetCDF), with their field names. */
const YEARLY: readonly { spec: CommandSpec; field: string }[] = SERIES_BODY_COMMANDS.filter(
  (s) => s.name !== ':ReadFromNetCDF',
).map((spec) => ({ spec, field: fieldName(spec.name) }));

/** null as a value of a type (the base types have none). */
const NULL = { kind: 'literal', value: null } as unknown as TypeSpec;

/** The field names of a series body, in writing order. */
export const SERIES_BODY_FIELDS: readonly string[] = [
  'series',
  'read_from_netcdf',
  ...YEARLY.map((y) => y.field),
];

/** Why a series holds no body or more than one, or undefined. */
function bodyProblem(o: { [k: string]: unknown }): string | undefined {
  const given = SERIES_BODY_FIELDS.filter((f) => o[f] !== null && o[f] !== undefined);
  if (given.length === 1) return undefined;
  return given.length === 0
    ? 'has no body: give series (values), read_from_netcdf or a yearly form'
    : `has ${given.length} bodies (${given.join(', ')}): Raven reads one`;
}

/**
 * Declares the body fields on a series class's prototype. `nested` gives the model class of a yearly body
 * (made from its catalogue entry); `netcdfRequired` keeps the spec's required :ReadFromNetCDF field shape
 * (nullable only as the extension that allows another body).
 */
export function declareSeriesBody(proto: object, nested: (spec: CommandSpec) => CommandClass): void {
  field(
    t.model(() => TimeSeries),
    {
      nullable: true,
      default: null,
      doc: 'Values written in the file (an extension of the spec: its series hold a NetCDF source only).',
    },
  )(proto, 'series');
  // Not `nullable` (which would skip the rules on null): null is a value of the type, so the body rule runs.
  field(
    t.union(
      t.model(() => ReadFromNetCDF),
      NULL,
    ),
    {
      alias: 'ReadFromNetCDF',
      default: null,
      doc: 'The NetCDF source.',
    },
  )(proto, 'read_from_netcdf');
  rule('seriesBody', (_v, o) => bodyProblem(o))(proto, 'read_from_netcdf');
  for (const y of YEARLY)
    field(
      t.model(() => nested(y.spec)),
      {
        nullable: true,
        default: null,
        doc: `${y.spec.doc ?? ''} (an extension of the spec)`.trim(),
      },
    )(proto, y.field);
}

/** The lines of a series body (at depth 0: the block puts them one level deeper). */
export function seriesBodyLines(model: object): WordLine[] {
  const self = model as { [k: string]: unknown };
  for (const f of SERIES_BODY_FIELDS) {
    const v = self[f];
    if (v === null || v === undefined) continue;
    return f === 'series' ? (v as TimeSeries).lines() : (v as Command).toLines();
  }
  return [];
}

/** Reads the body of a series node into `plain` (problems into `ctx`, under `prefix`). */
export function readSeriesBody(
  node: Node,
  ctx: ReadContext,
  prefix: string,
  plain: { [k: string]: unknown },
  nested: (spec: CommandSpec) => CommandClass,
  context?: CatalogueContext,
): void {
  const rows = (node.body ?? []).filter((i): i is Rows => i.kind === 'rows');
  for (const c of node.body ?? []) {
    if (c.kind !== 'command') continue;
    const name = c.line.words[0].text;
    if (name === ':ReadFromNetCDF') {
      const at = join(prefix, 'read_from_netcdf');
      try {
        plain.read_from_netcdf = readNetcdfBlock(c, ctx, at, ReadFromNetCDF);
      } catch (e) {
        if (!(e instanceof ConfigValidationError) || e instanceof UnsupportedCommandError) throw e;
        for (const p of e.problems) ctx.problems.push({ ...p, path: join(at, p.path) });
      }
      continue;
    }
    const y = YEARLY.find((x) => x.spec.name === name || x.spec.aliases?.includes(name));
    if (!y) {
      complain(ctx, c, prefix, `${name} is not a body Raven reads in ${node.line.words[0].text}`);
      continue;
    }
    const at = join(prefix, y.field);
    const model = readNested(ctx.problems, at, () => nested(y.spec).fromRv(c, ctx.source, context));
    if (model) plain[y.field] = model;
  }
  if (rows.length > 0) {
    const series = readValues(node, rows, ctx, join(prefix, 'series'));
    if (series) plain.series = series;
  }
}

/** The values of a series written in the file, as a TimeSeries (undefined, with problems, when unreadable). */
function readValues(node: Node, rows: readonly Rows[], ctx: ReadContext, at: string): TimeSeries | undefined {
  const read = scanSeriesRows(rows, true);
  const source: SourceFile | undefined = ctx.source;
  const where = (offset: number) => locate(source, offset);
  const h = read.header;
  markCommand(ctx, at, node);
  if (h.length < 4 || !SERIES_DATE.test(h[0].text)) {
    ctx.problems.push({
      path: at,
      message:
        'the header must be yyyy-mm-dd hh:mm:ss step count (the Julian form count day year step is not modelled)',
      ...(h[0] ? { location: where(h[0].offset)! } : {}),
    });
    return undefined;
  }
  const count = Number(h[3].text);
  if (!Number.isInteger(count) || count !== read.count) {
    ctx.problems.push({
      path: at,
      message: `the header says ${h[3].text} values and the series holds ${read.count}`,
      ...(where(h[3].offset) ? { location: where(h[3].offset)! } : {}),
    });
    return undefined;
  }
  if (read.bad) {
    ctx.problems.push({
      path: join(at, 'values'),
      message: `'${read.bad.text}' is not a number`,
      ...(where(read.bad.offset) ? { location: where(read.bad.offset)! } : {}),
    });
    return undefined;
  }
  mark(ctx, join(at, 'start'), { text: h[0].text, location: where(h[0].offset) });
  try {
    const series = construct(TimeSeries, {
      start: `${h[0].text} ${h[1].text}`,
      step: isNumberLiteral(h[2].text, 0, h[2].text.length) ? Number(h[2].text) : h[2].text,
      header_extra: h.slice(4).map((w) => w.text),
    });
    // The values are decoded from the text when first read (deferred.ts).
    defer(series, 'values', read.decode, fingerprint);
    keepLayout(series, { perRow: read.perRow });
    return series;
  } catch (e) {
    if (!(e instanceof ConfigValidationError)) throw e;
    for (const p of e.problems)
      ctx.problems.push({ ...p, path: join(at, p.path), location: where(h[0].offset) });
    return undefined;
  }
}
