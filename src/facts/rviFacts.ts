/**
 * What the .rvi says, as rules need it: every command in reading order and by name, the soil model, the
 * `:Alias` names, the hydrologic process lines with their modifiers, and the HRU groups it declares.
 */
import { HYDROLOGIC_PROCESSES } from '../../grammar/rvi/processes.js';
import { allNames } from '../../grammar/lookup.js';
import { commandName } from '../ast/nodes.js';
import { argToken, argTokens, namedArgs } from './args.js';
import type { CommandRef, RunMode } from './readingOrder.js';
import type { Token } from './site.js';

/** A hydrologic process line and what modifies it. */
export interface ProcessLine {
  readonly ref: CommandRef;
  /** The canonical command name (`:SnowMelt` for `:Snowmelt`). */
  readonly name: string;
  readonly algorithm?: Token;
  /** The source store. */
  readonly from?: Token;
  /** The target stores (two for `:Split`). */
  readonly to: readonly Token[];
  /** Every argument by the catalogue's name. */
  readonly args: ReadonlyMap<string, Token[]>;
  /** The `:-->Conditional` lines that follow it. */
  readonly conditions: readonly CommandRef[];
  /** The `:ProcessGroup` it belongs to, if any. */
  readonly group?: CommandRef;
}

/** The facts of the .rvi. */
export interface RviFacts {
  /** Every command in reading order. */
  readonly commands: readonly CommandRef[];
  /** The uses of each command by canonical name, in reading order. */
  readonly byName: ReadonlyMap<string, readonly CommandRef[]>;
  /** The `:SoilModel` line read last and the number of soil layers it sets, if any. */
  readonly soilModel?: { readonly ref: CommandRef; readonly layers: number };
  /** `:Alias` name → the state variable it stands for. */
  readonly aliases: ReadonlyMap<string, { readonly target: Token; readonly ref: CommandRef }>;
  /** Hydrologic process lines in reading order. */
  readonly processes: readonly ProcessLine[];
  /** HRU groups declared by `:DefineHRUGroup`/`:DefineHRUGroups`, with the first declaration. */
  readonly hruGroups: ReadonlyMap<string, Token>;
  /** The run mode `:Mode` selects. */
  readonly mode: RunMode;
}

const PROCESS_NAMES = new Set(allNames(HYDROLOGIC_PROCESSES));
const TARGETS = new Set(['to', 'to_1', 'to_2']);

/** Builds the .rvi facts from its commands in reading order. */
export function rviFacts(commands: readonly CommandRef[], mode: RunMode): RviFacts {
  const byName = new Map<string, CommandRef[]>();
  const aliases = new Map<string, { target: Token; ref: CommandRef }>();
  const hruGroups = new Map<string, Token>();
  const processes: ProcessLine[] = [];
  let soilModel: RviFacts['soilModel'];
  let current: { conditions: CommandRef[] } | undefined;
  for (const ref of commands) {
    const name = ref.command.spec?.name ?? commandName(ref.command);
    const list = byName.get(name) ?? [];
    list.push(ref);
    byName.set(name, list);
    if (name === ':SoilModel') soilModel = { ref, layers: soilLayers(ref) };
    else if (name === ':Alias') {
      const alias = argToken(ref, 0);
      const target = argToken(ref, 1);
      if (alias && target) aliases.set(alias.text, { target, ref });
    } else if (name === ':DefineHRUGroup' || name === ':DefineHRUGroups') {
      for (const t of argTokens(ref)) if (!hruGroups.has(t.text)) hruGroups.set(t.text, t);
    } else if (name === ':-->Conditional') {
      current?.conditions.push(ref);
    } else if (PROCESS_NAMES.has(name)) {
      const args = namedArgs(ref);
      const conditions: CommandRef[] = [];
      const line: ProcessLine = {
        ref,
        name,
        algorithm: args.get('algorithm')?.[0],
        from: args.get('from')?.[0] ?? args.get('state_var')?.[0],
        to: [...args].filter(([k]) => TARGETS.has(k)).flatMap(([, v]) => v),
        args,
        conditions,
        group: groupOf(ref, commands),
      };
      processes.push(line);
      current = { conditions };
    }
  }
  return { commands, byName, soilModel, aliases, processes, hruGroups, mode };
}

/** The number of soil layers a `:SoilModel` line sets (Raven reads SOIL_MULTILAYER's count with atoi). */
function soilLayers(ref: CommandRef): number {
  const kind = argToken(ref, 0)?.text;
  if (kind === 'SOIL_ONE_LAYER') return 1;
  if (kind === 'SOIL_TWO_LAYER') return 2;
  if (kind === 'SOIL_MULTILAYER') return Math.trunc(Number.parseFloat(argToken(ref, 1)?.text ?? '')) || 0;
  return 0;
}

/** The innermost `:ProcessGroup` marker a command sits in, as a reference. */
function groupOf(ref: CommandRef, commands: readonly CommandRef[]): CommandRef | undefined {
  for (let i = ref.markers.length - 1; i >= 0; i--) {
    const m = ref.markers[i];
    if (commandName(m) === ':ProcessGroup') return commands.find((c) => c.command === m);
  }
  return undefined;
}

/** The last use of a command (Raven keeps the value read last). */
export function lastOf(facts: RviFacts, name: string): CommandRef | undefined {
  const list = facts.byName.get(name);
  return list?.[list.length - 1];
}

/** True when a command comes before `:SoilModel` in reading order (Raven has no model yet there). */
export function beforeSoilModel(facts: RviFacts, ref: CommandRef): boolean {
  const first = facts.byName.get(':SoilModel')?.[0];
  return !first || ref.index < first.index;
}
