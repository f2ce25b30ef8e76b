/**
 * Checks of single values against the catalogue's value types. The engine reads most numbers with
 * atof/atoi, so a word where a number belongs silently becomes 0: we warn. Where the engine itself rejects a
 * value (time series, numeric tables), the series and table checks report errors. A value outside an
 * enumerated argument's list is reported as Raven treats it (the argument's `unknown`): an error where Raven
 * stops, a warning where it warns or silently passes over it, with the value it most likely stands for.
 */
import type { Arg } from '../../../grammar/types.js';
import type { Diagnostic, Severity } from '../../ast/nodes.js';
import { isNumberLiteral } from '../numbers.js';
import type { Reporter } from './reporter.js';
import { closestValue } from './suggest.js';

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

/** A value that does not fit its argument: how serious, and why. */
export interface ValueProblem {
  /** `unknown-value` for a value outside an enumerated list, `bad-value` for a value of the wrong kind. */
  readonly problem: 'bad-value' | 'unknown-value';
  readonly severity: Severity;
  readonly message: string;
  /** The WARNING Raven writes for it, or that the warning is rvkit's own (Raven says nothing). */
  readonly raven?: Pick<Diagnostic, 'ravenWarning' | 'own'>;
}

/** Why `text` is not a valid value of type `arg` (a warning unless said otherwise), or undefined when it is. */
export function valueProblem(arg: Arg, text: string, ctx: ValueContext): ValueProblem | undefined {
  if (arg.type === 'enum') return enumProblem(arg, text);
  const message = typeProblem(arg, text, ctx);
  if (message === undefined) return undefined;
  // A word where Raven reads a number is read as 0 without a word (C's atof).
  const silent = ['int', 'float', 'number', 'autoFloat', 'paramValue'].includes(arg.type);
  return { problem: 'bad-value', severity: 'warning', message, ...(silent && { raven: { own: true } }) };
}

function typeProblem(arg: Arg, text: string, ctx: ValueContext): string | undefined {
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

/** The word Raven compares: upper-cased where Raven upper-cases, without a bracketed width where it strips one. */
export function comparedWord(arg: Arg, text: string): string {
  const bracket = arg.indexed ? text.indexOf('[') : -1;
  const word = bracket < 0 ? text : text.slice(0, bracket);
  return arg.caseInsensitive ? word.toUpperCase() : word;
}

/** Whether Raven reads `text` as one of the values of an enumerated argument. */
export function isKnownValue(arg: Arg, text: string): boolean {
  return !arg.values || arg.values.includes(comparedWord(arg, text));
}

/** What Raven does with a value it does not know, in words, from the argument's data. */
function consequence(arg: Arg): string {
  const keeps = arg.fallback ? ` and uses ${arg.fallback}` : '';
  switch (arg.unknown) {
    case 'fatal':
      return 'Raven stops at once with an error';
    case 'error':
      return 'Raven reports an error and does not run the simulation';
    case 'warning':
      return `Raven warns${keeps || ' and goes on without it'}`;
    case 'ignored':
      return `Raven silently ignores it${keeps}`;
    default:
      return 'Raven may not read it';
  }
}

function enumProblem(arg: Arg, text: string): ValueProblem | undefined {
  if (isKnownValue(arg, text)) return undefined;
  const values = arg.values ?? [];
  const guess = closestValue(comparedWord(arg, text), values);
  const hint = guess ? `: did you mean ${guess}?` : ` (${shortList(values)}).`;
  const severity = arg.unknown === 'error' || arg.unknown === 'fatal' ? 'error' : 'warning';
  // Raven's warning, where it writes one; where it passes over the value in silence, the warning is rvkit's.
  const raven =
    arg.unknown === 'warning' && arg.unknownWarning
      ? { ravenWarning: arg.unknownWarning }
      : arg.unknown === 'ignored'
        ? { own: true as const }
        : undefined;
  return {
    problem: 'unknown-value',
    severity,
    message: `'${text}' is not a value Raven knows for ${arg.name}${hint} ${consequence(arg)}`,
    ...(raven && { raven }),
  };
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
    if (problem)
      reporter.reportRepeated(
        problem.severity,
        problem.problem,
        words[i].offset,
        problem.message,
        problem.raven,
      );
  }
}
