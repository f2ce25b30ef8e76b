/**
 * The commands that name a subbasin or an HRU by an argument or a table column the catalogue marks (`idOf`),
 * in the .rvt, .rvm, .rvl and .rvh: `:BasinInflowHydrograph 6`, `:OverrideStreamflow 6`,
 * `:ReservoirDownstreamFlow 6 8 …`, `:SpecifyGaugeForHRU 3 G`, `:WaterDemand 6 …`, `:SetStreamflow 6 …`,
 * `:LandUseChange 3 …`, `:TargetSubbasin 6`, an observation's place (`:ObservationData HYDROGRAPH 6`,
 * `:ObservationWeights`, their irregular forms: a subbasin, or an HRU for a state variable), the rows of `:LateralConnections`, `:HRUFlowLengths` and
 * `:RepopulateHRUGroup`. (The .rvh's own tables, groups and reservoirs and the .rvc are followed through the
 * checker's facts and stateRefs.ts; their columns are not marked.)
 *
 * - An argument: the command refers to the thing. A removal names it and refuses, or with `cascade` removes the
 *   command (its line, or its block with the series in it); a command that starts a section of marker lines
 *   (`:WaterDemand` of the .rvm: the lines up to its end line apply to it) refuses even with `cascade`.
 * - A row of a table whose only marked column is its first (`:HRUFlowLengths`): a property of the thing, part
 *   of it (Raven drops the row of an unknown HRU with a warning, so a rename must carry it): removed with it.
 * - A row naming it in another column (`:LateralConnections`, where Raven stops on an unknown HRU): a referrer,
 *   its line removed with `cascade`.
 * - A word of a list of members (`:RepopulateHRUGroup` rows): the word goes with `cascade`; a range holding the
 *   ID refuses.
 * A rename changes the ID's word in all of them.
 */
import { commandName, type Command, type Item } from '../ast/nodes.js';
import { STATE_VARIABLE_NAMES } from '../../grammar/stateVariables.js';
import { scanRows } from '../parser/rows.js';
import type { ProjectFile } from '../project/project.js';
import { commandSpan, inRange, sameName, type Cascade, type EditKind, type Use } from './use.js';
import type { WorkingCopy } from './workingCopy.js';

/** The file types whose commands are followed here. */
const FILE_TYPES = new Set(['rvt', 'rvm', 'rvl', 'rvh']);

type IdKind = 'subbasin' | 'HRU';

const STATE_VARIABLES = new Set(STATE_VARIABLE_NAMES);

/** What an `observed` argument names: an HRU when the command's data type is a state variable (`SNOW`,
 * `SOIL[0]`), a subbasin otherwise (`HYDROGRAPH`, `RESERVOIR_STAGE` …). */
function observedKind(command: Command): IdKind {
  const i = (command.spec?.args ?? []).findIndex((a) => a.name === 'data_type');
  const type = command.line.words[i + 1]?.text.replace(/\[.*$/, '') ?? '';
  return STATE_VARIABLES.has(type) ? 'HRU' : 'subbasin';
}

/** A word of a file that is an ID of a kind. */
interface IdWord {
  readonly text: string;
  readonly offset: number;
}

/** The words of a command's line that are IDs of a kind, as its catalogue entry marks its arguments. */
function argWords(command: Command, kind: IdKind): IdWord[] {
  const words = command.line.words;
  const out: IdWord[] = [];
  (command.spec?.args ?? []).forEach((arg, i) => {
    if (arg.idOf !== kind && (arg.idOf !== 'observed' || observedKind(command) !== kind)) return;
    // words[0] is the command's name; a variadic argument takes every word that is left.
    for (const word of arg.variadic ? words.slice(i + 1) : [words[i + 1]]) if (word) out.push(word);
  });
  return out;
}

/** The uses of an ID in the rows of a table whose columns the catalogue marks. */
function rowUses(file: ProjectFile, command: Command, kind: IdKind, name: string): Use[] {
  const columns = command.spec?.block?.rows?.columns ?? [];
  const marked = columns.flatMap((c, i) => (c.idOf === kind ? [i] : []));
  if (marked.length === 0) return [];
  const table = commandName(command);
  // A table keyed by the thing: its rows are properties of it.
  const keyed = marked.length === 1 && marked[0] === 0 && !columns[0].variadic;
  const out: Use[] = [];
  for (const rows of command.body ?? []) {
    if (rows.kind !== 'rows') continue;
    const t = scanRows(rows);
    for (let r = 0; r < t.rowCount; r++)
      for (let f = t.firstField[r]; f < t.firstField[r + 1]; f++) {
        const c = Math.min(f - t.firstField[r], columns.length - 1);
        const column = columns[c];
        if (column.idOf !== kind || (!column.variadic && f - t.firstField[r] !== c)) continue;
        const text = t.text.slice(t.fieldStart[f], t.fieldEnd[f]);
        const site = { file, offset: rows.start + t.fieldStart[f], length: text.length };
        let cascade: Cascade = { span: 'line' };
        if (column.variadic) cascade = { span: 'word' };
        if (!sameName(kind, text, name)) {
          if (!column.variadic || !inRange(text, name)) continue;
          out.push({ site, what: `${table} (in the range ${text})`, cascade: null });
          continue;
        }
        out.push({
          site,
          what: keyed ? `${table} row of ${kind} ${text}` : `${table} row naming ${kind} ${text}`,
          owned: keyed || undefined,
          cascade,
        });
      }
  }
  return out;
}

/** The uses of a subbasin's or an HRU's ID in the marked arguments and columns of the commands. */
export function argumentUses(w: WorkingCopy, kind: EditKind, name: string): Use[] {
  if (kind !== 'subbasin' && kind !== 'HRU') return [];
  const out: Use[] = [];
  const walk = (file: ProjectFile, items: readonly Item[]) => {
    for (const item of items) {
      if (item.kind !== 'command') continue;
      const observed = item.spec?.args?.some((a) => a.idOf === 'observed');
      for (const word of argWords(item, kind))
        if (sameName(kind, word.text, name))
          out.push({
            site: { file, offset: word.offset, length: word.text.length },
            what: observed
              ? `${commandName(item)} ${item.line.words[1]?.text.toUpperCase() ?? ''}`
              : `${commandName(item)} of ${kind} ${word.text}`,
            cascade: item.spec?.block?.marker ? null : { block: commandSpan(item) },
          });
      out.push(...rowUses(file, item, kind, name));
      if (item.body) walk(file, item.body);
    }
  };
  for (const file of w.project.files) if (FILE_TYPES.has(file.fileType)) walk(file, file.doc.items);
  return out;
}
