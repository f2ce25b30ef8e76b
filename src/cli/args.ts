/** Command-line argument parsing for the sub-commands (node's own parseArgs, strict). */
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** Parsed options and positionals, or the usage error. */
export type Parsed<T> = { ok: true; values: T; positionals: string[] } | { ok: false; error: string };

/** Parses `argv` with the given options; unknown options are usage errors. */
export function parse<T>(argv: readonly string[], options: ParseArgsConfig['options']): Parsed<T> {
  try {
    const r = parseArgs({ args: [...argv], options, allowPositionals: true, strict: true });
    return { ok: true, values: r.values as T, positionals: r.positionals };
  } catch (e) {
    return { ok: false, error: (e as Error).message };
  }
}
