/**
 * The rows and lines that give an HRU, an HRU group or a subbasin its initial state (the `.rvc`, as
 * ParseInitialConditionFile.cpp reads it) or its forcing weights (`:GridWeights` of the `.rvt`,
 * ParseTimeSeriesFile.cpp): each a use of the name, with what an edit does to it.
 *
 * - `:HRUStateVariableTable`, `:InitialConcentrationTable`, `:InitialTemperatureTable`: a row starts with an
 *   HRU ID or an HRU group name. An HRU's row is part of the HRU (removed and renamed with it); a group's row
 *   sets the state of HRUs that stay when the group goes, so it is a referrer (renamed with the group; removed
 *   only with `cascade`).
 * - `:InitialConditions SV`: one value per HRU, in the order of the `:HRUs` rows: an HRU removed takes its value
 *   with it (a renamed one keeps its place); an HRU added needs its value (`initialConditionValues`).
 * - `:BasinInitialConditions` rows, `:InitialReservoirFlow`/`:InitialReservoirStage` lines and the
 *   `:BasinIndex` sections of `:BasinStateVariables` and `:BasinTransportVariables` (Raven stops on an unknown
 *   one) are part of the subbasin,
 *   as are its `:SubBasinProperties` rows in the `.rvh` (ParseHRUFile.cpp: a row of an unknown subbasin is
 *   dropped with a warning, so a renamed subbasin would silently lose its routing parameters).
 * - `:GridWeights` rows (`HRU cell weight`) are part of the HRU; its `:NumberHRUs` line counts the model's HRUs
 *   (Raven stops when it exceeds them) and goes down with a removal.
 */
import { relative } from 'node:path';
import { commandName, type Command, type Item } from '../ast/nodes.js';
import { idKey, type IdKey } from '../facts/ravenNumbers.js';
import type { Site } from '../facts/site.js';
import { scanRows } from '../parser/rows.js';
import type { ProjectFile } from '../project/project.js';
import { EditError } from './errors.js';
import { commandSpan, sameName, type Use } from './use.js';
import { lineSpan, type Splice } from './splice.js';
import type { WorkingCopy } from './workingCopy.js';

/** The .rvc tables whose rows start with an HRU ID or an HRU group name. */
const STATE_TABLES = new Set([
  ':HRUStateVariableTable',
  ':InitialConcentrationTable',
  ':InitialTemperatureTable',
]);

/** A field of a rows item: its text and site. */
interface Field {
  readonly text: string;
  readonly site: Site;
  /** True for the first field of its row. */
  readonly first: boolean;
}

/** Every command named one of `names` in the files of a type, at any depth, with its file. */
function commandsOf(w: WorkingCopy, fileType: string, names: ReadonlySet<string>): [ProjectFile, Command][] {
  const out: [ProjectFile, Command][] = [];
  const walk = (file: ProjectFile, items: readonly Item[]) => {
    for (const item of items) {
      if (item.kind !== 'command') continue;
      if (names.has(commandName(item))) out.push([file, item]);
      else if (item.body) walk(file, item.body);
    }
  };
  for (const file of w.project.files) if (file.fileType === fileType) walk(file, file.doc.items);
  return out;
}

/** The fields of each block read so far (a cascade asks for the same tables once per HRU it removes). */
const FIELDS = new WeakMap<Command, { file: ProjectFile; fields: Field[] }>();

/** The fields of a block's data rows, in order. */
function fieldsOf(file: ProjectFile, command: Command): Field[] {
  const known = FIELDS.get(command);
  if (known?.file === file) return known.fields;
  const out: Field[] = [];
  FIELDS.set(command, { file, fields: out });
  for (const rows of command.body ?? []) {
    if (rows.kind !== 'rows') continue;
    const table = scanRows(rows);
    for (let r = 0; r < table.rowCount; r++)
      for (let f = table.firstField[r]; f < table.firstField[r + 1]; f++) {
        const start = table.fieldStart[f];
        const text = table.text.slice(start, table.fieldEnd[f]);
        out.push({
          text,
          site: { file, offset: rows.start + start, length: text.length },
          first: f === table.firstField[r],
        });
      }
  }
  return out;
}

/** A site of a word of a command's line. */
function wordSite(file: ProjectFile, command: Command, i: number): Site | undefined {
  const word = command.line.words[i];
  return word && { file, offset: word.offset, length: word.text.length };
}

const ORDER = new WeakMap<WorkingCopy, Map<IdKey, number>>();

/** Each HRU's place in the order of the :HRUs rows (the first row of an ID, as Raven keeps it). */
function hruOrder(w: WorkingCopy): Map<IdKey, number> {
  let order = ORDER.get(w);
  if (order) return order;
  ORDER.set(w, (order = new Map()));
  w.facts.rvh.hrus.forEach((r, k) => {
    const key = idKey(r.text('hru_id') ?? '');
    if (!order!.has(key)) order!.set(key, k);
  });
  return order;
}

/** The state rows and grid-weight rows of an HRU, and its value in each `:InitialConditions` list. */
export function hruStateUses(w: WorkingCopy, name: string): Use[] {
  const out: Use[] = [];
  const k = hruOrder(w).get(idKey(name)) ?? -1;
  for (const [file, command] of commandsOf(w, 'rvc', new Set([...STATE_TABLES, ':InitialConditions']))) {
    const table = commandName(command);
    const fields = fieldsOf(file, command);
    if (table === ':InitialConditions') {
      const value = k < 0 ? undefined : fields[k];
      if (value)
        out.push({
          site: value.site,
          what: `${table} ${command.line.words[1]?.text ?? ''}: the value of HRU ${name} (number ${k + 1})`,
          owned: true,
          byOrder: true,
          cascade: { span: 'word' },
        });
      continue;
    }
    for (const f of fields)
      if (f.first && sameName('HRU', f.text, name))
        out.push({
          site: f.site,
          what: `${table} row of HRU ${f.text}`,
          owned: true,
          cascade: { span: 'line' },
        });
  }
  for (const [file, command] of commandsOf(w, 'rvt', new Set([':GridWeights'])))
    for (const f of fieldsOf(file, command))
      if (f.first && sameName('HRU', f.text, name))
        out.push({
          site: f.site,
          what: `:GridWeights row of HRU ${f.text}`,
          owned: true,
          cascade: { span: 'line' },
        });
  return out;
}

/** The .rvc state-table rows that set the state of an HRU group's HRUs. */
export function groupStateUses(w: WorkingCopy, name: string): Use[] {
  const out: Use[] = [];
  for (const [file, command] of commandsOf(w, 'rvc', STATE_TABLES))
    for (const f of fieldsOf(file, command))
      if (f.first && f.text === name)
        out.push({
          site: f.site,
          what: `${commandName(command)} row of HRU group ${name} (the initial state of its HRUs)`,
          cascade: { span: 'line' },
        });
  return out;
}

const RESERVOIR_STATES = new Set([':InitialReservoirFlow', ':InitialReservoirStage']);

/** The blocks of `:BasinIndex` sections (the states Raven writes in its solution file; it stops on an unknown
 * subbasin in either). */
const BASIN_SECTIONS = [':BasinStateVariables', ':BasinTransportVariables'];

/** The .rvc initial conditions and states of a subbasin. */
export function subbasinStateUses(w: WorkingCopy, name: string): Use[] {
  const out: Use[] = [];
  const names = new Set([':BasinInitialConditions', ...BASIN_SECTIONS, ...RESERVOIR_STATES]);
  for (const [file, command] of commandsOf(w, 'rvc', names)) {
    const cmd = commandName(command);
    if (RESERVOIR_STATES.has(cmd)) {
      const site = wordSite(file, command, 1);
      if (site && sameName('subbasin', command.line.words[1].text, name))
        out.push({
          site,
          what: `${cmd} of subbasin ${name}`,
          owned: true,
          cascade: { block: commandSpan(command) },
        });
    } else if (cmd === ':BasinInitialConditions') {
      out.push(...subbasinRows(file, command, name));
    } else {
      // :BasinIndex ID, name opens the states of a subbasin, which run to the next :BasinIndex or the end line.
      const body = command.body ?? [];
      body.forEach((item, i) => {
        if (item.kind !== 'command' || commandName(item) !== ':BasinIndex') return;
        const site = wordSite(file, item, 1);
        if (!site || !sameName('subbasin', item.line.words[1].text, name)) return;
        const next = body.slice(i + 1).find((x) => x.kind === 'command' && commandName(x) === ':BasinIndex');
        const start = lineSpan(file.text, item.line.start).start;
        const end =
          next && next.kind === 'command'
            ? lineSpan(file.text, next.line.start).start
            : sectionEnd(file, command);
        out.push({
          site,
          what: `${cmd} :BasinIndex ${name}`,
          owned: true,
          cascade: { block: { start, end } },
        });
      });
    }
  }
  for (const [file, command] of commandsOf(w, 'rvh', new Set([':SubBasinProperties'])))
    out.push(...subbasinRows(file, command, name));
  return out;
}

/** The rows of a table by subbasin ID (`:BasinInitialConditions`, `:SubBasinProperties`) of a subbasin. */
function subbasinRows(file: ProjectFile, command: Command, name: string): Use[] {
  return fieldsOf(file, command)
    .filter((f) => f.first && sameName('subbasin', f.text, name))
    .map((f) => ({
      site: f.site,
      what: `${commandName(command)} row of subbasin ${f.text}`,
      owned: true,
      cascade: { span: 'line' } as const,
    }));
}

/** Where the last section of a :BasinStateVariables block ends: at its end line (or the block's end). */
function sectionEnd(file: ProjectFile, command: Command): number {
  return command.end ? lineSpan(file.text, command.end.start).start : commandSpan(command).end;
}

/** The `:NumberHRUs` lines of `:GridWeights` lowered by the number of HRUs removed. */
export function numberHrusSplices(w: WorkingCopy, removed: number): Splice[] {
  if (removed === 0) return [];
  const out: Splice[] = [];
  for (const [file, command] of commandsOf(w, 'rvt', new Set([':GridWeights'])))
    for (const item of command.body ?? []) {
      if (item.kind !== 'command' || commandName(item) !== ':NumberHRUs') continue;
      const word = item.line.words[1];
      const n = Number(word?.text);
      if (!word || !Number.isInteger(n)) continue;
      out.push({
        path: file.path,
        start: word.offset,
        end: word.offset + word.text.length,
        text: String(Math.max(0, n - removed)),
      });
    }
  return out;
}

/**
 * The values a new HRU adds at the end of each `:InitialConditions` list (`values` by state variable, as the
 * list names it); a list without a given value, or a model with `:GridWeights` (the new HRU has no weights),
 * refuses the edit, naming the command.
 */
export function newHruStateSplices(w: WorkingCopy, values: Readonly<Record<string, number>>): Splice[] {
  const out: Splice[] = [];
  for (const [file, command] of commandsOf(w, 'rvt', new Set([':GridWeights'])))
    throw new EditError(
      `a new HRU needs its weights in ${commandName(command)} (${where(w, file, command)}), where Raven stops unless every HRU's weights sum to 1: add the HRU, then its rows, by editing the weights`,
    );
  for (const [file, command] of commandsOf(w, 'rvc', new Set([':InitialConditions']))) {
    const sv = command.line.words[1]?.text ?? '';
    const v = Object.entries(values).find(([k]) => k.toUpperCase() === sv.toUpperCase())?.[1];
    if (v === undefined)
      throw new EditError(
        `initialConditions.${sv}: ${where(w, file, command)} gives :InitialConditions ${sv} one value per HRU: give the new HRU's value (Raven would start it at 0 with a warning)`,
      );
    if (!Number.isFinite(v))
      throw new EditError(`initialConditions.${sv}: must be a finite number; got ${v}`);
    const last = fieldsOf(file, command).at(-1);
    if (!last) continue;
    const at = last.site.offset + last.site.length;
    // After the last value, separated as the values before it are (a comma when they have one).
    const line = file.text.slice(lineSpan(file.text, at).start, at);
    out.push({ path: file.path, start: at, end: at, text: `${/,/.test(line) ? ', ' : ' '}${v}` });
  }
  return out;
}

/** `file:line` of a command, the file named relative to the model directory. */
function where(w: WorkingCopy, file: ProjectFile, command: Command): string {
  const line = file.text.slice(0, command.line.start).split('\n').length;
  return `${relative(w.project.dir, file.path)}:${line}`;
}
