/** Builders shared by the .rvi catalogue's sections: argument shorthands, switches, one-keyword options. */
import { oneOf } from '../common.js';
import type { Arg, CommandSpec } from '../types.js';

/** A state-variable argument. */
export const sv = (name: string, more: Partial<Arg> = {}): Arg => ({ name, type: 'stateVar', ...more });
/** A date argument. */
export const date = (name: string, more: Partial<Arg> = {}): Arg => ({ name, type: 'date', ...more });
/** A time-of-day argument. */
export const time = (name: string, more: Partial<Arg> = {}): Arg => ({ name, type: 'time', ...more });
/** A file-path argument. */
export const path = (name: string, more: Partial<Arg> = {}): Arg => ({ name, type: 'path', ...more });

/** A switch: the command alone turns an option on. */
export const flag = (name: string, doc: string): CommandSpec => ({ name, doc });

/**
 * An option chosen by one keyword. Each of these commands ends its chain of keywords in ParseMainInputFile
 * (ParseInput.cpp) with `ExitGracefully(…, BAD_DATA_WARN)`: an unknown keyword is an error.
 */
export function method(
  name: string,
  values: readonly string[],
  doc: string,
  more: { readonly aliases?: readonly string[] } & Partial<Arg> = {},
): CommandSpec {
  const { aliases, ...arg } = more;
  const args = [oneOf('method', values, 'error', arg)];
  return aliases ? { name, aliases, args, doc } : { name, args, doc };
}

/** A file-name command (`:rvh_Filename` …): only the first token is read, so no spaces. */
export const fileName = (name: string, doc: string): CommandSpec => ({ name, args: [path('filename')], doc });
