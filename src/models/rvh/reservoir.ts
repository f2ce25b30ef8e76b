/** `:Reservoir name` … `:EndReservoir`: a reservoir or lake at the outlet of a subbasin. */
import type { Command as Node } from '../../ast/nodes.js';
import { field } from '../modelClass/field.js';
import { wordValue } from '../modelClass/line.js';
import { findNodes, FlatCommand } from '../modelClass/model.js';
import { command } from '../modelClass/registry.js';
import { t, type ModelClass } from '../modelClass/types.js';
import { argWords, bodyCommands, commandLocation, type SourceFile } from '../commandText/read.js';
import { rvWord } from '../commandText/write.js';
import { blockOf, wordsLine } from '../commandText/lines.js';
import type { WordLine } from '../../printer/lines.js';
import { blockRecord, readName, startBlock } from '../shapes/blockFields.js';
import { quickLine, shapeOf } from '../shapes/nested.js';
import { SeepageParameters } from './seepageParameters.js';
import { StageRelations } from './stageRelations.js';
import { Problems } from '../commandText/problems.js';
import { lineFields } from '../modelClass/lineFields.js';

/** The field of a one-value line (`lineFields`: the fields' aliases), or undefined for a nested block. */
function scalarField(line: string): string | undefined {
  const f = lineFields(Reservoir, 'rvh').get(line);
  return f && f.type.kind !== 'model' ? f.name : undefined;
}

/** The lines that make Raven treat the reservoir as a lake (the last of these or :StageRelations wins). */
const LAKE_LINES = new Set([
  ':WeirCoefficient',
  ':CrestWidth',
  ':MaxDepth',
  ':LakeArea',
  ':AbsoluteCrestHeight',
]);
const LAKE_FIELDS = ['weir_coefficient', 'crest_width', 'max_depth', 'lake_area'] as const;

/**
 * A reservoir. Lake-type reservoirs give weir coefficient, crest width, maximum depth and lake area; others
 * give stage relations. Raven reads more (volume/area/outflow relations, control structures, DZTR rules…)
 * than the spec's model holds.
 */
@command('rvh')
export class Reservoir extends FlatCommand {
  @field(t.str(), { default: 'Lake_XXX', doc: 'Reservoir name.' })
  name!: string;
  @field(t.int(), { alias: 'SubBasinID', default: 0, doc: 'Subbasin whose outlet holds the reservoir.' })
  subbasin_id!: number;
  @field(t.int(), { alias: 'HRUID', default: 0, doc: 'HRU of the reservoir surface (0: none, not written).' })
  hru_id!: number;
  @field(t.str(), { alias: 'Type', default: 'RESROUTE_STANDARD', doc: 'Obsolete: Raven ignores it.' })
  type!: string;
  @field(t.float(), { alias: 'WeirCoefficient', default: 0, doc: 'Weir coefficient (lake-type).' })
  weir_coefficient!: number;
  @field(t.float(), { alias: 'CrestWidth', default: 0, doc: 'Crest width (m, lake-type).' })
  crest_width!: number;
  @field(t.float(), { alias: 'MaxDepth', default: 0, doc: 'Maximum depth (m, lake-type).' })
  max_depth!: number;
  @field(t.float(), { alias: 'LakeArea', default: 0, doc: 'Lake area (m2, lake-type).' })
  lake_area!: number;
  @field(t.float(), {
    alias: 'AbsoluteCrestHeight',
    nullable: true,
    default: null,
    doc: 'Absolute crest height (m a.s.l.).',
  })
  absolute_crest_height!: number | null;
  @field(t.float(), { alias: 'MaxCapacity', nullable: true, default: null, doc: 'Maximum capacity (m3).' })
  max_capacity!: number | null;
  @field(t.model(() => SeepageParameters), {
    alias: 'SeepageParameters',
    nullable: true,
    default: null,
    doc: 'Seepage to groundwater.',
  })
  seepage_parameters!: SeepageParameters | null;
  @field(t.model(() => StageRelations), {
    alias: 'StageRelations',
    nullable: true,
    default: null,
    doc: 'Stage, flow, volume, area table.',
  })
  stage_relations!: StageRelations | null;

  /**
   * The block. The lake settings come before :StageRelations, so the stage relations win when both are
   * given (Raven takes the last); with stage relations, lake settings left at 0 are not written (they would
   * change nothing but a warning about a small lake area).
   */
  override toLines(): WordLine[] {
    const self = this as unknown as { [k: string]: unknown };
    const name = rvWord(this.name, 'Reservoir name');
    const body: WordLine[] = [];
    // The one-value lines, in the order their fields are declared.
    for (const line of lineFields(Reservoir, 'rvh').keys()) {
      const f = scalarField(line);
      if (!f) continue;
      const v = self[f];
      if (v === null || v === undefined) continue;
      if (f === 'hru_id' && v === 0) continue;
      if (this.stage_relations && (LAKE_FIELDS as readonly string[]).includes(f) && v === 0) continue;
      body.push(wordsLine([line, rvWord(v, `Reservoir ${name} ${f}`)]));
    }
    if (this.seepage_parameters) body.push(...this.seepage_parameters.toLines());
    if (this.stage_relations) body.push(...this.stage_relations.toLines());
    return blockOf(wordsLine([':Reservoir', name]), body, ':EndReservoir');
  }

  /** Reads the block; what the model cannot hold (other relations, control structures…) is a problem. */
  static override fromRv(node: Node, source?: SourceFile): Reservoir {
    const cls = this as unknown as ModelClass<Reservoir>;
    const problems = new Problems();
    const block = startBlock(node, source);
    const { at, locations, values } = block;
    if (!readName(block, node, source)) problems.add('name', ':Reservoir needs a name', at);
    const shape = shapeOf(cls);
    let stageAt = -1;
    let lastLake = -1;
    bodyCommands(node.body).forEach((c, i) => {
      const line = c.line.words[0].text;
      const where = commandLocation(c, source);
      if (LAKE_LINES.has(line)) lastLake = i;
      const f = scalarField(line);
      if (f) {
        const arg = argWords(c, source)[0];
        // :Type is obsolete and may be bare; every other line needs its value.
        if (!arg) {
          if (line !== ':Type') problems.add(f, `${line} needs a value`, where);
          return;
        }
        values[f] = wordValue(shape.fields.find((x) => x.name === f)!.type, arg.text);
        if (arg.location) locations.set(f, arg.location);
      } else if (line === ':SeepageParameters') {
        values.seepage_parameters = quickLine(
          SeepageParameters,
          c,
          source,
          problems.items,
          'seepage_parameters',
        );
        if (where) locations.set('seepage_parameters', where);
      } else if (line === ':StageRelations') {
        stageAt = i;
        values.stage_relations = StageRelations.readInto(c, source, problems, 'stage_relations');
        if (where) locations.set('stage_relations', where);
      } else if (c.spec) {
        problems.add('', `${line} is read by Raven but the Reservoir model cannot hold it`, where);
      }
      // Unknown lines are ignored by Raven (with a warning), and so here.
    });
    if (stageAt >= 0 && lastLake > stageAt)
      problems.add(
        'stage_relations',
        'a lake setting after :StageRelations makes Raven ignore the stage relations; the model writes the lake settings first',
        locations.get('stage_relations'),
      );
    const model = blockRecord(shape, block, '', problems.items);
    problems.throwIfAny(cls.name);
    return model;
  }

  /**
   * Every reservoir of some .rvh text, as the reference's parse does (a list; the base signature returns one
   * command, so parseAll gives the typed form).
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  static override parse(text: string): any {
    return Reservoir.parseAll(text);
  }

  /** Every reservoir of some .rvh text, in order. */
  static parseAll(text: string): Reservoir[] {
    const { nodes, source } = findNodes(Reservoir, text);
    return nodes.map((n) => Reservoir.fromRv(n, source));
  }
}
