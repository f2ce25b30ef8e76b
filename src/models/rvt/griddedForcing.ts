/**
 * `:GriddedForcing name` … `:EndGriddedForcing`: a forcing read from a 3-D (x, y, time) NetCDF variable and
 * spread over the HRUs by grid weights. A marker pair in Raven: the lines inside are top-level commands
 * applied to the current forcing. Raven needs every NetCDF line before the weights, so they are written
 * first, :ForcingType leading as in Raven's manual.
 */
import type { Command as Node } from '../../ast/nodes.js';
import { construct } from '../modelClass/construct.js';
import { ConfigValidationError, formatProblem } from '../modelClass/errors.js';
import { field, fieldsOf } from '../modelClass/field.js';
import { lineFields } from '../modelClass/lineFields.js';
import { command } from '../modelClass/registry.js';
import { t } from '../modelClass/types.js';
import { ForcingType } from '../options/forcing.js';
import { argWords, bodyCommands, type SourceFile } from '../commandText/read.js';
import { blockOf, lineOf } from '../commandText/lines.js';
import type { WordLine } from '../../printer/lines.js';
import { copyModel } from '../modelClass/copy.js';
import { build, complain, mark, markCommand, readContext, type ReadContext } from '../commandText/build.js';
import { join } from '../commandText/problems.js';
import type { DimensionRule } from '../rules/dimNames.js';
import { GridWeights } from './gridWeights.js';
import { readNcLine } from '../shapes/ncLines.js';
import { ReadFromNetCDF } from './readFromNetCDF.js';
import { RedirectToFile } from './redirectToFile.js';
import { Refusals, UnsupportedCommandError } from '../commandText/unsupported.js';
import { IsRavenWord } from '../rules/wordRule.js';
import { carryLayout, inWrittenOrder, keepLayout, layoutOf } from '../commandText/layout.js';
import { declareMembers, memberParts, readMember } from '../generic/members.js';
import { rule } from '../rules/rule.js';

/** What is wrong inside a value given for grid_weights (the union's own rule only names the two types). */
function weightsProblem(v: unknown): string | undefined {
  if (v instanceof GridWeights || v instanceof RedirectToFile || v === null || typeof v !== 'object')
    return undefined;
  try {
    construct(GridWeights, v);
    return undefined;
  } catch (e) {
    if (!(e instanceof ConfigValidationError)) throw e;
    return `is not a valid GridWeights: ${e.problems.map(formatProblem).join('; ')}`;
  }
}

/** A gridded NetCDF forcing. */
@command('rvt')
export class GriddedForcing extends ReadFromNetCDF {
  static override readonly dimensions: DimensionRule = {
    counts: [3],
    message: 'must have three dimensions (x, y, time): Raven reads a grid by position',
  };
  static override readonly fileNameReader: 'series' | 'forcing' = 'forcing';
  static override readonly readsDeaccumulate: boolean = true;

  // No alias: Raven reads no station index for a forcing block, so it is never written.
  @field(t.int(), { nullable: true, doc: 'Unused by Raven here (no :StationIdx in forcing blocks).' })
  override station_idx!: number | null;

  @field(t.str(), { default: '', doc: 'Name on the opening line (ignored by Raven).' })
  @IsRavenWord({ allowEmpty: true })
  name!: string;

  @field(t.enumOf(ForcingType, 'ForcingType'), { alias: 'ForcingType', nullable: true })
  forcing_type!: ForcingType | null;

  @field(
    t.union(
      t.model(() => GridWeights),
      t.model(() => RedirectToFile),
    ),
    {
      alias: 'GridWeights',
      default: () => new GridWeights(),
      doc: 'The weights, or a file holding them.',
    },
  )
  @rule('gridWeights', weightsProblem)
  grid_weights!: GridWeights | RedirectToFile;

  /** A validated copy; big grid weights are copied as columns, not through JSON. */
  override copy(changes: Readonly<Record<string, unknown>> = {}): this {
    return carryLayout(
      this,
      copyModel(this, changes, { grid_weights: (v) => (v as GridWeights | RedirectToFile).copy() }),
    );
  }

  // Extensions (declared below from the catalogue's members of the block).
  /** The stations mapped one-to-one to SUBBASINS or HRUS (instead of weights). */
  declare map_stations_to: string | null;
  /** The NetCDF variable holding station identifiers. */
  declare station_id_name_nc: string | null;
  /** Multipliers and correction applied to the forcing. */
  declare rain_correction: unknown;
  declare snow_correction: unknown;
  declare temperature_correction: unknown;

  override toLines(): WordLine[] {
    const lines: WordLine[] = [];
    if (this.forcing_type !== null) lines.push(lineOf(':ForcingType', this.forcing_type));
    lines.push(
      lineOf(':FileNameNC', this.file_name_nc),
      lineOf(':VarNameNC', this.var_name_nc),
      lineOf(':DimNamesNC', this.dim_names_nc),
    );
    if (this.time_shift !== null) lines.push(lineOf(':TimeShift', this.time_shift));
    if (this.linear_transform) lines.push(...this.linear_transform.toLines());
    if (this.deaccumulate) lines.push(lineOf(':Deaccumulate'));
    // The variable names only the forcing reader reads, each under its field's command (its alias).
    for (const f of fieldsOf(ReadFromNetCDF)) {
      const v = (this as unknown as Record<string, unknown>)[f.name];
      if (/^(latitude|longitude|elevation)_var_name_nc$/.test(f.name) && v !== null)
        lines.push(lineOf(`:${f.alias}`, v));
    }
    if (this.period_ending_nc) lines.push(lineOf(':PeriodEndingNC'));
    const ravenName = (this.constructor as typeof GriddedForcing).ravenName;
    const parts = lines.map((l) => ({ name: l.words[0], lines: [l] }));
    // The weights may be a million lines: one part, laid out by inWrittenOrder without spreading them.
    const weights = this.grid_weights.toLines();
    parts.push({ name: weights[0]?.words[0] ?? ':GridWeights', lines: weights });
    parts.push(...memberParts(this, FORCING_MEMBERS));
    const layout = layoutOf(this);
    return blockOf(
      lineOf(layout.spelling ?? ravenName, this.name || null),
      inWrittenOrder(parts, layout.order),
      layout.end ?? `:End${ravenName.slice(1)}`,
    );
  }

  static override fromRv(this: typeof GriddedForcing, node: Node, source?: SourceFile): GriddedForcing {
    const ctx = readContext(source);
    const order: string[] = [];
    const model = build(this, readForcing(this, node, ctx, order), ctx);
    keepLayout(model, { spelling: node.line.words[0].text, end: node.end?.words[0]?.text, order });
    return model;
  }
}

/** The extension fields: the members of the block that the spec's fields do not hold. */
const FORCING_MEMBERS = declareMembers(GriddedForcing.prototype, 'rvt', ':GriddedForcing', [
  // The lines of the spec's fields (their aliases), and the one other source of weights.
  ...lineFields(GriddedForcing, 'rvt').keys(),
  RedirectToFile.ravenName,
]);

/** The plain fields of a forcing marker pair, refusing the lines the models cannot hold. */
function readForcing(
  cls: typeof GriddedForcing,
  node: Node,
  ctx: ReadContext,
  order: string[],
): Record<string, unknown> {
  const refusals = new Refusals(ctx.source);
  const nameWord = argWords(node, ctx.source)[0];
  const plain: Record<string, unknown> = { name: nameWord?.text ?? '' };
  markCommand(ctx, '', node);
  mark(ctx, 'name', nameWord);
  let weights: Node | undefined;
  for (const c of bodyCommands(node.body)) {
    const name = c.line.words[0].text;
    const member = FORCING_MEMBERS.get(name);
    order.push(member?.spec.name ?? (name === ':RedirectToFile' ? ':RedirectToFile' : name));
    if (member) readMember(member, c, plain, ctx, { fileType: 'rvt' });
    else if (name === ':ForcingType') {
      const w = argWords(c, ctx.source)[0];
      markCommand(ctx, 'forcing_type', c);
      if (w) plain.forcing_type = w.text;
      else complain(ctx, c, 'forcing_type', ':ForcingType needs a value');
      mark(ctx, 'forcing_type', w);
    } else if (name === ':GridWeights' || name === ':RedirectToFile') {
      if (weights) refusals.add(c, `a second source of weights (${name}): the spec holds one grid_weights`);
      weights = c;
    } else {
      const read = readNcLine(c, ctx, '', plain, 'forcing', lineFields(ReadFromNetCDF, 'rvt'));
      if (read !== true)
        refusals.add(
          c,
          read || `${name} inside ${cls.ravenName}: the spec's ${cls.name} has no field for it`,
        );
    }
  }
  if ((node.body ?? []).some((i) => i.kind === 'rows'))
    refusals.add(node, `data lines directly inside ${cls.ravenName}`);
  if (!weights)
    refusals.add(
      node,
      `no :GridWeights or :RedirectToFile: the spec's grid_weights would default to one cell the file does not give`,
    );
  refusals.check(cls);
  try {
    plain.grid_weights =
      weights!.line.words[0].text === ':GridWeights'
        ? GridWeights.fromRv(weights!, ctx.source)
        : RedirectToFile.fromRv(weights!, ctx.source);
  } catch (e) {
    if (!(e instanceof ConfigValidationError) || e instanceof UnsupportedCommandError) throw e;
    for (const p of e.problems) ctx.problems.push({ ...p, path: join('grid_weights', p.path) });
  }
  return plain;
}
