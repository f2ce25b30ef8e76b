/**
 * The interface's names against Raven's: every option value and process algorithm the typed models take is
 * one the catalogue (`grammar/`) lists for its command, except the spellings of the interface that Raven
 * 4.12.1 does not read, which the catalogue's argument maps (`Arg.interfaceNames`, grammar/interfaceNames.ts)
 * to the name Raven reads for the same thing, or to null where Raven reads nothing like it (a model refuses
 * such a value rather than write a line Raven rejects).
 * The typed models accept the interface's spelling and hold (and write) Raven's. The option enumerations are
 * derived here too (`optionEnum`): the interface names their members, the catalogue and this table give the
 * values, so no list of Raven's values is kept beside the catalogue.
 */
import { CATALOGUE } from '../../../grammar/index.js';
import { INTERFACE_NAMES } from '../../../grammar/interfaceNames.js';
import { commandTable } from '../../../grammar/lookup.js';
import type { Arg, FileType } from '../../../grammar/types.js';
import { t, type TypeSpec } from '../modelClass/types.js';

/** An interface spelling: Raven's name for it, or null where Raven reads no equivalent. */
export type SpecAlias = string | null;

type AliasTable = typeof INTERFACE_NAMES;

/** Raven's name for the interface spelling `V` of a value of command `C`, read from the table by the compiler. */
export type RavenNameOf<C extends string, V extends string> = C extends keyof AliasTable
  ? V extends keyof AliasTable[C]
    ? AliasTable[C][V] extends string
      ? AliasTable[C][V]
      : V
    : V
  : V;

/** The interface spellings of a command's values that Raven reads otherwise (the catalogue's `Arg.interfaceNames`). */
function interfaceNamesOf(command: string): Readonly<Record<string, SpecAlias>> {
  const spec = commandTable(CATALOGUE.rvi.commands).get(command);
  return spec?.args?.find((a) => a.interfaceNames)?.interfaceNames ?? {};
}

/** The enumerated argument of a catalogue command (its first, or the one named). */
export function grammarArg(command: string, argName?: string, fileType: FileType = 'rvi'): Arg {
  const spec = commandTable(CATALOGUE[fileType].commands).get(command);
  const arg = spec?.args?.find((a) => a.type === 'enum' && (argName === undefined || a.name === argName));
  if (!arg?.values)
    throw new Error(`${command} has no enumerated argument ${argName ?? ''} in the catalogue`);
  return arg;
}

/** The values Raven reads for a command's enumerated argument, from the catalogue. */
export function ravenValues(
  command: string,
  argName?: string,
  fileType: FileType = 'rvi',
): readonly string[] {
  return grammarArg(command, argName, fileType).values!;
}

/** The interface spellings of a command that Raven reads under another name. */
export function aliasesOf(command: string): Readonly<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [spec, raven] of Object.entries(interfaceNamesOf(command))) if (raven) out[spec] = raven;
  return out;
}

/** The interface spellings of a command that Raven does not read at all, with the reason. */
export function refusedOf(command: string): Readonly<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [spec, raven] of Object.entries(interfaceNamesOf(command)))
    if (raven === null) out[spec] = `Raven 4.12.1 does not read ${spec} for ${command}`;
  return out;
}

/** The name Raven reads for a value of a command: the value itself, its alias, or null when Raven reads none. */
export function ravenName(command: string, value: string): string | null {
  const alias = interfaceNamesOf(command)[value];
  return alias === undefined ? value : alias;
}

/** The interface's spelling of member `K`: its own where listed in `S`, else the enumeration's prefix and `K`. */
type SpellingOf<P extends string, K extends string, S> = K extends keyof S ? S[K] & string : `${P}${K}`;

/** An option enumeration: each member of the interface to the name Raven reads for it. */
export type OptionEnum<C extends string, P extends string, K extends string, S> = {
  readonly [M in K]: RavenNameOf<C, SpellingOf<P, M, S>>;
};

/** Where an option enumeration's values are in the catalogue, and the members the interface spells irregularly. */
export interface OptionEnumWhere<S> {
  /** The enumerated argument of the command (its first by default). */
  readonly arg?: string;
  /** The file type of the command (the .rvi by default). */
  readonly fileType?: FileType;
  /** Members whose interface spelling is not the prefix followed by the member name. */
  readonly spelled?: S;
}

/**
 * An option enumeration of the interface, derived from the catalogue: the interface names its members, each
 * stands for the prefix and its name (or its irregular spelling), and its value is the name Raven reads for that
 * spelling (the alias table's, or the spelling itself), which must be one the catalogue lists for the command.
 * An interface spelling the alias table refuses stays as it is (so that every member of the interface exists;
 * the models refuse it). The value types are computed the same way, so each enumeration keeps its literal union.
 */
export function optionEnum<
  const C extends string,
  const P extends string,
  const K extends string,
  const S extends { readonly [M in K]?: string } = Record<never, string>,
>(command: C, prefix: P, members: readonly K[], where?: OptionEnumWhere<S>): OptionEnum<C, P, K, S>;
/**
 * @deprecated The earlier form, a record of members to Raven's names (a second list of the catalogue's
 * values): give the prefix and the member names instead.
 */
export function optionEnum<const E extends Record<string, string>>(
  command: string,
  members: E,
  argName?: string,
  fileType?: FileType,
): Readonly<E>;
export function optionEnum(
  command: string,
  prefixOrMembers: string | Record<string, string>,
  members?: readonly string[] | string,
  where: OptionEnumWhere<Readonly<Record<string, string>>> | FileType = {},
): Readonly<Record<string, string>> {
  if (typeof prefixOrMembers !== 'string') {
    const record = prefixOrMembers;
    const argName = typeof members === 'string' ? members : undefined;
    const fileType = typeof where === 'string' ? where : undefined;
    return derive(command, '', Object.keys(record), { arg: argName, fileType, spelled: record });
  }
  return derive(command, prefixOrMembers, members as readonly string[], where as OptionEnumWhere<never>);
}

/** Builds an option enumeration from member names (see optionEnum). */
function derive(
  command: string,
  prefix: string,
  members: readonly string[],
  where: OptionEnumWhere<Readonly<Record<string, string | undefined>>>,
): Readonly<Record<string, string>> {
  const values = ravenValues(command, where.arg, where.fileType);
  const spelled: Readonly<Record<string, string | undefined>> = where.spelled ?? {};
  const out: Record<string, string> = {};
  for (const member of members) {
    const spelling = spelled[member] ?? `${prefix}${member}`;
    const raven = ravenName(command, spelling);
    if (raven !== null && !values.includes(raven))
      throw new Error(
        `${command}: ${member} (${spelling}) is not a value of the catalogue nor of the alias table`,
      );
    out[member] = raven ?? spelling;
  }
  return Object.freeze(out);
}

/**
 * The field type of an option: every value Raven reads for the command, the interface's spellings of it
 * (replaced by Raven's when read), and the interface's spellings Raven does not read (refused with the reason).
 */
export function optionType(
  command: string,
  name: string,
  argName?: string,
  fileType: FileType = 'rvi',
): TypeSpec {
  return t.enumOf(ravenValues(command, argName, fileType), name, {
    aliases: aliasesOf(command),
    refused: refusedOf(command),
  });
}
