/**
 * Adding HRUs, subbasins, classes, soil profiles, HRU groups and gauges. A new row is validated by its typed
 * model (a value out of range is a ConfigValidationError naming the field), its references are checked
 * against the model (a class, profile or subbasin that does not exist, a duplicate ID: EditError), and it is
 * written after the last row of its table in that row's layout, so the file changes by the new lines only.
 */
import { commandName, type Command } from '../ast/nodes.js';
import type { CommandRef } from '../facts/readingOrder.js';
import { construct } from '../models/modelClass/construct.js';
import { HRU } from '../models/rvh/hru.js';
import { SubBasin } from '../models/rvh/subBasin.js';
import { Gauge } from '../models/rvt/gauge.js';
import { printLines } from '../printer/lines.js';
import { seriesLines, type Series } from './series.js';
import { EditError } from './errors.js';
import { refuseWeightsChange } from './gaugeWeights.js';
import { checkName } from './names.js';
import { definitions, exists, unique } from './references.js';
import { newHruStateSplices } from './stateRefs.js';
import { insertAfterLine, lineEnd, lineSpan, type Splice } from './splice.js';
import type { WorkingCopy } from './workingCopy.js';

/** The class kinds and the tables that define them. */
export type ClassKindName = 'land use class' | 'vegetation class' | 'soil class' | 'terrain class';

const CLASS_TABLE: Readonly<Record<ClassKindName, string>> = {
  'land use class': ':LandUseClasses',
  'vegetation class': ':VegetationClasses',
  'soil class': ':SoilClasses',
  'terrain class': ':TerrainClasses',
};

const PARAMETER_LIST: Readonly<Record<ClassKindName, string>> = {
  'land use class': ':LandUseParameterList',
  'vegetation class': ':VegetationParameterList',
  'soil class': ':SoilParameterList',
  'terrain class': ':TerrainParameterList',
};

/** Options of a new HRU. */
export interface AddHRUOptions {
  /** Its value in each `.rvc` `:InitialConditions` list (one value per HRU), by the state variable the list
   * names (`{ 'SOIL[2]': 0.5 }`): needed when the model has such lists. */
  readonly initialConditions?: Readonly<Record<string, number>>;
}

/** The words of a new HRU row (validated by the HRU model, its references checked), and its initial values. */
export function hruSplices(
  w: WorkingCopy,
  row: Readonly<Record<string, unknown>>,
  options: AddHRUOptions = {},
): Splice[] {
  const hru = construct(HRU, row);
  unique(w, 'HRU', String(hru.hru_id));
  exists(w, 'subbasin', String(hru.subbasin_id), 'subbasin_id');
  exists(w, 'land use class', hru.land_use_class, 'land_use_class');
  exists(w, 'vegetation class', hru.veg_class, 'veg_class');
  exists(w, 'soil profile', hru.soil_profile, 'soil_profile');
  exists(w, 'terrain class', hru.terrain_class, 'terrain_class');
  refuseWeightsChange(w, 'add', [String(hru.hru_id)]);
  return [
    appendRow(w, 'rvh', ':HRUs', hru.rowWords()),
    ...newHruStateSplices(w, options.initialConditions ?? {}),
  ];
}

/** The words of a new subbasin row (validated by the SubBasin model; its downstream subbasin must exist). */
export function subbasinSplices(w: WorkingCopy, row: Readonly<Record<string, unknown>>): Splice[] {
  const sb = construct(SubBasin, row);
  unique(w, 'subbasin', String(sb.subbasin_id));
  checkName('subbasin', String(sb.subbasin_id));
  if (sb.downstream_id !== -1) exists(w, 'subbasin', String(sb.downstream_id), 'downstream_id');
  if (sb.profile.toUpperCase() !== 'NONE' && !w.facts.rvp.channelProfiles.has(sb.profile))
    throw new EditError(`profile: no channel profile ${sb.profile} in the model`);
  return [appendRow(w, 'rvh', ':SubBasins', sb.rowWords())];
}

/** Options of a new class. */
export interface AddClassOptions {
  /** An existing class of the same kind whose table row and parameter-list rows the new class copies. */
  readonly like?: string;
  /** The values of its class-table row after the name (with `like`: replace the copied ones). */
  readonly values?: readonly (number | string)[];
}

/** A new class: its class-table row, and with `like` a copy of that class's parameter-list rows. */
export function classSplices(
  w: WorkingCopy,
  kind: ClassKindName,
  name: string,
  options: AddClassOptions,
): Splice[] {
  checkName(kind, name);
  unique(w, kind, name);
  const like = options.like;
  const source = like === undefined ? undefined : definitions(w, kind, like)[0];
  if (like !== undefined && !source) throw new EditError(`like: no ${kind} ${like} in the model`);
  const copied = source ? rowWords(source.token.site.file.text, source.token.site.offset).slice(1) : [];
  const values = options.values?.map(String) ?? copied;
  const splices = [appendRow(w, 'rvp', CLASS_TABLE[kind], [name, ...values])];
  if (source) {
    // Each parameter list's row of the class it is like, copied under the new name after that row.
    for (const table of w.facts.rvp.parameterTables) {
      if (commandName(table.ref.command).toUpperCase() !== PARAMETER_LIST[kind].toUpperCase()) continue;
      for (const row of table.rows) {
        if (row.name.text.toUpperCase() !== like!.toUpperCase()) continue;
        const site = row.name.site;
        const { start, end } = lineSpan(site.file.text, site.offset);
        const line = site.file.text.slice(start, end).replace(/\r?\n$/, '');
        const copy =
          line.slice(0, site.offset - start) + name + line.slice(site.offset - start + site.length);
        splices.push(insertAfterLine(site.file.path, site.file.text, site.offset, [copy]));
      }
    }
  }
  return splices;
}

/** A new soil profile: `NAME, N, CLASS1, THICKNESS1, …` (each class must exist). */
export function profileSplices(
  w: WorkingCopy,
  name: string,
  horizons: readonly (readonly [string, number])[],
): Splice[] {
  checkName('soil profile', name);
  unique(w, 'soil profile', name);
  horizons.forEach(([soil, thickness], i) => {
    exists(w, 'soil class', soil, `horizons.${i}`);
    if (!Number.isFinite(thickness) || thickness < 0)
      throw new EditError(
        `horizons.${i}: thickness must be a number of metres, at least 0; got ${thickness}`,
      );
  });
  const words = [name, String(horizons.length), ...horizons.flatMap(([s, t]) => [s, String(t)])];
  return [appendRow(w, 'rvp', ':SoilProfiles', words)];
}

/** A new HRU group of existing HRUs, at the end of the .rvh, declared in the .rvi by `:DefineHRUGroups`. */
export function hruGroupSplices(w: WorkingCopy, name: string, hruIds: readonly number[]): Splice[] {
  checkName('HRU group', name);
  unique(w, 'HRU group', name);
  hruIds.forEach((id, i) => exists(w, 'HRU', String(id), `hru_ids.${i}`));
  const rvh = w.baseFile('rvh');
  const rvi = w.baseFile('rvi');
  const ids: string[] = [];
  for (let i = 0; i < hruIds.length; i += 20) ids.push(`  ${hruIds.slice(i, i + 20).join(' ')}`);
  return [
    appendLines(rvh.path, rvh.text, [`:HRUGroup ${name}`, ...ids, ':EndHRUGroup']),
    appendLines(rvi.path, rvi.text, [`:DefineHRUGroups ${name}`]),
  ];
}

/**
 * A new gauge, built and validated by the Gauge model, at the end of the .rvt, with its forcing series
 * (`:Data` blocks, by forcing name) written inside it.
 */
export function gaugeSplices(
  w: WorkingCopy,
  gauge: Readonly<Record<string, unknown>>,
  data: Readonly<Record<string, Series>> = {},
): Splice[] {
  const g = construct(Gauge, gauge);
  checkName('gauge', g.name);
  unique(w, 'gauge', g.name);
  const rvt = w.baseFile('rvt');
  const lines = printLines(g.toLines(), 'rvt').replace(/\n$/, '').split('\n');
  const blocks = Object.entries(data).flatMap(([forcing, series]) => [
    `  :Data ${forcing}`,
    ...seriesLines(series, '    '),
    '  :EndData',
  ]);
  return [appendLines(rvt.path, rvt.text, [...lines.slice(0, -1), ...blocks, ...lines.slice(-1)])];
}

/** The last command of a name in a file type, the one a new row goes to. */
function tableOf(w: WorkingCopy, fileType: string, name: string): CommandRef {
  const ref = w.facts.uses(fileType as 'rvh', name).at(-1);
  if (!ref) throw new EditError(`the model has no ${name} table to add the row to`);
  if (!ref.command.end) throw new EditError(`${name} in ${ref.file.doc.fileName} has no end line`);
  return ref;
}

/** A row added before the end line of the last table of a name, laid out like the row before it. */
function appendRow(w: WorkingCopy, fileType: string, name: string, words: readonly string[]): Splice {
  const ref = tableOf(w, fileType, name);
  const text = ref.file.text;
  const end = (ref.command as Required<Command>).end.start;
  const last = lastRow(ref.command, text);
  const line =
    last === undefined ? `  ${words.join(' ')}` : layoutLike(text.slice(...lineBounds(text, last)), words);
  return { path: ref.file.path, start: end, end, text: line + lineEnd(text) };
}

/** The offset of the last data row of a block, if it has one. */
function lastRow(command: Command, text: string): number | undefined {
  const rows = (command.body ?? []).filter((i) => i.kind === 'rows').at(-1);
  if (!rows || rows.kind !== 'rows') return undefined;
  const body = rows.text.replace(/\s+$/, '');
  const at = rows.start + body.lastIndexOf('\n') + 1;
  return text.slice(at, at + 1) === '' ? undefined : at;
}

function lineBounds(text: string, offset: number): [number, number] {
  const { start, end } = lineSpan(text, offset);
  return [start, end - (text.slice(start, end).match(/\r?\n$/)?.[0].length ?? 0)];
}

/** The words of the line at an offset (split as Raven splits them). */
function rowWords(text: string, offset: number): string[] {
  return text
    .slice(...lineBounds(text, offset))
    .split('#')[0]
    .split(/[\s,]+/)
    .filter((x) => x !== '');
}

/** Words laid out as a row is: its indentation, and its separators where it has as many words. */
function layoutLike(row: string, words: readonly string[]): string {
  const m = /^([ \t]*)(.*?)([ \t,]*)$/.exec(row.split('#')[0])!;
  const seps = m[2].split(/[^ \t,]+/).slice(1, -1);
  const sep = seps.length > 0 ? (seps.find((s) => s.includes(',')) ?? seps[0]) : ' ';
  return m[1] + words.map((x, i) => (i === 0 ? x : (seps[i - 1] ?? sep) + x)).join('');
}

/** Lines added at the end of a file (after a line end). */
function appendLines(path: string, text: string, lines: readonly string[]): Splice {
  const eol = lineEnd(text);
  const lead = text.length > 0 && !text.endsWith('\n') ? eol : '';
  return { path, start: text.length, end: text.length, text: lead + lines.map((l) => l + eol).join('') };
}
