/**
 * The .rvp's class parameters read the way Raven 4.12 reads them (ParseClassPropertiesFile and ParsePropArray,
 * ParsePropertyFile.cpp), in reading order: the classes each class table creates (rows of the wrong length
 * end a table), each parameter list's header and rows (a row naming a class not defined above stops the run,
 * a short row ends the table, a table without :Units loses its first row), `[DEFAULT]` rows setting the
 * template, `_AUTO`/`_DEFAULT` and `:ValueAlias` names, the global parameter lines; every value kept with the
 * token it came from, so that rules can point at it. `resolveValue` then does what the class AutoCalculate
 * functions do with a value. Built once per model; cheap (classes are few, HRUs are not read).
 */
import {
  ALWAYS_COMPUTED,
  AUTO_TEMPLATE_BUT_SPECIFIED,
  COMPUTED_DESPITE_ERROR,
  COPIED_PARAMETERS,
  GLOBAL_COMMANDS,
  SETTER_ALIASES,
  SPECIFIED_DESPITE_DEFAULT,
  classParameter,
} from '../../../grammar/parameters/index.js';
import type { ClassType, ValueTreatment } from '../../../grammar/parameters/index.js';
import { commandName, type Item } from '../../ast/nodes.js';
import { argTokens } from '../../facts/args.js';
import type { ModelFacts } from '../../facts/facts.js';
import type { CommandRef } from '../../facts/readingOrder.js';
import { classesDefined, parameterTableKind, type ClassKind } from '../../facts/rvpFacts.js';
import { wordToken, type Token } from '../../facts/site.js';
import { rowsOf } from '../../facts/table.js';
import { describeModel } from './fromFacts.js';
import {
  AUTO_COMPUTE,
  NOT_NEEDED,
  NOT_NEEDED_AUTO,
  NOT_SPECIFIED,
  USE_TEMPLATE_VALUE,
  atof,
  autoOrDouble,
} from './ravenNumbers.js';
import { parameterRequirements, type ParameterRequirement } from './requirements.js';
import { oncePerModel } from '../../facts/memo.js';

/** Where a value came from. */
export interface ValueSource {
  readonly value: number;
  /** The token it was read from (a table cell, a class table column, a global line's argument). */
  readonly token?: Token;
  /** The parameter list and row that gave it. */
  readonly list?: ListReading;
}

/** What Raven did with a row of a parameter list. */
export type RowFate =
  /** Its values were set on its class (or on the template, for `[DEFAULT]`). */
  | 'read'
  /** No :Units line came before it: the header loop took it, warned and skipped it. */
  | 'header'
  /** Its class is not defined above the table: the run stops ("Invalid … code"). */
  | 'unknown-class'
  /** Fewer values than columns: Raven stops reading the table at this row. */
  | 'short'
  /** After a short row: read as a command (a data row there stops the run). */
  | 'unread';

/** A row of a parameter list. */
export interface ListRow {
  readonly name: Token;
  readonly values: readonly Token[];
  readonly fate: RowFate;
}

/** A parameter list (or a twelve-month vegetation table) as Raven read it. */
export interface ListReading {
  readonly ref: CommandRef;
  readonly kind: ClassKind;
  /** True for :SeasonalCanopyLAI/:SeasonalCanopyHeight (no header; twelve values per row). */
  readonly seasonal: boolean;
  /** The `:Parameters` word, or the command's name when there is none. */
  readonly header: Token;
  /** The columns: the name as written and the parameter it sets (undefined when Raven does not know it). */
  readonly columns: readonly { readonly token: Token; readonly field?: string }[];
  /** The number of tokens a row needs (the `:Parameters` line's count, the class name included). */
  readonly lineLength: number;
  readonly rows: readonly ListRow[];
}

/** A class as Raven created it, with the values the .rvp gave it (before AutoCalculate). */
export interface ClassReading {
  readonly kind: ClassKind;
  readonly name: Token;
  readonly values: ReadonlyMap<string, ValueSource>;
  /** The class table that defines it, and its row there. */
  readonly table: CommandRef;
  readonly row: readonly Token[];
}

/** A row of a class table that Raven rejects for its length. */
export interface ClassRowProblem {
  readonly table: CommandRef;
  readonly kind: ClassKind;
  readonly tokens: readonly Token[];
  /** What Raven expects, in words. */
  readonly expected: string;
  /** True when a data row follows it in the table (Raven then stops on that row). */
  readonly followed: boolean;
  /** The classes this leaves undefined: the row's own and those of the rows after it. */
  readonly lost: readonly string[];
}

/** Everything the parameter rules know about the .rvp's parameters. */
export interface ParameterReading {
  /** The master list, each entry with what a missing value leads to. */
  readonly requirements: readonly ParameterRequirement[];
  /** The parameters of the master list per class type (canonical names). */
  readonly required: ReadonlyMap<ClassType, ReadonlySet<string>>;
  readonly classes: Readonly<Record<ClassKind, readonly ClassReading[]>>;
  /** The template (`[DEFAULT]` row) values given, per kind. */
  readonly templates: Readonly<Record<ClassKind, ReadonlyMap<string, ValueSource>>>;
  readonly lists: readonly ListReading[];
  readonly classRowProblems: readonly ClassRowProblem[];
  /** Global parameter values given, by canonical name (the last line wins). */
  readonly globals: ReadonlyMap<string, ValueSource>;
  /** The lines that set global parameters, in reading order. */
  readonly globalLines: readonly CommandRef[];
  /** `:GlobalParameter` names Raven does not know. */
  readonly unknownGlobals: readonly Token[];
}

const DEFAULT_ROW = '[DEFAULT]';

/** The parameter a name sets in a class type (aliases resolved), or undefined when Raven does not know it. */
export function fieldOf(kind: ClassType, name: string): string | undefined {
  const upper = name.toUpperCase();
  const setter = SETTER_ALIASES[kind]?.[upper];
  if (setter) return setter.sets;
  const row = classParameter(kind, upper);
  return row ? (row.aliasOf ?? row.name) : undefined;
}

/** How the class AutoCalculate function treats a parameter's value. */
export function treatmentOf(kind: ClassType, field: string): ValueTreatment {
  if (COPIED_PARAMETERS[kind]?.includes(field)) return 'copied';
  if (SPECIFIED_DESPITE_DEFAULT.includes(field)) return 'specified';
  if (COMPUTED_DESPITE_ERROR.includes(field)) return 'computed';
  return classParameter(kind, field)?.absent.kind === 'error' ? 'specified' : 'computed';
}

/** The value a template starts with (InitializeXxx with is_template, then the master list's marking). */
function templateStart(kind: ClassType, field: string, required: boolean): number {
  if (kind === 'soil' && ALWAYS_COMPUTED.includes(field)) return AUTO_COMPUTE;
  const absent = classParameter(kind, field)?.absent;
  if (!absent) return NOT_NEEDED;
  if (absent.kind === 'default') return absent.value;
  if (absent.kind === 'auto' || AUTO_TEMPLATE_BUT_SPECIFIED.includes(field)) {
    return required ? AUTO_COMPUTE : NOT_NEEDED_AUTO;
  }
  return required ? NOT_SPECIFIED : NOT_NEEDED;
}

/** The value a class starts with when nothing sets it: its default, or "take the template". */
function classStart(kind: ClassType, field: string): number {
  if (kind === 'soil' && ALWAYS_COMPUTED.includes(field)) return AUTO_COMPUTE;
  const absent = classParameter(kind, field)?.absent;
  return absent?.kind === 'default' ? absent.value : USE_TEMPLATE_VALUE;
}

/** What AutoCalculate makes of one class's value. */
export interface ResolvedValue {
  /** The value Raven ends with (a marker when it has none). */
  readonly value: number;
  /** Where it came from (the class's own value, or the template's), when the .rvp gave it. */
  readonly source?: ValueSource;
  /**
   * - given: a value from the .rvp or a default; computed: Raven computes it; unused: discarded, the model does
   *   not need it; missing: needed and not given (NOT_SPECIFIED); refused: `_AUTO` for a parameter Raven
   *   cannot compute.
   */
  readonly outcome: 'given' | 'computed' | 'unused' | 'missing' | 'refused';
}

/** The value a class ends with for a parameter, as the class's AutoCalculate function decides. */
export function resolveValue(
  reading: ParameterReading,
  kind: ClassType,
  values: ReadonlyMap<string, ValueSource>,
  field: string,
): ResolvedValue {
  const required = reading.required.get(kind)?.has(field) ?? false;
  const templates: ReadonlyMap<string, ValueSource> | undefined =
    kind === 'global' || kind === 'transport' ? undefined : reading.templates[kind];
  const template: ValueSource = templates?.get(field) ?? { value: templateStart(kind, field, required) };
  const own: ValueSource = values.get(field) ?? { value: classStart(kind, field) };
  const treatment = treatmentOf(kind, field);
  if (treatment === 'copied') return { value: own.value, source: own, outcome: 'given' };
  if (treatment === 'computed' && (template.value === NOT_NEEDED || template.value === NOT_NEEDED_AUTO)) {
    return { value: template.value, outcome: 'unused' };
  }
  const used = own.value === USE_TEMPLATE_VALUE ? template : own;
  if (used.value === AUTO_COMPUTE) {
    if (treatment === 'computed') return { value: AUTO_COMPUTE, source: used, outcome: 'computed' };
    // SetSpecifiedValue: "_AUTO" written somewhere, or a template the master list made "compute".
    return { value: AUTO_COMPUTE, source: used, outcome: used.token ? 'refused' : 'missing' };
  }
  if (used.value === NOT_SPECIFIED && required)
    return { value: NOT_SPECIFIED, source: used, outcome: 'missing' };
  return { value: used.value, source: used, outcome: 'given' };
}

/** The model's .rvp parameters as Raven reads them (built once per model). */
export const parameterReading: (model: ModelFacts) => ParameterReading = oncePerModel(read);

/** A line of a block body: a command line or a data row, as tokens. */
interface BodyLine {
  readonly command?: string;
  readonly tokens: readonly Token[];
}

function bodyLines(ref: CommandRef, items: readonly Item[]): BodyLine[] {
  const out: BodyLine[] = [];
  for (const item of items) {
    if (item.kind === 'command') {
      out.push({
        command: commandName(item),
        tokens: item.line.words.map((w) => wordToken(ref.file, w)),
      });
    } else if (item.kind === 'rows') {
      for (const row of rowsOf(ref.file, [item])) out.push({ tokens: row.tokens });
    }
  }
  return out;
}

function read(model: ModelFacts): ParameterReading {
  const requirements = parameterRequirements(describeModel(model));
  const required = new Map<ClassType, Set<string>>();
  for (const r of requirements) {
    const field = fieldOf(r.classType, r.name) ?? r.name.toUpperCase();
    let set = required.get(r.classType);
    if (!set) required.set(r.classType, (set = new Set()));
    set.add(field);
  }
  const classes: Record<ClassKind, (ClassReading & { values: Map<string, ValueSource> })[]> = {
    soil: [],
    vegetation: [],
    landuse: [],
    terrain: [],
  };
  const templates: Record<ClassKind, Map<string, ValueSource>> = {
    soil: new Map(),
    vegetation: new Map(),
    landuse: new Map(),
    terrain: new Map(),
  };
  const lists: ListReading[] = [];
  const classRowProblems: ClassRowProblem[] = [];
  const globals = new Map<string, ValueSource>();
  const globalLines: CommandRef[] = [];
  const unknownGlobals: Token[] = [];
  // :ValueAlias names; the first definition of a name wins (AutoOrDoubleOrAlias returns the first match).
  const aliases = new Map<string, number>();

  const cellValue = (text: string): number => {
    if (text.startsWith('_')) {
      const alias = aliases.get(text);
      if (alias !== undefined) return alias;
    }
    return autoOrDouble(text);
  };

  for (const ref of model.commands('rvp')) {
    const name = ref.command.spec?.name ?? commandName(ref.command);
    const classKind = classesDefined(ref.command.spec);
    // Parameter lists, and the seasonal vegetation tables (class rows of twelve values, no header).
    const listKind = ref.command.spec?.classParameters;
    if (classKind) {
      readClassTable(ref, classKind, classes[classKind], classRowProblems);
    } else if (listKind) {
      const seasonal = parameterTableKind(ref.command.spec) === undefined;
      const list = readList(ref, listKind, seasonal, classes[listKind]);
      lists.push(list);
      if (list.seasonal) continue;
      for (const row of list.rows) {
        if (row.fate !== 'read') continue;
        const target =
          row.name.text === DEFAULT_ROW
            ? templates[listKind]
            : classes[listKind].find((c) => c.name.text === row.name.text)?.values;
        if (!target) continue;
        list.columns.forEach((column, j) => {
          const token = row.values[j];
          if (!column.field || !token) return;
          let value = cellValue(token.text);
          if (SETTER_ALIASES[listKind]?.[column.token.text.toUpperCase()]?.oneMinus) value = 1 - value;
          target.set(column.field, { value, token, list });
        });
      }
    } else if (name === ':ValueAlias') {
      const [alias, value] = argTokens(ref);
      if (alias?.text.startsWith('_') && value && !aliases.has(alias.text)) {
        aliases.set(alias.text, autoOrDouble(value.text));
      }
    } else if (name === ':GlobalParameter') {
      const [param, value] = argTokens(ref);
      if (!param || !value) continue;
      globalLines.push(ref);
      const field = fieldOf('global', param.text);
      if (field === undefined) unknownGlobals.push(param);
      else globals.set(field, { value: atof(value.text), token: value });
    } else if (GLOBAL_COMMANDS[name]) {
      const { params, minArgs } = GLOBAL_COMMANDS[name];
      const args = argTokens(ref);
      if (args.length < minArgs) continue;
      globalLines.push(ref);
      params.forEach((p, i) => {
        if (args[i]) globals.set(p, { value: atof(args[i].text), token: args[i] });
      });
    }
  }
  return {
    requirements,
    required,
    classes,
    templates,
    lists,
    classRowProblems,
    globals,
    globalLines,
    unknownGlobals,
  };
}

/** The class table's expected row length, per kind (ParseClassPropertiesFile). */
const ROW_LENGTH: Readonly<Record<ClassKind, { ok: (len: number) => boolean; expected: string }>> = {
  soil: { ok: (n) => n >= 1, expected: 'a name' },
  vegetation: {
    ok: (n) => n === 4,
    expected: 'a name and 3 values (max height, max LAI, max leaf conductance)',
  },
  landuse: {
    ok: (n) => n === 3 || n === 4,
    expected: 'a name and 2 values (impermeable fraction, forest cover)',
  },
  terrain: {
    ok: (n) => n >= 3,
    expected: 'a name and 2 or 3 values (hillslope length, drainage density, lambda)',
  },
};

/** The classes a class table creates, with the values its columns give; a row of the wrong length ends it. */
function readClassTable(
  ref: CommandRef,
  kind: ClassKind,
  out: (ClassReading & { values: Map<string, ValueSource> })[],
  problems: ClassRowProblem[],
): void {
  const lines = bodyLines(ref, ref.command.body ?? []).filter(
    (l) => l.command !== ':Attributes' && l.command !== ':Units',
  );
  for (let i = 0; i < lines.length; i++) {
    const tokens = lines[i].tokens;
    if (!ROW_LENGTH[kind].ok(tokens.length)) {
      // ImproperFormatWarning and break: the rest of the table is read as commands.
      const after = lines.slice(i + 1).filter((l) => l.command === undefined);
      problems.push({
        table: ref,
        kind,
        tokens,
        expected: ROW_LENGTH[kind].expected,
        followed: after.length > 0,
        lost: [tokens[0].text, ...after.map((l) => l.tokens[0].text)],
      });
      return;
    }
    const values = new Map<string, ValueSource>();
    const set = (field: string, token: Token | undefined) => {
      if (token) values.set(field, { value: atof(token.text), token });
    };
    if (kind === 'soil') {
      if (tokens.length >= 5) {
        set('SAND_CON', tokens[1]);
        set('CLAY_CON', tokens[2]);
        set('ORG_CON', tokens[4]);
      } else {
        // The engine's marker for "conceptual model, no texture given" (porosity then defaults to 1).
        values.set('SAND_CON', { value: 0.4111111 });
        values.set('CLAY_CON', { value: 0 });
        values.set('ORG_CON', { value: 0 });
      }
    } else if (kind === 'landuse') {
      set('IMPERMEABLE_FRAC', tokens[1]);
      set('FOREST_COVERAGE', tokens[2]);
    } else if (kind === 'vegetation') {
      set('MAX_HEIGHT', tokens[1]);
      set('MAX_LAI', tokens[2]);
      set('MAX_LEAF_COND', tokens[3]);
    } else {
      set('HILLSLOPE_LENGTH', tokens[1]);
      set('DRAINAGE_DENSITY', tokens[2]);
      if (tokens.length === 4) set('TOPMODEL_LAMBDA', tokens[3]);
    }
    out.push({ kind, name: tokens[0], values, table: ref, row: tokens });
  }
}

/** A parameter list (or a twelve-month table) as ParseClassPropertiesFile and ParsePropArray read it. */
function readList(
  ref: CommandRef,
  kind: ClassKind,
  seasonal: boolean,
  defined: readonly ClassReading[],
): ListReading {
  const lines = bodyLines(ref, ref.command.body ?? []);
  let columns: { token: Token; field?: string }[] = [];
  let header: Token = wordToken(ref.file, ref.command.line.words[0]);
  let lineLength = seasonal ? 13 : 0;
  let i = 0;
  const rows: ListRow[] = [];
  if (!seasonal) {
    // The header loop reads lines until :Units; any other line ends it, and is skipped.
    for (; i < lines.length; i++) {
      const line = lines[i];
      if (line.command === ':Parameters') {
        header = line.tokens[0];
        columns = line.tokens.slice(1).map((token) => ({ token, field: fieldOf(kind, token.text) }));
        lineLength = line.tokens.length;
      } else if (line.command === ':Units') {
        i++;
        break;
      } else {
        if (line.command === undefined)
          rows.push({ name: line.tokens[0], values: line.tokens.slice(1), fate: 'header' });
        i++;
        break;
      }
    }
  }
  // The names the rows may use: the classes defined so far and [DEFAULT], compared exactly.
  const tags = new Set([DEFAULT_ROW, ...defined.map((c) => c.name.text)]);
  let broken = false;
  for (; i < lines.length; i++) {
    const line = lines[i];
    const [name, ...values] = line.tokens;
    if (broken) {
      // Read by the file's own loop: a data row there is an unknown command; a command line is dispatched.
      if (line.command === undefined) rows.push({ name, values, fate: 'unread' });
      continue;
    }
    if (line.tokens.length < lineLength) {
      rows.push({ name, values, fate: 'short' });
      broken = true;
      continue;
    }
    rows.push({ name, values, fate: tags.has(name.text) ? 'read' : 'unknown-class' });
  }
  return { ref, kind, seasonal, header, columns, lineLength, rows };
}
