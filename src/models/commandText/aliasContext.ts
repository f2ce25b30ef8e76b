/**
 * The `:Alias` names of a model, for the state-variable rules. Raven accepts an alias wherever it reads a state
 * variable (`CStateVariable::StringToSVType` checks the alias list first), so a process such as
 * `:SoilEvaporation SOILEVAP_GR4J PRODUCT_STORE ATMOSPHERE` is valid once the .rvi says
 * `:Alias PRODUCT_STORE SOIL[0]`. Validation runs inside `construct`, which takes no extra argument: the
 * aliases in force are set around it (`withAliases`), and each model remembers the aliases it was validated
 * with, so that `copy()` and the validation of containers holding it still accept them.
 */
import type { Item } from '../../ast/nodes.js';
import { bodyCommands } from './read.js';

/** What reading a model may need beyond its own text: the `:Alias` names defined in the model's .rvi. */
export interface ReadContext {
  /** Names defined by `:Alias name STATE_VAR`; accepted as state variables. */
  readonly aliases?: Iterable<string>;
}

let current: readonly string[] = [];
const remembered = new WeakMap<object, readonly string[]>();

/** Runs `build` with `aliases` accepted as state variables (in addition to those already in force). */
export function withAliases<T>(aliases: Iterable<string> | undefined, build: () => T): T {
  const extra = aliases ? [...aliases] : [];
  if (extra.length === 0) return build();
  const saved = current;
  current = [...new Set([...saved, ...extra])];
  try {
    return build();
  } finally {
    current = saved;
  }
}

/** The aliases a model is validated with: those in force now and those it was built with; it remembers them. */
export function aliasesFor(model: object): readonly string[] {
  const own = remembered.get(model) ?? [];
  const all = own.length === 0 ? current : current.length === 0 ? own : [...new Set([...own, ...current])];
  if (all.length > 0) remembered.set(model, all);
  return all;
}

/** The aliases remembered by several models (for rebuilding a container that holds them). */
export function aliasesOf(models: Iterable<unknown>): string[] {
  const out = new Set<string>();
  for (const m of models) if (m && typeof m === 'object') for (const a of remembered.get(m) ?? []) out.add(a);
  return [...out];
}

/**
 * The names defined by `:Alias` commands among `items` (also inside marker blocks such as `:IfModeEquals`),
 * only those written before `offset` when given: Raven reads the file in order, so a later alias is unknown.
 */
export function aliasesIn(items: readonly Item[] | undefined, offset = Infinity): string[] {
  const out: string[] = [];
  const walk = (list: readonly Item[] | undefined) => {
    for (const c of bodyCommands(list)) {
      if (c.line.start >= 0 && c.line.start >= offset) return;
      const [name, alias] = c.line.words;
      if (name.text === ':Alias' && alias) out.push(alias.text);
      else if (c.spec?.block?.marker) walk(c.body);
    }
  };
  walk(items);
  return out;
}
