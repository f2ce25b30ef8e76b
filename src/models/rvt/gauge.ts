/**
 * `:Gauge name` … `:EndGauge`: a meteorological gauge. A marker pair in Raven: the lines inside are top-level
 * commands applied to the current gauge, so their order does not matter to the engine, and a line given
 * twice keeps its last value. The lines the spec's model has no field for (`:MultiData`, `:RedirectToFile`,
 * `:CloudTempRanges`, `:EnsimTimeSeries`, `:MeasurementHeight`, `:TemperatureCorrection`) are extension
 * fields made from the catalogue's members of :Gauge (generic/members.ts); a changed gauge writes its lines
 * in the order the file had them.
 */
import type { Command as Node } from '../../ast/nodes.js';
import { field } from '../modelClass/field.js';
import { wordValue } from '../modelClass/line.js';
import { FlatCommand, type Command } from '../modelClass/model.js';
import { carryLayout, inWrittenOrder, keepLayout, layoutOf } from '../commandText/layout.js';
import { declareMembers, memberParts, readMember } from '../generic/members.js';
import { command } from '../modelClass/registry.js';
import { t, type TypeSpec } from '../modelClass/types.js';
import type { Expr } from '../symbolic/expr.js';
import { argWords, bodyCommands, type SourceFile } from '../commandText/read.js';
import { blockOf, lineOf } from '../commandText/lines.js';
import type { WordLine } from '../../printer/lines.js';
import { build, complain, mark, markCommand, readContext, type ReadContext } from '../commandText/build.js';
import { join } from '../commandText/problems.js';
import { Data, readSeriesBlock } from './data.js';
import { Refusals } from '../commandText/unsupported.js';
import { IsRavenWord } from '../rules/wordRule.js';
import { rule } from '../rules/rule.js';
import { lineFields } from '../modelClass/lineFields.js';

/** `confirm_monthly`: Raven reads exactly twelve values (one per month) on each monthly line. */
const ConfirmMonthly = () =>
  rule('confirmMonthly', (v) =>
    Array.isArray(v) && v.length !== 12 ? 'must have one value per month (12 values)' : undefined,
  );

/** How a line inside :Gauge maps to a field. */
interface GaugeLine {
  readonly field: string;
  readonly type: TypeSpec;
  readonly list?: true;
}

/**
 * The single-value line or monthly line of a gauge that a command name (any spelling) is: the field that
 * holds it (`lineFields`), its values' type, and whether it is a list; undefined for any other line.
 */
function gaugeLine(name: string): GaugeLine | undefined {
  const f = lineFields(Gauge, 'rvt').get(name);
  if (!f) return undefined;
  if (f.type.kind !== 'list') return { field: f.name, type: f.type };
  // :Data blocks are series models, read apart.
  return f.type.item.kind === 'model' ? undefined : { field: f.name, type: f.type.item, list: true };
}

/** A meteorological gauge with its location, corrections, monthly normals and forcing series. */
@command('rvt')
export class Gauge extends FlatCommand {
  @field(t.str(), { default: 'default', doc: 'Gauge name (one word; empty: Raven names it Gauge<n>).' })
  @IsRavenWord({ allowEmpty: true })
  name!: string;

  @field(t.float(), { alias: 'Latitude', doc: 'Latitude (decimal degrees).' })
  latitude!: number;
  @field(t.float(), { alias: 'Longitude', doc: 'Longitude (decimal degrees).' })
  longitude!: number;
  @field(t.float(), { alias: 'Elevation', nullable: true, doc: 'Elevation (m).' })
  elevation!: number | null;

  @field(t.expr(), { alias: 'RainCorrection', nullable: true, doc: 'Multiplier applied to rainfall.' })
  rain_correction!: Expr | null;
  @field(t.expr(), { alias: 'SnowCorrection', nullable: true, doc: 'Multiplier applied to snowfall.' })
  snow_correction!: Expr | null;

  @field(t.list(t.float()), { alias: 'MonthlyAveEvaporation', nullable: true, doc: 'Monthly PET (mm/d).' })
  @ConfirmMonthly()
  monthly_ave_evaporation!: number[] | null;
  @field(t.list(t.float()), { alias: 'MonthlyAveTemperature', nullable: true, doc: 'Monthly mean (°C).' })
  @ConfirmMonthly()
  monthly_ave_temperature!: number[] | null;
  // Raven also reads exactly 12 values here: the spec's rule is applied to these two as well.
  @field(t.list(t.float()), { alias: 'MonthlyMinTemperature', nullable: true, doc: 'Monthly minimum (°C).' })
  @ConfirmMonthly()
  monthly_min_temperature!: number[] | null;
  @field(t.list(t.float()), { alias: 'MonthlyMaxTemperature', nullable: true, doc: 'Monthly maximum (°C).' })
  @ConfirmMonthly()
  monthly_max_temperature!: number[] | null;

  @field(t.list(t.model(() => Data)), { alias: 'Data', nullable: true, doc: 'Forcing series of the gauge.' })
  data!: Data[] | null;

  // Extensions (declared below from the catalogue's members of :Gauge).
  /** Height of the instruments above the land surface (m). */
  declare measurement_height: number | null;
  /** Additive correction applied to temperature. */
  declare temperature_correction: Expr | null;
  /** Temperature range used to estimate cloud cover. */
  declare cloud_temp_ranges: Command | null;
  /** Several forcings on one time axis, written in the gauge. */
  declare multi_data: Command[] | null;
  /** Series read from Ensim .tb0 files. */
  declare ensim_time_series: Command[] | null;
  /** Files Raven reads in place of these lines (their commands belong to the gauge). */
  declare redirect_to_file: Command[] | null;

  override toLines(): WordLine[] {
    const lines = [lineOf(':Latitude', this.latitude), lineOf(':Longitude', this.longitude)];
    // The optional lines, each under its field's command name, in the order the fields are declared.
    for (const [name, f] of lineFields(Gauge, 'rvt')) {
      const v = (this as unknown as Record<string, unknown>)[f.name];
      if (
        name === `:${f.alias}` &&
        gaugeLine(name) &&
        !['latitude', 'longitude'].includes(f.name) &&
        v !== null
      )
        lines.push(lineOf(name, v));
    }
    const parts = lines.map((l) => ({ name: l.words[0], lines: [l] }));
    for (const d of this.data ?? []) parts.push({ name: ':Data', lines: d.toLines() });
    parts.push(...memberParts(this, MEMBERS));
    const layout = layoutOf(this);
    return blockOf(
      lineOf(layout.spelling ?? ':Gauge', this.name || null),
      inWrittenOrder(parts, layout.order),
      layout.end ?? ':EndGauge',
    );
  }

  /** A validated copy that writes its lines as the original did. */
  override copy(changes?: unknown): this {
    return carryLayout(this, super.copy(changes));
  }

  static override fromRv(node: Node, source?: SourceFile): Gauge {
    const ctx = readContext(source);
    const refusals = new Refusals(source);
    // Raven takes the first word as the name (a word starting with # is a comment; none: Gauge<n>).
    const nameWord = argWords(node, source)[0];
    const plain: Record<string, unknown> = { name: nameWord?.text ?? '' };
    markCommand(ctx, '', node);
    mark(ctx, 'name', nameWord);
    const data: Node[] = [];
    const order: string[] = [];
    for (const c of bodyCommands(node.body)) {
      const name = c.line.words[0].text;
      const line = gaugeLine(name);
      const member = MEMBERS.get(name);
      order.push(line ? `:${lineFields(Gauge, 'rvt').get(name)!.alias}` : (member?.spec.name ?? name));
      if (name === ':Data') data.push(c);
      else if (line) readGaugeLine(c, line, ctx, plain);
      else if (member) readMember(member, c, plain, ctx, { fileType: 'rvt' });
      else refusals.add(c, `${name} is not read inside :Gauge`);
    }
    if ((node.body ?? []).some((i) => i.kind === 'rows'))
      refusals.add(node, 'data lines directly inside :Gauge');
    refusals.check(Gauge);
    if (data.length > 0) plain.data = data.map((c, i) => readSeriesBlock(Data, c, ctx, join('data', i)));
    const model = build(Gauge, plain, ctx);
    keepLayout(model, { spelling: node.line.words[0].text, end: node.end?.words[0]?.text, order });
    return model;
  }
}

/** The extension fields: every member of :Gauge the spec's fields above do not hold. */
const MEMBERS = declareMembers(Gauge.prototype, 'rvt', ':Gauge', [
  ...lineFields(Gauge, 'rvt').keys(),
  ':Data',
]);

/** Reads one single-value or monthly line of a gauge into `plain`. */
function readGaugeLine(node: Node, line: GaugeLine, ctx: ReadContext, plain: Record<string, unknown>): void {
  const words = argWords(node, ctx.source);
  markCommand(ctx, line.field, node);
  if (line.list) {
    plain[line.field] = words.map((w) => wordValue(line.type, w.text));
    mark(ctx, line.field, words[0]);
    words.forEach((w, i) => mark(ctx, join(line.field, i), w));
  } else if (words.length === 0) complain(ctx, node, line.field, `${node.line.words[0].text} needs a value`);
  else {
    plain[line.field] = wordValue(line.type, words[0].text);
    mark(ctx, line.field, words[0]);
  }
}
