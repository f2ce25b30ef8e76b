/** `:VegetationClasses`: the vegetation classes, each with its maximum height, LAI and leaf conductance. */
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

/** One vegetation class: a row of `:VegetationClasses`. */
export class VegetationClass extends Record {
  @field(t.str(), { default: '', doc: 'Class name, as the HRUs name it.' })
  name!: string;
  @field(ATOF_VALUE, { default: 0, doc: 'Maximum vegetation height (m).' })
  max_ht!: Expr | string;
  @field(ATOF_VALUE, { default: 0, doc: 'Maximum leaf area index (m2/m2).' })
  max_lai!: Expr | string;
  @field(ATOF_VALUE, { default: 0, doc: 'Maximum leaf conductance (mm/s).' })
  max_leaf_cond!: Expr | string;
}

/** The vegetation classes table. */
@command('rvp')
export class VegetationClasses extends ListCommand<VegetationClass> {
  @field(t.list(t.model(() => VegetationClass)), { doc: 'The classes, one per row.' })
  override root!: VegetationClass[];

  override toLines(): WordLine[] {
    return tableLines(
      VegetationClasses.ravenName,
      [
        [':Attributes', 'MAX_HT', 'MAX_LAI', 'MAX_LEAF_COND'],
        [':Units', 'm', 'none', 'mm_per_s'],
      ],
      this.root.map((c) => [
        rowNameWord(c.name, 'vegetation class name'),
        word(c.max_ht),
        word(c.max_lai),
        word(c.max_leaf_cond),
      ]),
    );
  }

  static override fromRv(node: Node, source?: SourceFile): VegetationClasses {
    const problems = new Problems();
    const rows = tableRows(node, source, { headers: [':Attributes', ':Units'] }, problems);
    const locations = commandLocations(node, source);
    const plain = rows.map((w, i) => {
      const path = `root.${i}`;
      // Raven reads rows of exactly 4 words and stops reading the table at any other.
      if (w.length !== 4) {
        problems.stopsAt(path, w, 4);
        return {};
      }
      rowLocations(locations, path, [
        ['name', w[0]],
        ['max_ht', w[1]],
        ['max_lai', w[2]],
        ['max_leaf_cond', w[3]],
      ]);
      return {
        name: w[0].text,
        max_ht: problems.atof(w[1], `${path}.max_ht`),
        max_lai: problems.atof(w[2], `${path}.max_lai`),
        max_leaf_cond: problems.atof(w[3], `${path}.max_leaf_cond`),
      };
    });
    problems.throwIfAny(VegetationClasses.name);
    return construct(VegetationClasses, plain, locations);
  }
}
