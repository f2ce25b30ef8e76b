/** `:LandUseClasses`: the land use classes, each with its impermeable fraction and forest cover. */
import type { Command as Node } from '../../ast/nodes.js';
import { construct } from '../modelClass/construct.js';
import { field } from '../modelClass/field.js';
import { ListCommand, Record } from '../modelClass/model.js';
import { command } from '../modelClass/registry.js';
import { t } from '../modelClass/types.js';
import type { Expr } from '../symbolic/expr.js';
import type { SourceFile } from '../commandText/read.js';
import { word, rowNameWord } from '../commandText/write.js';
import { commandLocations, rowLocations, tableRows, tableLines } from '../shapes/classTable.js';
import type { WordLine } from '../../printer/lines.js';
import { ATOF_VALUE } from '../shapes/parameterList.js';
import { Problems } from '../commandText/problems.js';

/** One land use class: a row of `:LandUseClasses`. */
export class LandUseClass extends Record {
  @field(t.str(), { default: '', doc: 'Class name, as the HRUs name it.' })
  name!: string;
  @field(ATOF_VALUE, { default: 0, doc: 'Impermeable fraction of the surface (0 to 1).' })
  impermeable_frac!: Expr | string;
  @field(ATOF_VALUE, { default: 0, doc: 'Forest cover fraction (0 to 1).' })
  forest_coverage!: Expr | string;
}

/** The land use classes table. */
@command('rvp')
export class LandUseClasses extends ListCommand<LandUseClass> {
  @field(t.list(t.model(() => LandUseClass)), { doc: 'The classes, one per row.' })
  override root!: LandUseClass[];

  override toLines(): WordLine[] {
    return tableLines(
      LandUseClasses.ravenName,
      [
        [':Attributes', 'IMPERMEABLE_FRAC', 'FOREST_COVERAGE'],
        [':Units', 'fract', 'fract'],
      ],
      this.root.map((c) => [
        rowNameWord(c.name, 'land use class name'),
        word(c.impermeable_frac),
        word(c.forest_coverage),
      ]),
    );
  }

  static override fromRv(node: Node, source?: SourceFile): LandUseClasses {
    const problems = new Problems();
    const rows = tableRows(node, source, { headers: [':Attributes', ':Units'] }, problems);
    const locations = commandLocations(node, source);
    const plain = rows.map((w, i) => {
      const path = `root.${i}`;
      // Raven reads rows of 3 or 4 words (ignoring the fourth) and stops reading the table at any other.
      if (w.length < 3 || w.length > 4) {
        problems.stopsAt(path, w, 3);
        return {};
      }
      rowLocations(locations, path, [
        ['name', w[0]],
        ['impermeable_frac', w[1]],
        ['forest_coverage', w[2]],
      ]);
      return {
        name: w[0].text,
        impermeable_frac: problems.atof(w[1], `${path}.impermeable_frac`),
        forest_coverage: problems.atof(w[2], `${path}.forest_coverage`),
      };
    });
    problems.throwIfAny(LandUseClasses.name);
    return construct(LandUseClasses, plain, locations);
  }
}
