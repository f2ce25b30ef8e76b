/**
 * Setting or scaling a column for a selection of rows: the HRUs' or subbasins' columns (`area`, `slope`,
 * `land_use_class` …), or a parameter of a class parameter list (`MELT_FACTOR` of `:LandUseParameterList`),
 * for the rows chosen by ID, by group, upstream of a subbasin, or by a test on the row. Each new value is
 * checked as the typed model checks that field (an HRU's slope is at least 0) or, for a parameter, against
 * the limits at which Raven stops; only the cells change.
 */
import { CATALOGUE } from '../../grammar/index.js';
import { commandTable } from '../../grammar/lookup.js';
import type { ClassType } from '../../grammar/parameters/index.js';
import { commandName } from '../ast/nodes.js';
import { checkParameterValue } from '../check/parameters/valueLimits.js';
import type { NamedRow } from '../facts/namedRow.js';
import type { Token } from '../facts/site.js';
import { fieldProblems } from '../models/modelClass/construct.js';
import { shapeOf } from '../models/shapes/nested.js';
import { cellDecoder } from '../models/shapes/table.js';
import { ConfigValidationError } from '../models/modelClass/errors.js';
import type { ModelClass } from '../models/modelClass/types.js';
import { HRU } from '../models/rvh/hru.js';
import { SubBasin } from '../models/rvh/subBasin.js';
import { EditError } from './errors.js';
import { exists, sameName, type EditKind } from './references.js';
import { numberText } from './numberText.js';
import type { Splice } from './splice.js';
import type { WorkingCopy } from './workingCopy.js';

/** The tables whose columns can be set: the HRUs, the subbasins, or a class parameter list. */
export type ColumnTable =
  | 'HRUs'
  | 'SubBasins'
  | 'LandUseParameterList'
  | 'VegetationParameterList'
  | 'SoilParameterList'
  | 'TerrainParameterList';

/** Which rows an edit of a column changes (all of them when empty; several keys: rows that meet all). */
export interface Selection {
  /** HRU IDs, subbasin IDs, or class names (`[DEFAULT]` included) of a parameter list. */
  readonly ids?: readonly (number | string)[];
  /** The HRUs of an HRU group, or the subbasins of a subbasin group. */
  readonly group?: string;
  /** The subbasins upstream of this one (itself included), or the HRUs that drain to them. */
  readonly upstreamOf?: number;
  /** A test on the row: its cells by column name (`hru_id`, `land_use_class` …, or the parameter names). */
  readonly where?: (row: Readonly<Record<string, string>>) => boolean;
}

/** A new value from the old one (scaling), or the value to write. */
export type NewValue = number | string | ((old: string) => number | string);

/** Names users write for the HRU and subbasin columns (Raven's headers) and the catalogue's column names. */
const ALIASES: Readonly<Record<string, string>> = { id: '', basin_id: 'subbasin_id' };

const PARAMETER_CLASS: Readonly<Record<string, ClassType>> = {
  LandUseParameterList: 'landuse',
  VegetationParameterList: 'vegetation',
  SoilParameterList: 'soil',
  TerrainParameterList: 'terrain',
};

/** The references a column of the HRU or subbasin table makes, checked when it is set. */
const REFERS: Readonly<Record<string, EditKind>> = {
  subbasin_id: 'subbasin',
  downstream_id: 'subbasin',
  land_use_class: 'land use class',
  veg_class: 'vegetation class',
  soil_profile: 'soil profile',
  terrain_class: 'terrain class',
};

/** The splices that give the column of the selected rows new values. */
export function columnSplices(
  w: WorkingCopy,
  table: ColumnTable,
  column: string,
  value: NewValue,
  selection: Selection = {},
): Splice[] {
  const cells =
    table === 'HRUs' || table === 'SubBasins'
      ? rowCells(w, table, column, selection)
      : parameterCells(w, table, column, selection);
  if (cells.length === 0) throw new EditError(`${table}: no row matches the selection`);
  return cells.map(({ token, check }) => {
    const next = typeof value === 'function' ? value(token.text) : value;
    const text = typeof next === 'number' ? numberText(next) : next;
    check(text);
    return {
      path: token.site.file.path,
      start: token.site.offset,
      end: token.site.offset + token.site.length,
      text,
    };
  });
}

interface Cell {
  readonly token: Token;
  readonly check: (text: string) => void;
}

function rowCells(w: WorkingCopy, table: 'HRUs' | 'SubBasins', column: string, sel: Selection): Cell[] {
  const hrus = table === 'HRUs';
  const id = hrus ? 'hru_id' : 'subbasin_id';
  const lower = column.toLowerCase();
  const name = lower in ALIASES ? ALIASES[lower] || id : lower;
  const rows = hrus ? w.facts.rvh.hrus : w.facts.rvh.subbasins;
  const columns = columnsOf(hrus ? ':HRUs' : ':SubBasins');
  if (!columns.includes(name))
    throw new EditError(`${table} has no column ${column} (its columns: ${columns.join(', ')})`);
  if (name === id)
    throw new EditError(`${column} is the ID: rename the ${hrus ? 'HRU' : 'subbasin'} instead`);
  const cls = (hrus ? HRU : SubBasin) as unknown as ModelClass;
  const chosen = selectRows(w, rows, hrus, sel);
  return chosen.flatMap((row) => {
    const token = row.get(name);
    if (!token) return [];
    const at = `${hrus ? 'HRU' : 'subbasin'} ${row.text(id)}`;
    return [{ token, check: (text: string) => checkCell(w, cls, name, text, at) }];
  });
}

function checkCell(w: WorkingCopy, cls: ModelClass, name: string, text: string, at: string): void {
  // The cell as loading reads it (as Raven does: `gauged` 0/1 is a boolean, a number a number).
  const type = shapeOf(cls).fields.find((f) => f.name === name)!.type;
  const { problems } = fieldProblems(cls, name, cellDecoder(type)(text, 0, text.length));
  if (problems.length > 0)
    throw new ConfigValidationError(
      problems.map((p) => ({ ...p, path: `${at}: ${p.path}` })),
      cls.name,
    );
  if (/[\s,#]/.test(text) || text === '')
    throw new EditError(`${at}: ${name}: must be one word; got ${JSON.stringify(text)}`);
  const kind = REFERS[name];
  if (kind && !(kind === 'subbasin' && name === 'downstream_id' && Number(text) === -1))
    exists(w, kind, text, `${at}: ${name}`);
}

function selectRows(w: WorkingCopy, rows: readonly NamedRow[], hrus: boolean, sel: Selection): NamedRow[] {
  const id = hrus ? 'hru_id' : 'subbasin_id';
  const tests: ((row: NamedRow) => boolean)[] = [];
  if (sel.ids) {
    const ids = new Set(sel.ids.map((x) => Number(x)));
    tests.push((r) => ids.has(Number(r.text(id))));
  }
  if (sel.group !== undefined) {
    const groups = (hrus ? w.facts.rvh.hruGroups : w.facts.rvh.subbasinGroups).filter(
      (g) => g.name?.text === sel.group,
    );
    if (groups.length === 0)
      throw new EditError(`group: no ${hrus ? 'HRU' : 'subbasin'} group ${sel.group} in the model`);
    const members = memberIds(groups.flatMap((g) => g.members.map((m) => m.text)));
    tests.push((r) => members.has(Number(r.text(id))));
  }
  if (sel.upstreamOf !== undefined) {
    const up = upstream(w, sel.upstreamOf);
    tests.push((r) => up.has(Number(r.text('subbasin_id'))));
  }
  if (sel.where) {
    const where = sel.where;
    const columns = columnsOf(hrus ? ':HRUs' : ':SubBasins');
    tests.push((r) => where(Object.fromEntries(columns.map((c) => [c, r.text(c) ?? '']))));
  }
  return rows.filter((r) => tests.every((t) => t(r)));
}

/** The catalogue's column names of a table of the .rvh. */
function columnsOf(name: string): string[] {
  return (
    commandTable(CATALOGUE.rvh.commands)
      .get(name)
      ?.block?.rows?.columns?.map((c) => c.name) ?? []
  );
}

/** The IDs of group members (ranges `a-b` expanded). */
function memberIds(members: readonly string[]): Set<number> {
  const out = new Set<number>();
  for (const m of members) {
    const range = /^(\d+)-(\d+)$/.exec(m);
    if (!range) out.add(Number(m));
    else for (let i = Number(range[1]); i <= Number(range[2]); i++) out.add(i);
  }
  return out;
}

/** The subbasins whose water passes through `outlet` (itself included). */
export function upstream(w: WorkingCopy, outlet: number): Set<number> {
  const down = new Map<number, number>();
  for (const r of w.facts.rvh.subbasins)
    down.set(Number(r.text('subbasin_id')), Number(r.text('downstream_id')));
  if (!down.has(outlet)) throw new EditError(`upstreamOf: no subbasin ${outlet} in the model`);
  const out = new Set<number>();
  for (const start of down.keys()) {
    const path: number[] = [];
    for (let s: number | undefined = start; s !== undefined && !path.includes(s); s = down.get(s)) {
      path.push(s);
      if (s === outlet || out.has(s)) {
        path.forEach((p) => out.add(p));
        break;
      }
    }
  }
  return out;
}

function parameterCells(w: WorkingCopy, table: ColumnTable, column: string, sel: Selection): Cell[] {
  const classType = PARAMETER_CLASS[table];
  if (sel.group !== undefined || sel.upstreamOf !== undefined)
    throw new EditError(`${table}: rows are classes; select them by ids (class names) or where`);
  const kind = (
    {
      landuse: 'land use class',
      vegetation: 'vegetation class',
      soil: 'soil class',
      terrain: 'terrain class',
    } as const
  )[classType as 'soil'];
  const out: Cell[] = [];
  let found = false;
  for (const t of w.facts.rvp.parameterTables) {
    if (commandName(t.ref.command).toUpperCase() !== `:${table}`.toUpperCase()) continue;
    const i = t.columns.findIndex((c) => c.text.toUpperCase() === column.toUpperCase());
    if (i < 0) continue;
    found = true;
    for (const row of t.rows) {
      const name = row.name.text;
      if (sel.ids && !sel.ids.some((x) => sameName(kind, String(x), name))) continue;
      if (sel.where) {
        const cells = Object.fromEntries(t.columns.map((c, k) => [c.text, row.values[k]?.text ?? '']));
        if (!sel.where({ name, ...cells })) continue;
      }
      const token = row.values[i];
      if (!token) continue;
      out.push({
        token,
        check: (text) => {
          const value = Number(text);
          if (!Number.isFinite(value) && !/^_(DEFAULT|AUTO)$/i.test(text))
            throw new EditError(
              `${table} ${name}: ${column}: must be a number, _DEFAULT or _AUTO; got ${text}`,
            );
          const stops = Number.isFinite(value)
            ? checkParameterValue(classType, column, value).filter((v) => v.severity === 'error')
            : [];
          if (stops.length > 0)
            throw new EditError(`${table} ${name}: ${column} = ${text}: ${stops[0].message}`);
        },
      });
    }
  }
  if (!found) throw new EditError(`no ${table} of the model has a column ${column}`);
  return out;
}
