/**
 * `:SeasonalRelativeLAI` and `:SeasonalRelativeHeight` (Raven also reads them as `:SeasonalCanopyLAI` and
 * `:SeasonalCanopyHeight`): twelve monthly multipliers of the maximum LAI or height, per vegetation class.
 */
import type { Command as Node } from '../../ast/nodes.js';
import { construct } from '../modelClass/construct.js';
import { field } from '../modelClass/field.js';
import { ListCommand, Record } from '../modelClass/model.js';
import { command } from '../modelClass/registry.js';
import { t, type ModelClass } from '../modelClass/types.js';
import { bodyCommands, bodyRows, commandLocation, type SourceFile } from '../commandText/read.js';
import { word, rowNameWord } from '../commandText/write.js';
import { commandLocations, rowLocations, tableLines } from '../shapes/classTable.js';
import type { WordLine } from '../../printer/lines.js';
import { Problems } from '../commandText/problems.js';

/** Raven reads these cells as parameter values, but the spec's monthly values are plain numbers. */
const SPECIAL =
  'the monthly values are numbers (Raven would read _AUTO, _DEFAULT or an alias as a special value)';

/** Twelve ones: no seasonal change. */
const ones = () => Array.from({ length: 12 }, () => 1);

/** One vegetation class's monthly values, January to December. */
export class MonthlyRecord extends Record {
  @field(t.str(), { default: '[DEFAULT]', doc: 'Vegetation class name, or [DEFAULT] for every class.' })
  name!: string;
  // Raven reads exactly twelve (a shorter row stops the table, more are ignored).
  @field(t.list(t.float(), { size: 12 }), { default: ones, doc: 'Twelve monthly values, January first.' })
  values!: number[];
}

/** The default table: one [DEFAULT] row of twelve ones. */
const defaultRows = () => [{ name: '[DEFAULT]', values: ones() }];

/** The shared body of the two seasonal tables. */
export abstract class SeasonalTable extends ListCommand<MonthlyRecord> {
  @field(t.list(t.model(() => MonthlyRecord)), { default: defaultRows, doc: 'One row per vegetation class.' })
  override root!: MonthlyRecord[];

  /** The table (one [DEFAULT] row of twelve ones when no rows are given). */
  constructor(plain?: readonly object[]) {
    super(plain ?? defaultRows());
  }

  override toLines(): WordLine[] {
    const name = (this.constructor as typeof SeasonalTable).ravenName;
    const rows = this.root.map((r) => [rowNameWord(r.name, 'vegetation class name'), ...r.values.map(word)]);
    return tableLines(name, [], rows);
  }

  static override fromRv(node: Node, source?: SourceFile): SeasonalTable {
    const cls = this as unknown as ModelClass<SeasonalTable>;
    const problems = new Problems();
    const name = node.line.words[0].text;
    // Raven reads every line up to the first `:End…` as a row: a command there would be a bad class name.
    for (const c of bodyCommands(node.body))
      problems.add('', `${c.line.words[0].text} is not read inside ${name}`, commandLocation(c, source));
    if (!node.end) problems.add('', `${name} has no end line`, commandLocation(node, source));
    const locations = commandLocations(node, source);
    const root = bodyRows(node.body, source).map((w, i) => {
      const path = `root.${i}`;
      if (w.length < 13) {
        problems.stopsAt(path, w, 13);
        return {};
      }
      rowLocations(locations, path, [
        ['name', w[0]],
        ['values', w[1]],
      ]);
      return {
        name: w[0].text,
        values: w.slice(1, 13).map((c, k) => problems.number(c, `${path}.values.${k}`, SPECIAL)),
      };
    });
    problems.throwIfAny(cls.name);
    return construct(cls, root, locations);
  }
}

/** Monthly relative leaf area index per vegetation class. */
@command('rvp')
export class SeasonalRelativeLAI extends SeasonalTable {}

/** Monthly relative vegetation height per vegetation class. */
@command('rvp')
export class SeasonalRelativeHeight extends SeasonalTable {}
