/**
 * Checks of single values against the catalogue's value types. The engine reads most numbers with
 * atof/atoi, so a word where a number belongs silently becomes 0: we warn. Where the engine itself rejects a
 * value (time series, numeric tables), the series and table checks report errors.
 */
import type { Arg } from '../../../grammar/types.js';
import { isNumberLiteral } from '../numbers.js';
import type { Reporter } from './reporter.js';

const DATE = /^\d{4}-\d{1,2}-\d{1,2}$/;
const TIME = /^\d{1,2}:\d{1,2}(:\d{1,2}(\.\d*)?)?$/;
const PARAM_WORDS = new Set(['_AUTO', 'AUTO', '_DEFAULT', '_DEF']);

/** What else a file accepts as a parameter value (`:ValueAlias` names). */
export interface ValueContext {
  readonly aliases: ReadonlySet<string>;
}

function isNumber(text: string): boolean {
  return isNumberLiteral(text, 0, text.length);
}

/** Why `text` is not a valid value of type `arg`, or undefined when it is. */
export function valueProblem(arg: Arg, text: string, ctx: ValueContext): string | undefined {
  switch (arg.type) {
    case 'int':
    case 'float':
    case 'number':
      return isNumber(text) ? undefined : `'${text}' is not a number (${arg.name}): Raven reads it as 0`;
    case 'autoFloat':
      return isNumber(text) || text === '_AUTO' || text === 'AUTO'
        ? undefined
        : `'${text}' is not a number or _AUTO (${arg.name}): Raven reads it as 0`;
    case 'paramValue':
      return isNumber(text) || PARAM_WORDS.has(text) || ctx.aliases.has(text)
        ? undefined
        : `'${text}' is not a number, _AUTO, _DEFAULT or a :ValueAlias name (${arg.name}): Raven reads it as 0`;
    case 'enum':
      return !arg.values || arg.values.includes(text)
        ? undefined
        : `'${text}' is not a value Raven knows for ${arg.name} (${shortList(arg.values)})`;
    case 'date':
      return DATE.test(text) ? undefined : `'${text}' is not a date yyyy-mm-dd (${arg.name})`;
    case 'time':
      return TIME.test(text) ? undefined : `'${text}' is not a time hh:mm:ss (${arg.name})`;
    case 'timestep':
      return isNumber(text) || TIME.test(text)
        ? undefined
        : `'${text}' is not a time step in days or hh:mm:ss (${arg.name})`;
    default:
      return undefined;
  }
}

function shortList(values: readonly string[]): string {
  return values.length <= 8 ? values.join(', ') : `${values.slice(0, 8).join(', ')}, …`;
}

/** The spec of the i-th of `n` values against a list of args (a variadic last arg repeats). */
export function argAt(args: readonly Arg[], i: number): Arg | undefined {
  if (i < args.length) return args[i];
  const last = args[args.length - 1];
  return last?.variadic ? last : undefined;
}

/** Checks the argument words of a command line against its args. */
export function checkArgs(
  name: string,
  args: readonly Arg[],
  words: readonly { text: string; offset: number }[],
  nameOffset: number,
  ctx: ValueContext,
  reporter: Reporter,
): void {
  const required = args.filter((a) => !a.optional && !a.variadic).length;
  if (words.length < required) {
    const missing = args.slice(words.length, required).map((a) => a.name);
    reporter.report('warning', 'missing-argument', nameOffset, `${name} expects ${missing.join(', ')}`);
  }
  // A path takes the rest of the line: its words are not checked one by one.
  for (let i = 0; i < words.length; i++) {
    const arg = argAt(args, i);
    if (!arg || arg.type === 'path') break;
    const problem = valueProblem(arg, words[i].text, ctx);
    if (problem) reporter.reportRepeated('warning', 'bad-value', words[i].offset, problem);
  }
}
