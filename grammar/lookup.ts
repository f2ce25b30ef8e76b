/** Name lookup over catalogue entries: canonical names and aliases map to their spec. */
import type { CommandSpec } from './types.js';

/** A name → spec table for a list of command specs, aliases included. */
export type CommandTable = ReadonlyMap<string, CommandSpec>;

const tables = new WeakMap<readonly CommandSpec[], CommandTable>();

/** The lookup table of a command list (built once per list). */
export function commandTable(specs: readonly CommandSpec[]): CommandTable {
  let table = tables.get(specs);
  if (!table) {
    const map = new Map<string, CommandSpec>();
    for (const spec of specs) {
      map.set(spec.name, spec);
      for (const alias of spec.aliases ?? []) map.set(alias, spec);
    }
    tables.set(specs, map);
    table = map;
  }
  return table;
}

/** Every name (canonical and alias) of a list of specs. */
export function allNames(specs: readonly CommandSpec[]): string[] {
  return specs.flatMap((s) => [s.name, ...(s.aliases ?? [])]);
}
