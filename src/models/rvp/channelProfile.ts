/**
 * `:ChannelProfile name`: a channel cross-section from its bed slope, its survey points (offset, bed
 * elevation) and its Manning's n zones (starting offset, n). Raven reads the profile name from the command
 * line, `:Bedslope` with one value, and the two point blocks with rows of exactly two numbers.
 */
import type { Command as Node } from '../../ast/nodes.js';
import { construct } from '../modelClass/construct.js';
import { findNodes, FlatCommand } from '../modelClass/model.js';
import { field } from '../modelClass/field.js';
import { command } from '../modelClass/registry.js';
import { t } from '../modelClass/types.js';
import { argWords, bodyCommands, bodyRows, commandLocation, type SourceFile } from '../commandText/read.js';
import { word, nameWord } from '../commandText/write.js';
import { blockOf, wordsLine } from '../commandText/lines.js';
import type { WordLine } from '../../printer/lines.js';
import { commandLocations } from '../shapes/classTable.js';
import { Problems } from '../commandText/problems.js';

/** A pair of numbers: [x, bed elevation] or [x of the zone start, Manning's n]. */
const pair = () => t.tuple(t.float(), t.float());

/** The point blocks of a profile, by field. */
const BLOCKS = { ':SurveyPoints': 'survey_points', ':RoughnessZones': 'roughness_zones' } as const;

/** A surveyed channel cross-section. */
@command('rvp')
export class ChannelProfile extends FlatCommand {
  @field(t.str(), { default: 'chn_XXX', doc: 'Profile name, as the subbasins name it.' })
  name!: string;
  @field(t.float(), { alias: 'Bedslope', default: 0, doc: 'Bed slope (m/m); Raven needs it above 0.' })
  bed_slope!: number;
  @field(t.list(pair()), {
    alias: 'SurveyPoints',
    default: () => [],
    doc: 'Survey points [x (m), bed elevation (m)].',
  })
  survey_points!: [number, number][];
  @field(t.list(pair()), {
    alias: 'RoughnessZones',
    default: () => [],
    doc: "Zones [x start (m), Manning's n].",
  })
  roughness_zones!: [number, number][];

  override toLines(): WordLine[] {
    const points = (name: string, list: [number, number][]) =>
      blockOf(
        `:${name}`,
        list.map((p) => wordsLine(p.map(word))),
        `:End${name}`,
      );
    const body = [
      wordsLine([':Bedslope', word(this.bed_slope)]),
      ...points('SurveyPoints', this.survey_points),
      ...points('RoughnessZones', this.roughness_zones),
    ];
    return blockOf(
      wordsLine([':ChannelProfile', nameWord(this.name, 'channel profile name')]),
      body,
      ':EndChannelProfile',
    );
  }

  /**
   * Every channel profile in a text, in order (a list, as the spec has it). Typed `any` only because the
   * base `Command.parse` returns one model; `parseAll` is the same, typed.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  static override parse(text: string): any {
    return ChannelProfile.parseAll(text);
  }

  /** Every channel profile in a text, in order. */
  static parseAll(text: string): ChannelProfile[] {
    const { nodes, source } = findNodes(ChannelProfile, text);
    return nodes.map((n) => ChannelProfile.fromRv(n, source));
  }

  static override fromRv(node: Node, source?: SourceFile): ChannelProfile {
    const problems = new Problems();
    const locations = commandLocations(node, source);
    const at = locations.get('');
    const args = argWords(node, source);
    if (args.length === 0) problems.add('name', ':ChannelProfile needs a profile name', at);
    else if (args[0].location) locations.set('name', args[0].location);
    if (!node.end) problems.add('', ':ChannelProfile has no end line', at);
    // Raven stops reading the profile at a line it does not expect.
    for (const r of bodyRows(node.body, source))
      problems.add('', 'Raven stops reading the profile at a row outside the point blocks', r[0].location);
    const plain: { [k: string]: unknown } = { survey_points: [], roughness_zones: [] };
    if (args[0]) plain.name = args[0].text;
    for (const c of bodyCommands(node.body)) {
      const text = c.line.words[0].text;
      const where = commandLocation(c, source);
      const words = argWords(c, source);
      if (text === ':Bedslope' && words.length === 1) {
        // The last :Bedslope wins, as in Raven.
        plain.bed_slope = problems.number(words[0], 'bed_slope');
        if (words[0].location) locations.set('bed_slope', words[0].location);
      } else if ((text === ':SurveyPoints' || text === ':RoughnessZones') && words.length === 0 && c.end) {
        // Repeated blocks add their points, as in Raven.
        const key = BLOCKS[text];
        const list = plain[key] as unknown[];
        for (const w of bodyRows(c.body, source)) {
          const path = `${key}.${list.length}`;
          if (w[0].location) locations.set(path, w[0].location);
          if (w.length !== 2)
            problems.add(
              path,
              `Raven stops reading the block at a row of ${w.length} numbers (it reads 2)`,
              w[0].location,
            );
          else list.push(w.map((x) => problems.number(x, path)));
        }
        if (list.length > 0 && !locations.has(key) && where) locations.set(key, where);
      } else problems.add('', `Raven stops reading the profile at ${text} here`, where);
    }
    problems.throwIfAny(ChannelProfile.name);
    return construct(ChannelProfile, plain, locations);
  }
}
