/**
 * The rows and lines that give an HRU, an HRU group or a subbasin its initial state (the `.rvc`, as
 * ParseInitialConditionFile.cpp reads it) or its forcing weights (`:GridWeights` of the `.rvt`,
 * ParseTimeSeriesFile.cpp): each a use of the name, with what an edit does to it. The commands are found by
 * what the catalogue names their rows' first column or their first argument (`hru_id`, `sb_id`).
 *
 * - `:HRUStateVariableTable`, `:InitialConcentrationTable`, `:InitialTemperatureTable`: a row starts with an
 *   HRU ID or an HRU group name. An HRU's row is part of the HRU (removed and renamed with it); a group's row
 *   sets the state of HRUs that stay when the group goes, so it is a referrer (renamed with the group; removed
 *   only with `cascade`).
 * - `:InitialConditions SV`: one value per HRU, in the order of the `:HRUs` rows: an HRU removed takes its value
 *   with it (a renamed one keeps its place); an HRU added needs its value (`newHruStateSplices`).
 * - `:BasinInitialConditions` rows, `:InitialReservoirFlow`/`:InitialReservoirStage`/`:Basin…Hist` lines and the
 *   `:BasinIndex` sections of `:BasinStateVariables` and `:BasinTransportVariables` (Raven stops on an unknown
 *   one) are part of the subbasin, as are its `:SubBasinProperties` rows in the `.rvh` (ParseHRUFile.cpp: a row
 *   of an unknown subbasin is dropped with a warning, so a renamed subbasin would silently lose its routing
 *   parameters).
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

/** The catalogue's name of the first column of a block's rows (`hru_id`, `sb_id` …). */
const firstColumn = (c: Command) => c.spec?.block?.rows?.columns?.[0]?.name;

/** The catalogue's name of a command's first argument. */
const firstArg = (c: Command) => c.spec?.args?.[0]?.name;

/** The tables whose rows start with an HRU ID (or, in the .rvc, an HRU group name), as the catalogue says. */
const byHru = (c: Command) => firstColumn(c) === 'hru_id';

const named = (name: string) => (c: Command) => commandName(c) === name;

/** A field of a rows item: its text and site. */
interface Field {
  readonly text: string;
  readonly site: Site;
  /** True for the first field of its row. */
  readonly first: boolean;
}

/** Every command that passes `test` in the files of a type, at any depth, with its file and the block it is in. */
function commandsOf(
  w: WorkingCopy,
  fileType: string,
  test: (c: Command) => boolean,
): [ProjectFile, Command, Command | undefined][] {
  const out: [ProjectFile, Command, Command | undefined][] = [];
  const walk = (file: ProjectFile, items: readonly Item[], parent?: Command) => {
    for (const item of items) {
      if (item.kind !== 'command') continue;
      if (test(item)) out.push([file, item, parent]);
      else if (item.body) walk(file, item.body, item);
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
  for (const [file, command] of commandsOf(w, 'rvc', (c) => byHru(c) || named(':InitialConditions')(c))) {
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
  for (const [file, command] of commandsOf(w, 'rvt', byHru))
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
  for (const [file, command] of commandsOf(w, 'rvc', byHru))
    for (const f of fieldsOf(file, command))
      if (f.first && f.text === name)
        out.push({
          site: f.site,
          what: `${commandName(command)} row of HRU group ${name} (the initial state of its HRUs)`,
          cascade: { span: 'line' },
        });
  return out;
}

/**
 * The .rvc initial conditions and states of a subbasin, found by the catalogue's `sb_id`: rows of a table by
 * subbasin (`:BasinInitialConditions`), a line naming it (`:InitialReservoirFlow`, `:BasinFlowHist` …), and a
 * section a line opens inside a block (`:BasinIndex` in `:BasinStateVariables` and `:BasinTransportVariables`,
 * running to the next one or the end line).
 */
export function subbasinStateUses(w: WorkingCopy, name: string): Use[] {
  const out: Use[] = [];
  const keyed = (c: Command) => firstColumn(c) === 'sb_id' || firstArg(c) === 'sb_id';
  for (const [file, command, parent] of commandsOf(w, 'rvc', keyed)) {
    const cmd = commandName(command);
    if (firstColumn(command) === 'sb_id') {
      out.push(...subbasinRows(file, command, name));
      continue;
    }
    const site = wordSite(file, command, 1);
    if (!site || !sameName('subbasin', command.line.words[1].text, name)) continue;
    let block = commandSpan(command);
    if (parent) {
      const body = parent.body ?? [];
      const next = body
        .slice(body.indexOf(command) + 1)
        .find((x) => x.kind === 'command' && commandName(x) === cmd);
      const start = lineSpan(file.text, command.line.start).start;
      block = {
        start,
        end: next?.kind === 'command' ? lineSpan(file.text, next.line.start).start : sectionEnd(file, parent),
      };
    }
    const what = parent ? `${commandName(parent)} ${cmd} ${name}` : `${cmd} of subbasin ${name}`;
    out.push({ site, what, owned: true, cascade: { block } });
  }
  for (const [file, command] of commandsOf(w, 'rvh', named(':SubBasinProperties')))
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
  for (const [file, command] of commandsOf(w, 'rvt', byHru))
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
  for (const [file, command] of commandsOf(w, 'rvt', byHru))
    throw new EditError(
      `a new HRU needs its weights in ${commandName(command)} (${where(w, file, command)}), where Raven stops unless every HRU's weights sum to 1: add the HRU, then its rows, by editing the weights`,
    );
  for (const [file, command] of commandsOf(w, 'rvc', named(':InitialConditions'))) {
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
