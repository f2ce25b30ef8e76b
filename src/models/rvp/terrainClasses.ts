/** `:TerrainClasses`: the terrain classes, each with hillslope length, drainage density and TOPMODEL lambda. */
import type { Command as Node } from '../../ast/nodes.js';
import { field } from '../modelClass/field.js';
import { ListCommand, Record } from '../modelClass/model.js';
import { command } from '../modelClass/registry.js';
import { t } from '../modelClass/types.js';
import type { Expr } from '../symbolic/expr.js';
import type { SourceFile } from '../commandText/read.js';
import { word, rowNameWord } from '../commandText/write.js';
import { HEADED, readClassRows } from '../shapes/classRows.js';
import { rowLocations, tableLines } from '../shapes/classTable.js';
import type { WordLine } from '../../printer/lines.js';

/** One terrain class: a row of `:TerrainClasses`. */
export class TerrainClass extends Record {
  @field(t.str(), { doc: 'Class name, as the HRUs name it.' })
  name!: string;
  @field(t.expr(), { doc: 'Hillslope length (m).' })
  hillslope_length!: Expr;
  @field(t.expr(), { doc: 'Drainage density (km/km2).' })
  drainage_density!: Expr;
  @field(t.expr(), { nullable: true, doc: 'TOPMODEL lambda; null: not given (Raven keeps its default).' })
  topmodel_lambda!: Expr | null;
}

/** The terrain classes table. */
@command('rvp')
export class TerrainClasses extends ListCommand<TerrainClass> {
  @field(t.list(t.model(() => TerrainClass)), { doc: 'The classes, one per row.' })
  override root!: TerrainClass[];

  override toLines(): WordLine[] {
    const lambda = this.root.some((c) => c.topmodel_lambda !== null);
    const header = [
      [':Attributes', 'HILLSLOPE_LENGTH', 'DRAINAGE_DENSITY', ...(lambda ? ['TOPMODEL_LAMBDA'] : [])],
      [':Units', 'm', 'km/km2', ...(lambda ? ['none'] : [])],
    ];
    return tableLines(
      TerrainClasses.ravenName,
      header,
      this.root.map((c) => [
        rowNameWord(c.name, 'terrain class name'),
        word(c.hillslope_length),
        word(c.drainage_density),
        ...(c.topmodel_lambda === null ? [] : [word(c.topmodel_lambda)]),
      ]),
    );
  }

  static override fromRv(node: Node, source?: SourceFile): TerrainClasses {
    return readClassRows(TerrainClasses, node, source, HEADED, (w, path, problems, locations) => {
      if (w.length < 3) {
        problems.stopsAt(path, w, '3 or 4');
        return {};
      }
      // Raven reads the lambda column only from rows of exactly 4 words: longer rows keep the computed one.
      const lambda = w.length === 4 ? w[3] : undefined;
      rowLocations(locations, path, [
        ['name', w[0]],
        ['hillslope_length', w[1]],
        ['drainage_density', w[2]],
        ['topmodel_lambda', lambda],
      ]);
      return {
        name: w[0].text,
        hillslope_length: problems.number(w[1], `${path}.hillslope_length`),
        drainage_density: problems.number(w[2], `${path}.drainage_density`),
        topmodel_lambda: lambda ? problems.number(lambda, `${path}.topmodel_lambda`) : null,
      };
    });
  }
}
