/**
 * How Raven 4.12.1 reads the stores named on a process line: each store argument's reading is on its
 * catalogue entry (`Arg.store`, `Arg.storeByAlgorithm`, see `StoreRead` in grammar/types.ts).
 */
import type { CommandSpec, StoreRead } from '../../grammar/types.js';

/** How Raven reads one store argument of a process line (the catalogue's argument name and its reading). */
export interface StoreArg extends StoreRead {
  /** The catalogue's argument name (`from`, `to`, `to_1`, `state_var`, `new_to` …). */
  readonly arg: string;
}

/** The store arguments of a process line: the algorithm's own reading of each, or the command's. */
export function storeArgsOf(
  spec: CommandSpec | undefined,
  algorithm: string | undefined,
): readonly StoreArg[] {
  const out: StoreArg[] = [];
  for (const arg of spec?.args ?? []) {
    const read = (algorithm !== undefined && arg.storeByAlgorithm?.[algorithm]) || arg.store;
    if (read) out.push({ arg: arg.name, ...read });
  }
  return out;
}

/** What Raven does with a process whose target it looked up and did not find (`missing: 'corrupts'`). */
export function corrupts(command: string): string {
  return `${command} finds no such store, and Raven, which does not check, writes the water it moves outside the model's stores: the run crashes ("double free or corruption") once water flows`;
}
