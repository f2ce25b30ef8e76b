/**
 * The stores (state variables) the .rvi's process lines name, resolved as Raven resolves them when it reads
 * each line (StateVariables.cpp, StringToSVType): the name upper-cased, replaced by the target of the first
 * `:Alias` defined above the line with that name (compared without regard to case; the target is taken as
 * written), then split into a type and a `[layer]`. Each use carries the argument's reading (processStores.ts).
 */
import { STATE_VARIABLE_NAMES, STATE_VARIABLE_TYPE } from '../../grammar/stateVariables.js';
import { closestValue } from '../parser/check/suggest.js';
import { argTokens, namedArgs } from './args.js';
import type { ModelFacts } from './facts.js';
import type { CommandRef } from './readingOrder.js';
import { storeArgsOf, type StoreArg } from './processStores.js';
import type { Token } from './site.js';
import { oncePerModel } from './memo.js';

const NAMES = new Set(STATE_VARIABLE_NAMES);

/** An `:Alias` line: its name and the store it stands for. */
export interface AliasDef {
  readonly name: Token;
  readonly target: Token;
  readonly ref: CommandRef;
}

/** A store name as Raven resolves it. */
export interface ResolvedStore {
  /** The store's type (`SOIL`, `SURFACE_WATER` …, spelling variants mapped), or undefined when Raven does not know the name. */
  readonly type?: string;
  /** The layer in brackets (`SOIL[2]` → 2), or undefined without brackets. */
  readonly layer?: number;
  /** The bracket holds something other than digits (Raven logs an ERROR). */
  readonly badLayer?: string;
  /** The alias the name went through. */
  readonly alias?: AliasDef;
  /** The text Raven compared (the alias target, or the name). */
  readonly text: string;
}

/** One store named on a process line, with how Raven reads it. */
export interface StoreUse {
  readonly ref: CommandRef;
  /** The canonical command name. */
  readonly command: string;
  readonly algorithm?: string;
  readonly token: Token;
  readonly how: StoreArg;
  readonly store: ResolvedStore;
  /** The aliases defined above this line, in order. */
  readonly aliases: readonly AliasDef[];
}

/** Resolves a store name with the aliases Raven knows at that point (CheckAliasList, SVStringBreak). */
export function resolveStore(text: string, aliases: readonly AliasDef[]): ResolvedStore {
  const upper = text.toUpperCase();
  const alias = aliases.find((a) => a.name.text.toUpperCase() === upper);
  const s = alias ? alias.target.text : upper;
  const open = s.indexOf('[');
  const close = s.indexOf(']');
  let base = s;
  let layer: number | undefined;
  let badLayer: string | undefined;
  if (open >= 0 && close >= 0) {
    base = s.slice(0, open);
    const inside = s.slice(open + 1, close);
    if (!/^\d*$/.test(inside)) badLayer = inside;
    layer = Number.parseInt(inside, 10) || 0;
  } else if (open >= 0 || close >= 0) {
    // One bracket only: Raven keeps the whole text as the name (and layer 0).
    layer = 0;
  }
  const known = NAMES.has(base) || (base.startsWith('!') && base.length > 1);
  const type = known
    ? (STATE_VARIABLE_TYPE[base] ?? (base.startsWith('!') ? 'CONSTITUENT' : base))
    : undefined;
  return { type, layer, badLayer, alias, text: s };
}

/** Every store the .rvi's process lines name, in reading order, with the aliases known at each. */
export function storeUses(model: ModelFacts): StoreUse[] {
  const out: StoreUse[] = [];
  const aliases: AliasDef[] = [];
  // Before :SoilModel there is no model: a process line stops Raven at once (RV507) and :LakeStorage is
  // only printed as an error and skipped (ParseMainInputFile), so neither reads a store.
  let built = false;
  for (const ref of model.commands('rvi')) {
    const command = ref.command.spec?.name;
    if (!command) continue;
    if (command === ':SoilModel' && argTokens(ref).length > 0) built = true;
    if (!built && command !== ':Alias') continue;
    if (command === ':Alias') {
      // AddAlias(s[1], s[2]); with fewer words Raven warns and skips the line.
      const [name, target] = argTokens(ref);
      if (name && target) aliases.push({ name, target, ref });
      continue;
    }
    const args = namedArgs(ref);
    const algorithm = args.get('algorithm')?.[0]?.text;
    for (const how of storeArgsOf(ref.command.spec, algorithm)) {
      const token = args.get(how.arg)?.[0];
      if (!token) continue;
      const known = [...aliases];
      out.push({
        ref,
        command,
        algorithm,
        token,
        how,
        store: resolveStore(token.text, known),
        aliases: known,
      });
    }
  }
  return out;
}

/** The soil layer count `:SoilModel` sets (undefined without a `:SoilModel` Raven understands). */
export function soilLayers(model: ModelFacts): number | undefined {
  const layers = model.rvi.soilModel?.layers;
  return layers !== undefined && layers > 0 ? layers : undefined;
}

/** `storeUses` of a model, worked out once. */
export const storeUsesOf: (model: ModelFacts) => readonly StoreUse[] = oncePerModel(storeUses);

/** The store name a misspelt one most likely stands for: a state variable (its `[layer]` kept) or an alias. */
export function closestStore(text: string, aliases: readonly AliasDef[]): string | undefined {
  const upper = text.toUpperCase();
  const open = upper.indexOf('[');
  if (open > 0) {
    const base = closestValue(upper.slice(0, open), STATE_VARIABLE_NAMES);
    return base ? base + text.slice(open) : undefined;
  }
  return closestValue(upper, [...STATE_VARIABLE_NAMES, ...aliases.map((a) => a.name.text)]);
}
