/** `:HRUGroup name` … `:EndHRUGroup`: the HRUs of a group, by ID or by ID range. */
import type { Command as Node } from '../../ast/nodes.js';
import { setLocations } from '../modelClass/construct.js';
import { field } from '../modelClass/field.js';
import { FlatCommand } from '../modelClass/model.js';
import { command } from '../modelClass/registry.js';
import { t, type ModelClass } from '../modelClass/types.js';
import type { SourceFile } from '../commandText/read.js';
import { groupBody, idLines } from '../shapes/groupBody.js';
import { shapeOf } from '../shapes/nested.js';
import { quickRecord } from '../shapes/quickRecord.js';
import { rule } from '../rules/rule.js';
import { rvWord } from '../commandText/write.js';
import { blockOf, wordsLine } from '../commandText/lines.js';
import type { WordLine } from '../../printer/lines.js';
import { Problems } from '../commandText/problems.js';

const ID_OR_RANGE = /^(\d+)(?:-(\d+))?$/;

/** Why a group entry is not an HRU ID or a range `first-last` that Raven reads (it allows ranges up to 10000). */
export function hruEntriesProblem(v: unknown): string | undefined {
  if (!Array.isArray(v)) return undefined;
  for (let i = 0; i < v.length; i++) {
    if (typeof v[i] !== 'string') continue;
    const m = ID_OR_RANGE.exec(v[i] as string);
    if (!m)
      return `item ${i} must be an HRU ID or a range first-last (e.g. 7 or 1-20); got ${JSON.stringify(v[i])}`;
    if (m[2] !== undefined && Number(m[2]) - Number(m[1]) > 10000)
      return `item ${i} spans more than 10000 IDs, which Raven refuses`;
  }
  return undefined;
}

/** An HRU group: its name and its HRU IDs or ranges (`12`, `1-10`). */
@command('rvh')
export class HRUGroup extends FlatCommand {
  @field(t.str(), { doc: 'Group name (declare it in the .rvi with :DefineHRUGroups).' })
  name!: string;
  @field(t.list(t.str()), { doc: 'HRU IDs and ranges first-last, as Raven reads them.' })
  @rule('hru_ids_or_ranges', hruEntriesProblem)
  groups!: string[];

  /** The block, ten entries per line. */
  override toLines(): WordLine[] {
    const name = rvWord(this.name, 'HRUGroup name');
    const ids = idLines(this.groups.map((g) => rvWord(g, `HRUGroup ${name} entry`)));
    return blockOf(wordsLine([':HRUGroup', name]), ids, ':EndHRUGroup');
  }

  /** Reads the name and every entry of the body, on any number of lines. */
  static override fromRv(node: Node, source?: SourceFile): HRUGroup {
    const cls = this as unknown as ModelClass<HRUGroup>;
    const problems = new Problems();
    const { groups, locations, name, entryLocation } = groupBody(node, source, problems, 'groups');
    const model = quickRecord(shapeOf(cls), { name: name?.text, groups }, '', problems.items, (f, m) =>
      f === 'name' ? (name?.location ?? locations.get('')) : entryLocation(m),
    );
    problems.throwIfAny(cls.name);
    setLocations(model as object, locations);
    return model;
  }
}
