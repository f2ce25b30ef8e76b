/** `:SubBasins`: the subbasin table of the .rvh file. */
import type { Command as Node } from '../../ast/nodes.js';
import { field } from '../modelClass/field.js';
import { ListCommand } from '../modelClass/model.js';
import { command } from '../modelClass/registry.js';
import { t, type ModelClass } from '../modelClass/types.js';
import type { SourceFile } from '../commandText/read.js';
import { fixedTableLines, readFixedCommand, type FixedColumns } from '../shapes/fixedTable.js';
import type { WordLine } from '../../printer/lines.js';
import { normalizeReachLength, SubBasin } from './subBasin.js';

/** The columns as Raven reads them (src/ParseHRUFile.cpp); the header lines are skipped. */
const COLUMNS: FixedColumns = {
  command: ':SubBasins',
  fields: ['subbasin_id', 'name', 'downstream_id', 'profile', 'reach_length', 'gauged'],
  headers: ['ID', 'NAME', 'DOWNSTREAM_ID', 'PROFILE', 'REACH_LENGTH', 'GAUGED'],
  // Raven reads a 7th value as the reference flow; the spec's SubBasin has no field for it.
  extra: (k) =>
    k === 6
      ? 'a 7th value is the reference flow Q_REFERENCE, which Raven reads but the SubBasin model cannot hold'
      : undefined,
  args: ':SubBasins takes no arguments (Raven then skips the whole table)',
  adjust: { reach_length: normalizeReachLength },
};

/** The units of the columns after the ID, for readers (Raven skips the :Units line). */
const UNITS = ['none', 'none', 'none', 'km', 'none'];

/** The subbasins: `:SubBasins` … `:EndSubBasins`, one row per subbasin. */
@command('rvh')
export class SubBasins extends ListCommand<SubBasin> {
  @field(t.list(t.model(() => SubBasin)), { doc: 'The subbasins, one row each.' })
  override root!: SubBasin[];

  /** The table, with the conventional header lines (Raven skips them). */
  override toLines(): WordLine[] {
    return fixedTableLines(COLUMNS, UNITS, this.root);
  }

  /** Reads the table by Raven's fixed column order. */
  static override fromRv(node: Node, source?: SourceFile): SubBasins {
    return readFixedCommand(this as unknown as ModelClass<SubBasins>, node, source, SubBasin, COLUMNS);
  }
}
