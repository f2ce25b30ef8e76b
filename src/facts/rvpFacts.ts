/**
 * What the .rvp defines, as rules need it: the classes of each kind and where each is named, the soil
 * profiles with their horizons, the channel profiles, the parameter tables with their columns and rows, and
 * the global parameters.
 */
import { CATALOGUE } from '../../grammar/index.js';
import { CLASS_DEFINED, type ClassKind, type CommandSpec } from '../../grammar/types.js';
import { commandName } from '../ast/nodes.js';
import { argToken, nameToken } from './args.js';
import { sToI } from './ravenNumbers.js';
import type { CommandRef } from './readingOrder.js';
import type { Token } from './site.js';
import { childCommand, tableRows } from './table.js';
import { wordToken } from './site.js';

export type { ClassKind } from '../../grammar/types.js';

/** Profile names that may have no horizon (lakes, glaciers, rock …): Raven compares their prefixes exactly. */
const SPECIAL = ['LAKE', 'WATER', 'GLACIER', 'ROCK', 'PAVEMENT', 'WETLAND'];

/** True when Raven lets a profile of this name have zero horizons (MASKED_GLACIER only as the whole name:
 * Raven compares 15 characters with its 14). */
export function mayBeEmptyProfile(name: string): boolean {
  return SPECIAL.some((p) => name.startsWith(p)) || name === 'MASKED_GLACIER';
}

/** A soil profile: its name, its horizon count and its horizons (soil class, thickness in m). */
export interface SoilProfile {
  readonly name: Token;
  readonly count?: Token;
  readonly horizons: readonly { readonly soil: Token; readonly thickness?: Token }[];
  readonly ref: CommandRef;
}

/** A parameter table (`:SoilParameterList` …): its columns and its rows. */
export interface ParameterTable {
  readonly ref: CommandRef;
  readonly kind: ClassKind;
  /** The names of the `:Parameters` line. */
  readonly columns: readonly Token[];
  /** One row per class (or `[DEFAULT]`): the class name, then one value per column. */
  readonly rows: readonly { readonly name: Token; readonly values: readonly Token[] }[];
}

/** The facts of the .rvp. */
export interface RvpFacts {
  readonly commands: readonly CommandRef[];
  /** Class name → the token that defines it, per kind (the first definition). */
  readonly classes: Readonly<Record<ClassKind, ReadonlyMap<string, Token>>>;
  /**
   * Every class row, per kind, in reading order, repeats included: Raven makes a class of each row, but its
   * parameter tables fill only the first class of a name, so a repeat gets only [DEFAULT] values.
   */
  readonly classRows: Readonly<Record<ClassKind, readonly Token[]>>;
  readonly soilProfiles: ReadonlyMap<string, SoilProfile>;
  /** Channel profile name → its `:ChannelProfile` name token. */
  readonly channelProfiles: ReadonlyMap<string, Token>;
  readonly parameterTables: readonly ParameterTable[];
  /** `:GlobalParameter NAME value` lines, the last one per name. */
  readonly globals: ReadonlyMap<string, { readonly value?: Token; readonly ref: CommandRef }>;
}

const KINDS = Object.keys(CLASS_DEFINED) as ClassKind[];
const KIND_DEFINED = new Map(KINDS.map((k) => [CLASS_DEFINED[k], k]));

/** The kind of class a command defines (a class table such as `:SoilClasses`), from its catalogue entry. */
export function classesDefined(spec: CommandSpec | undefined): ClassKind | undefined {
  return spec?.defines === undefined ? undefined : KIND_DEFINED.get(spec.defines);
}

/**
 * The kind of class whose parameters a table's rows give under a `:Parameters` header (`:SoilParameterList`
 * …), from its catalogue entry.
 */
export function parameterTableKind(spec: CommandSpec | undefined): ClassKind | undefined {
  return spec?.block?.rows?.header === 'parameters' ? spec.classParameters : undefined;
}

/** The class table command of each kind (`soil` → `:SoilClasses`). */
export const CLASS_TABLES = Object.fromEntries(
  KINDS.map((k) => [k, CATALOGUE.rvp.commands.find((c) => classesDefined(c) === k)!.name]),
) as Readonly<Record<ClassKind, string>>;

/** The parameter table command of each kind (`soil` → `:SoilParameterList`). */
export const PARAMETER_TABLES = Object.fromEntries(
  KINDS.map((k) => [k, CATALOGUE.rvp.commands.find((c) => parameterTableKind(c) === k)!.name]),
) as Readonly<Record<ClassKind, string>>;

/** Builds the .rvp facts from its commands in reading order. */
export function rvpFacts(commands: readonly CommandRef[]): RvpFacts {
  const classes: Record<ClassKind, Map<string, Token>> = {
    soil: new Map(),
    vegetation: new Map(),
    landuse: new Map(),
    terrain: new Map(),
  };
  const classRows: Record<ClassKind, Token[]> = { soil: [], vegetation: [], landuse: [], terrain: [] };
  const soilProfiles = new Map<string, SoilProfile>();
  const channelProfiles = new Map<string, Token>();
  const parameterTables: ParameterTable[] = [];
  const globals = new Map<string, { value?: Token; ref: CommandRef }>();
  for (const ref of commands) {
    const name = ref.command.spec?.name ?? commandName(ref.command);
    const classKind = classesDefined(ref.command.spec);
    const tableKind = parameterTableKind(ref.command.spec);
    if (classKind) {
      for (const row of tableRows(ref.file, ref.command)) {
        const t = row.tokens[0];
        classRows[classKind].push(t);
        if (!classes[classKind].has(t.text)) classes[classKind].set(t.text, t);
      }
    } else if (tableKind) {
      const header = childCommand(ref.command, ':Parameters');
      parameterTables.push({
        ref,
        kind: tableKind,
        columns: header ? header.line.words.slice(1).map((w) => wordToken(ref.file, w)) : [],
        rows: tableRows(ref.file, ref.command).map((r) => ({ name: r.tokens[0], values: r.tokens.slice(1) })),
      });
    } else if (name === ':SoilProfiles') {
      for (const row of tableRows(ref.file, ref.command)) {
        const [profile, count, ...rest] = row.tokens;
        const horizons = [];
        for (let i = 0; i < rest.length; i += 2) horizons.push({ soil: rest[i], thickness: rest[i + 1] });
        if (!soilProfiles.has(profile.text)) {
          soilProfiles.set(profile.text, { name: profile, count, horizons, ref });
        }
      }
    } else if (name === ':ChannelProfile') {
      const t = argToken(ref, 0) ?? nameToken(ref);
      if (!channelProfiles.has(t.text)) channelProfiles.set(t.text, t);
    } else if (name === ':GlobalParameter') {
      const p = argToken(ref, 0);
      if (p) globals.set(p.text, { value: argToken(ref, 1), ref });
    }
  }
  return { commands, classes, classRows, soilProfiles, channelProfiles, parameterTables, globals };
}

/**
 * Raven's lookup of a class or profile named in another file (CModel::StringToLUClass and its siblings): the
 * name compared without regard to case, or a number read with `(int)atof` taken as the 1-based position of the
 * definition. `shift` counts entries Raven holds before the first definition (soil classes: its [DEFAULT]).
 */
export function lookupClass<T>(defined: ReadonlyMap<string, T>, text: string, shift = 0): T | undefined {
  const index = lookupIndex(defined);
  // Thousands of HRUs name the same few classes: each name is looked up once.
  const key = shift === 0 ? text : `${shift}\u0000${text}`;
  if (index.found.has(key)) return index.found.get(key);
  const named = index.byName.get(text.toUpperCase());
  const position = sToI(text) - shift;
  // Raven walks the definitions in order and takes the first that matches by name or by position.
  const value =
    position >= 1 && position <= index.byPosition.length && (!named || position <= named.position)
      ? index.byPosition[position - 1]
      : named?.value;
  index.found.set(key, value);
  return value;
}

interface LookupIndex<T> {
  byName: Map<string, { value: T; position: number }>;
  byPosition: T[];
  /** Answers already given, by text (and shift). */
  found: Map<string, T | undefined>;
}

const lookupIndexes = new WeakMap<ReadonlyMap<string, unknown>, LookupIndex<unknown>>();

/** Upper-cased names (with their first 1-based position) and positions of a map of definitions, built once per map. */
function lookupIndex<T>(defined: ReadonlyMap<string, T>): LookupIndex<T> {
  let index = lookupIndexes.get(defined);
  if (!index) {
    const byName = new Map<string, { value: unknown; position: number }>();
    let position = 0;
    for (const [name, value] of defined) {
      position++;
      if (!byName.has(name.toUpperCase())) byName.set(name.toUpperCase(), { value, position });
    }
    index = { byName, byPosition: [...defined.values()], found: new Map() };
    lookupIndexes.set(defined, index);
  }
  return index as LookupIndex<T>;
}

/** C's atoi: the integer at the start of a string (after blanks), 0 when there is none. */
export function atoi(text: string): number {
  const m = /^\s*([+-]?\d+)/.exec(text);
  return m ? Number.parseInt(m[1], 10) : 0;
}
