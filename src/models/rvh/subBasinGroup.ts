/** `:SubBasinGroup name` … `:EndSubBasinGroup`: the subbasins of a group. */
import type { Command as Node } from '../../ast/nodes.js';
import { setLocations } from '../modelClass/construct.js';
import { field } from '../modelClass/field.js';
import { wordValue } from '../modelClass/line.js';
import { findNodes, FlatCommand } from '../modelClass/model.js';
import { command } from '../modelClass/registry.js';
import { t, type ModelClass } from '../modelClass/types.js';
import type { SourceFile } from '../commandText/read.js';
import { groupBody, idLines } from '../shapes/groupBody.js';
import { shapeOf } from '../shapes/nested.js';
import { quickRecord } from '../shapes/quickRecord.js';
import { rvWord } from '../commandText/write.js';
import { blockOf, wordsLine } from '../commandText/lines.js';
import type { WordLine } from '../../printer/lines.js';
import { Problems } from '../commandText/problems.js';

const INT = t.int();

/** A subbasin group: its name and its subbasin IDs (Raven reads no ranges here). */
@command('rvh')
export class SubBasinGroup extends FlatCommand {
  @field(t.str(), { default: '', doc: 'Group name.' })
  name!: string;
  @field(t.list(t.int()), { default: () => [], doc: 'Subbasin IDs, in the order given.' })
  sb_ids!: number[];

  /** The block, ten IDs per line, in the order given. */
  override toLines(): WordLine[] {
    const name = rvWord(this.name, 'SubBasinGroup name');
    const ids = idLines(this.sb_ids.map((id) => rvWord(id, `SubBasinGroup ${name} ID`)));
    return blockOf(wordsLine([':SubBasinGroup', name]), ids, ':EndSubBasinGroup');
  }

  /** Reads the name and every ID of the body, on any number of lines. */
  static override fromRv(node: Node, source?: SourceFile): SubBasinGroup {
    const cls = this as unknown as ModelClass<SubBasinGroup>;
    const problems = new Problems();
    const { groups, locations, name, entryLocation } = groupBody(node, source, problems, 'sb_ids');
    // The spec's default name is '', but Raven needs one on the command line.
    if (!name) problems.add('name', 'is required', locations.get(''));
    const values = { name: name?.text, sb_ids: groups.map((g) => wordValue(INT, g)) };
    const model = quickRecord(shapeOf(cls), values, '', problems.items, (f, m) =>
      f === 'name' ? (name?.location ?? locations.get('')) : entryLocation(m),
    );
    problems.throwIfAny(cls.name);
    setLocations(model as object, locations);
    return model;
  }

  /**
   * Every subbasin group of some .rvh text, in order (the spec's parse returns a list; the base signature
   * returns one command, so this one is typed by parseAll).
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  static override parse(text: string): any {
    return SubBasinGroup.parseAll(text);
  }

  /** Every subbasin group of some .rvh text, in order. */
  static parseAll(text: string): SubBasinGroup[] {
    const { nodes, source } = findNodes(SubBasinGroup, text);
    return nodes.map((c) => SubBasinGroup.fromRv(c, source));
  }
}
