/** `:HRUs`: the hydrologic response unit table of the .rvh file. */
import type { Command as Node } from '../../ast/nodes.js';
import { field } from '../modelClass/field.js';
import { ListCommand } from '../modelClass/model.js';
import { command } from '../modelClass/registry.js';
import { t, type ModelClass } from '../modelClass/types.js';
import type { SourceFile } from '../commandText/read.js';
import { fixedTableLines, readFixedCommand, type FixedColumns } from '../shapes/fixedTable.js';
import type { WordLine } from '../../printer/lines.js';
import { HRU } from './hru.js';
import { ignoreUnrecognizedHrus } from '../rules/ignoreUnrecognizedHrus.js';
import { fieldProblems, quickRoot } from '../shapes/quickRecord.js';
import { shapeOf } from '../shapes/nested.js';
import { Problems } from '../commandText/problems.js';

/** Raven reads numbers with atof, so the `[NONE]` some files write for slope and aspect is 0 to it. */
export function noneAsZero(v: unknown): unknown {
  return v === '[NONE]' ? 0 : v;
}

/** The 13 columns as Raven reads them (src/ParseHRUFile.cpp); the header is skipped, extra values ignored. */
const COLUMNS: FixedColumns = {
  command: ':HRUs',
  fields: [
    'hru_id',
    'area',
    'elevation',
    'latitude',
    'longitude',
    'subbasin_id',
    'land_use_class',
    'veg_class',
    'soil_profile',
    'aquifer_profile',
    'terrain_class',
    'slope',
    'aspect',
  ],
  headers: [
    'ID',
    'AREA',
    'ELEVATION',
    'LATITUDE',
    'LONGITUDE',
    'BASIN_ID',
    'LAND_USE_CLASS',
    'VEG_CLASS',
    'SOIL_PROFILE',
    'AQUIFER_PROFILE',
    'TERRAIN_CLASS',
    'SLOPE',
    'ASPECT',
  ],
  adjust: Object.fromEntries(
    ['area', 'elevation', 'latitude', 'longitude', 'slope', 'aspect'].map((f) => [f, noneAsZero]),
  ),
};

/** The units of the columns after the ID, for readers (Raven skips the :Units line). */
const UNITS = ['km2', 'm', 'deg', 'deg', 'none', 'none', 'none', 'none', 'none', 'none', 'deg', 'deg'];

/** Renames of HRU attribute values: attribute, then old value to new value. */
export type HRURenames = Readonly<{ [attribute: string]: Readonly<{ [old: string]: unknown }> }>;

/** The HRUs: `:HRUs` … `:EndHRUs`, one row per HRU. */
@command('rvh')
export class HRUs extends ListCommand<HRU> {
  @field(t.list(t.model(() => HRU)), { doc: 'The HRUs, one row each.' })
  @ignoreUnrecognizedHrus()
  override root!: HRU[];

  /** The table, with the conventional header lines (Raven skips them). */
  override toLines(): WordLine[] {
    return fixedTableLines(COLUMNS, UNITS, this.root);
  }

  /** Reads the table by Raven's fixed column order. */
  static override fromRv(node: Node, source?: SourceFile): HRUs {
    return readFixedCommand(this as unknown as ModelClass<HRUs>, node, source, HRU, COLUMNS);
  }

  /**
   * A copy with attribute values renamed, e.g. `{ land_use_class: { FOREST: 'LU_FOREST' } }` (a value
   * matches when equal, or when its text equals the key).
   */
  rename(mapping: HRURenames): this {
    const shape = shapeOf(HRU);
    const problems = new Problems();
    for (const attr of Object.keys(mapping))
      if (!shape.fields.some((f) => f.name === attr)) problems.add(attr, 'unknown HRU attribute');
    problems.throwIfAny(this.constructor.name);
    const root = this.root.map((hru, i) => {
      const copy = Object.assign(Object.create(Object.getPrototypeOf(hru) as object) as HRU, hru);
      for (const [attr, renames] of Object.entries(mapping)) {
        const cur = (copy as unknown as { [k: string]: unknown })[attr];
        for (const [old, renamed] of Object.entries(renames)) {
          if (cur === old || String(cur) === old) {
            (copy as unknown as { [k: string]: unknown })[attr] = renamed;
            const f = shape.fields.find((x) => x.name === attr)!;
            for (const m of fieldProblems(
              f,
              shape.rules[shape.fields.indexOf(f)],
              renamed,
              copy as unknown as Record<string, unknown>,
            ))
              problems.add(`root.${i}.${attr}`, m);
          }
        }
      }
      return copy;
    });
    problems.throwIfAny(this.constructor.name);
    return quickRoot(this.constructor as ModelClass<this>, root);
  }
}
