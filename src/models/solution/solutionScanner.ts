/**
 * The fast path of `parseSolution`: solution text in the layout Raven writes it (CModel::WriteMajorOutput:
 * `:TimeStamp`, `:HRUStateVariableTable` blocks of at most 80 state variables, `:BasinStateVariables` with a
 * `:BasinIndex` group per subbasin), read line by line into the same typed models as the general reader,
 * with every value checked once here instead of through the parser and the validators. Any line outside that
 * layout (a comment, another command, a value that is not a number, continuation lines) gives null, and the
 * general reader reads the text, with its messages.
 */
import { HEADER_COMMANDS } from '../../../grammar/common.js';
import { rvc } from '../../../grammar/rvc.js';
import { isNumberLiteral } from '../../parser/numbers.js';
import { trusted } from '../modelClass/construct.js';
import { lineFields } from '../modelClass/lineFields.js';
import { BasinIndex } from '../rvc/basinIndex.js';
import { BasinStateVariables } from '../rvc/basinStateVariables.js';
import { countedProblem } from '../shapes/countedValues.js';
import { HRUState } from '../rvc/hruState.js';
import { HRUStateVariableTable } from '../rvc/hruStateVariableTable.js';

/** The solution's parts, as `parseSolution` returns them. */
export interface ScannedSolution {
  readonly hru_state_variable_table: HRUStateVariableTable | null;
  readonly basin_state_variables: BasinStateVariables | null;
  readonly start_date: string | null;
}

/** Raven's separators: spaces, tabs, commas, and a CR (of a CRLF line end, or alone). */
const SEPARATORS = /[ \t,\r]+/;

/** The characters that make a line a comment when it starts with one (the .rvc rule of the catalogue). */
const COMMENT_STARTS = new Set(rvc.comments.prefix);
/** One-line file header commands, which the general reader passes over as well. */
const HEADERS = new Set(HEADER_COMMANDS.map((c) => c.name));

/** The words of a line; none for a blank or comment line; null for a `#` after the first word (an inline comment). */
function words(line: string): string[] | null {
  const out = line.split(SEPARATORS);
  if (out[0] === '') out.shift();
  if (out.length > 0 && out[out.length - 1] === '') out.pop();
  if (out.length === 0 || COMMENT_STARTS.has(out[0]![0]!)) return [];
  for (let k = 1; k < out.length; k++) if (out[k]!.startsWith('#')) return null;
  return out;
}

function isNumber(word: string): boolean {
  return isNumberLiteral(word, 0, word.length);
}

/** One row of a table: its HRU, the table's state variable names and the row's values, in that order. */
interface Row {
  readonly hru_id: number;
  readonly names: readonly string[];
  readonly values: readonly number[];
}

/** The solution read from Raven's own layout, or null when the text leaves it (the general reader decides). */
export function scanSolution(text: string): ScannedSolution | null {
  const lines = text.split('\n');
  const rows: Row[] = [];
  let tables = 0;
  const basins: BasinIndex[][] = [];
  let stamp: string | null = null;
  let i = 0;
  // A line the scanner cannot take (an inline comment) ends the scan like the end of the text does.
  const next = (): string[] | null => (i < lines.length ? words(lines[i++]!) : null);
  while (i < lines.length) {
    const line = next();
    if (line === null) return null;
    if (line.length === 0) continue;
    const head = line[0]!;
    if (HEADERS.has(head)) continue;
    if (head === ':TimeStamp') {
      stamp = line.length > 1 ? line.slice(1, 3).join(' ') : null;
      if (line.length > 3) return null;
    } else if (head === ':HRUStateVariableTable') {
      if (line.length !== 1 || !readTable(next, rows)) return null;
      tables++;
    } else if (head === ':BasinStateVariables') {
      const read = line.length === 1 ? readBasins(next) : null;
      if (read === null) return null;
      basins.push(read);
    } else return null;
  }
  return {
    hru_state_variable_table: tables > 0 ? hruTable(rows) : null,
    basin_state_variables: basins.length === 0 ? null : trusted(BasinStateVariables, { root: basins.flat() }),
    start_date: stamp,
  };
}

/** Reads one table's rows up to its end line; false when the table leaves Raven's layout. */
function readTable(next: () => string[] | null, rows: Row[]): boolean {
  const attributes = next();
  if (attributes === null || attributes[0] !== ':Attributes') return false;
  const names = attributes.slice(1);
  for (;;) {
    const line = next();
    if (line === null) return false;
    if (line.length === 0) continue;
    const head = line[0]!;
    if (head === ':EndHRUStateVariableTable') return line.length === 1;
    if (head === ':Units') continue;
    if (line.length !== names.length + 1 || !line.every(isNumber)) return false;
    const hru_id = Number(head);
    if (!Number.isInteger(hru_id)) return false;
    const values: number[] = new Array<number>(names.length);
    for (let k = 0; k < names.length; k++) values[k] = Number(line[k + 1]);
    rows.push({ hru_id, names, values });
  }
}

/**
 * The table of every row of every table, as the general reader makes it: rows of one HRU merged (later
 * values winning), every HRU given every state variable (0 where it had none), in order of first appearance.
 * Rows stay arrays until here, and each HRU's record is made once (records of a hundred state variables are
 * what the time of a solution goes to).
 */
function hruTable(rows: readonly Row[]): HRUStateVariableTable {
  // Per HRU, its state variables in the order they first came (a Map keeps a re-set key in place, as
  // merging records does), with the last value given.
  const byId = new Map<number, Map<string, number>>();
  for (const { hru_id, names, values } of rows) {
    let merged = byId.get(hru_id);
    if (merged === undefined) byId.set(hru_id, (merged = new Map()));
    for (let k = 0; k < names.length; k++) merged.set(names[k]!, values[k]!);
  }
  const names = new Set<string>();
  for (const merged of byId.values()) for (const name of merged.keys()) names.add(name);
  const order = [...names];
  const root = [...byId].map(([hru_id, merged]) => {
    const data: Record<string, number> = {};
    // Raven gives every HRU the same state variables in the same order: then they are taken as they are.
    let j = 0;
    let same = merged.size === order.length;
    if (same) for (const name of merged.keys()) if (name !== order[j++]) same = false;
    if (same) for (const [name, value] of merged) data[name] = value;
    else for (const name of order) data[name] = merged.get(name) ?? 0;
    return trusted(HRUState, { hru_id, data });
  });
  return trusted(HRUStateVariableTable, { root });
}

/** Reads the `:BasinIndex` groups up to the block's end line; null when the block leaves Raven's layout. */
function readBasins(next: () => string[] | null): BasinIndex[] | null {
  const out: BasinIndex[] = [];
  let group: Record<string, unknown> | null = null;
  const close = (): boolean => {
    if (group === null) return true;
    for (const name of ['Qout', 'Qlat', 'Qin'] as const) {
      const key = name.toLowerCase();
      if (Object.hasOwn(group, key) && countedProblem(name, group[key]) !== undefined) return false;
    }
    out.push(trusted(BasinIndex, group));
    return true;
  };
  for (;;) {
    const line = next();
    if (line === null) return null;
    if (line.length === 0) continue;
    const head = line[0]!;
    if (head === ':EndBasinStateVariables') return line.length === 1 && close() ? out : null;
    if (head === ':BasinIndex') {
      if (!close() || line.length < 2 || !isNumber(line[1]!)) return null;
      const sb_id = Number(line[1]);
      if (!Number.isInteger(sb_id)) return null;
      group = { sb_id, name: line.slice(2).join(' ') };
      continue;
    }
    const values = line.slice(1);
    if (group === null || values.length === 0 || !values.every(isNumber)) return null;
    // The storages and flow histories of a basin, in the fields whose aliases they are.
    const key = lineFields(BasinIndex, 'rvc').get(head)?.name;
    if (key === undefined || Object.hasOwn(group, key)) return null;
    if (key === 'channel_storage' || key === 'rivulet_storage') {
      if (values.length !== 1) return null;
      group[key] = Number(values[0]);
    } else group[key] = values.map(Number);
  }
}
