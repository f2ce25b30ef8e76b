/**
 * Changing an option of the .rvi (`:Evaporation PET_HARGREAVES_1985`), a one-line setting of another file
 * (`:AvgAnnualRunoff 350` in the .rvp), or the algorithm of a process line
 * (`:SoilEvaporation SOILEVAP_HBV …`). The value is checked against the catalogue's values for the command;
 * the parameters Raven will then find missing (its master list of required parameters, as the checker's
 * missing-parameter rule reads it) are reported, and those given in `values` are added to the .rvp: a
 * class parameter as a new parameter list with a `[DEFAULT]` row, a global one as a `:GlobalParameter` line.
 */
import { CATALOGUE } from '../../grammar/index.js';
import { commandTable } from '../../grammar/lookup.js';
import type { CommandSpec, FileType } from '../../grammar/types.js';
import type { Command, Item } from '../ast/nodes.js';
import { missingValues } from '../check/parameters/missingValues.js';
import type { ProjectFile } from '../project/project.js';
import { numberText } from './numberText.js';
import { EditError } from './errors.js';
import { lineEnd, type Splice } from './splice.js';
import type { WorkingCopy } from './workingCopy.js';

/** A parameter Raven needs once the change is made and the model does not give. */
export interface NeededParameter {
  /** The parameter (`MELT_FACTOR`). */
  readonly name: string;
  /** Its class type: `soil`, `landuse`, `vegetation`, `terrain`, `global` … */
  readonly classType: string;
  /** The classes without a value (empty for a global parameter). */
  readonly classes: readonly string[];
  /** What needs it (`:Evaporation PET_HARGREAVES_1985`). */
  readonly neededBy: string;
}

/** Options of an option or process change. */
export interface ChangeOptions {
  /** Values of the parameters the change needs, by name: written to the .rvp. */
  readonly values?: Readonly<Record<string, number>>;
  /** For a process given more than once: which of its lines (0 first; default: all). */
  readonly index?: number;
}

/** The file types whose one-line settings `setOption` changes, in the order their names are looked up. */
const OPTION_FILES = ['rvi', 'rvp', 'rvh', 'rvt'] as const;

/** The spec of a command and its file type, by any of its names (with or without the colon). */
function specOf(
  name: string,
  types: readonly FileType[] = OPTION_FILES,
): { spec: CommandSpec; fileType: FileType } {
  const key = name.startsWith(':') ? name : `:${name}`;
  for (const fileType of types) {
    const spec = commandTable(CATALOGUE[fileType].commands).get(key);
    if (spec) return { spec, fileType };
  }
  throw new EditError(`${name}: not a command of the ${types.map((t) => `.${t}`).join(', ')} files`);
}

/** Checks a value against the catalogue's values of a command's first argument. */
function checkValue(spec: CommandSpec, value: string): void {
  const arg = spec.args?.[0];
  if (!arg?.values) return;
  const bare = arg.indexed ? value.replace(/\[\d+\]$/, '') : value;
  const ok = arg.values.some((v) =>
    arg.caseInsensitive ? v.toUpperCase() === bare.toUpperCase() : v === bare,
  );
  if (!ok)
    throw new EditError(`${spec.name}: ${value} is not one of Raven's values (${arg.values.join(', ')})`);
}

/** Every command of a canonical name in the files of a type, nested ones included, with its file. */
function commandsNamed(
  w: WorkingCopy,
  name: string,
  fileType: FileType = 'rvi',
): { command: Command; file: ProjectFile }[] {
  const out: { command: Command; file: ProjectFile }[] = [];
  const walk = (items: readonly Item[], file: ProjectFile) => {
    for (const item of items) {
      if (item.kind !== 'command') continue;
      if (item.spec?.name === name) out.push({ command: item, file });
      if (item.body) walk(item.body, file);
    }
  };
  for (const f of w.project.files) if (f.fileType === fileType) walk(f.doc.items, f);
  return out;
}

/** The splices that set an option (its words after the command name), adding its line when the .rvi has none. */
export function optionSplices(w: WorkingCopy, name: string, value: string | readonly string[]): Splice[] {
  const { spec, fileType } = specOf(name);
  const words = typeof value === 'string' ? [value] : [...value];
  if (words.length === 0 || words.some((x) => !/^[^\s,#]+$/.test(x)))
    throw new EditError(`${spec.name}: the value must be one or more words; got ${JSON.stringify(value)}`);
  checkValue(spec, words[0]);
  const found = commandsNamed(w, spec.name, fileType).filter((c) => !c.command.body);
  if (found.length === 0) {
    const base = w.baseFile(fileType);
    // In the .rvi before the processes (options are read before them), else at the end.
    const processes = commandsNamed(w, ':HydrologicProcesses').find((c) => c.file === base);
    const at = processes ? processes.command.line.start : base.text.length;
    const eol = lineEnd(base.text);
    const lead = at === base.text.length && base.text.length > 0 && !base.text.endsWith('\n') ? eol : '';
    return [{ path: base.path, start: at, end: at, text: `${lead}${spec.name} ${words.join(' ')}${eol}` }];
  }
  return found.map(({ command, file }) => argsSplice(file, command, 0, words));
}

/** The splices that change the algorithm of a process's lines. */
export function processSplices(
  w: WorkingCopy,
  process: string,
  algorithm: string,
  options: ChangeOptions,
): Splice[] {
  const { spec } = specOf(process, ['rvi']);
  checkValue(spec, algorithm);
  const lines = commandsNamed(w, spec.name);
  if (lines.length === 0) throw new EditError(`${spec.name}: the model has no such process line`);
  const chosen = options.index === undefined ? lines : [lines[options.index]];
  if (chosen[0] === undefined)
    throw new EditError(`index: ${spec.name} is given ${lines.length} time(s); no line ${options.index}`);
  return chosen.map(({ command, file }) => argsSplice(file, command, 0, [algorithm], 1));
}

/** Replaces `count` words after the command name, from argument `from` (all of them when count is left out). */
function argsSplice(
  file: ProjectFile,
  command: Command,
  from: number,
  words: readonly string[],
  count?: number,
): Splice {
  const args = command.line.words.slice(1);
  const replaced = count === undefined ? args.slice(from) : args.slice(from, from + count);
  const name = command.line.words[0];
  if (replaced.length === 0) {
    const at = name.offset + name.text.length;
    return { path: file.path, start: at, end: at, text: ` ${words.join(' ')}` };
  }
  const last = replaced[replaced.length - 1];
  return {
    path: file.path,
    start: replaced[0].offset,
    end: last.offset + last.text.length,
    text: words.join(' '),
  };
}

/** The parameters the model lacks (as the missing-parameter rule finds them). */
export function neededParameters(w: WorkingCopy): NeededParameter[] {
  return missingValues(w.facts)
    .filter((m) => !m.unknown)
    .map((m) => ({
      name: m.field,
      classType: m.classType,
      classes: m.classes.map((c) => c.name.text),
      neededBy: m.requirement.origin,
    }));
}

const LIST_OF: Readonly<Record<string, string>> = {
  soil: ':SoilParameterList',
  landuse: ':LandUseParameterList',
  vegetation: ':VegetationParameterList',
  terrain: ':TerrainParameterList',
};

/** Splices that give the needed parameters named in `values` (the others stay needed). */
export function parameterSplices(
  w: WorkingCopy,
  needed: readonly NeededParameter[],
  values: Readonly<Record<string, number>>,
): Splice[] {
  const rvp = w.baseFile('rvp');
  const eol = lineEnd(rvp.text);
  const lines: string[] = [];
  const byType = new Map<string, [string, string][]>();
  for (const n of needed) {
    const v = values[n.name] ?? values[n.name.toUpperCase()];
    if (v === undefined) continue;
    if (n.classType === 'global') lines.push(`:GlobalParameter ${n.name} ${numberText(v)}`);
    else if (LIST_OF[n.classType])
      byType.set(n.classType, [...(byType.get(n.classType) ?? []), [n.name, numberText(v)]]);
  }
  for (const [type, params] of byType) {
    const list = LIST_OF[type];
    lines.push(
      list,
      `  :Parameters, ${params.map((p) => p[0]).join(', ')}`,
      `  :Units, ${params.map(() => 'none').join(', ')}`,
      `  [DEFAULT], ${params.map((p) => p[1]).join(', ')}`,
      `:End${list.slice(1)}`,
    );
  }
  if (lines.length === 0) return [];
  const lead = rvp.text.length > 0 && !rvp.text.endsWith('\n') ? eol : '';
  return [
    {
      path: rvp.path,
      start: rvp.text.length,
      end: rvp.text.length,
      text: lead + lines.map((l) => l + eol).join(''),
    },
  ];
}
