/**
 * The typed field of a catalogue argument (`grammar/types.ts` `Arg`): its type, the rules of its value type,
 * and how a word of text becomes its value. Raven's special words are typed values here, not text kept
 * aside: `_AUTO`/`AUTO` (computed), `_DEFAULT`/`_DEF` (the template's value) and `:ValueAlias` names
 * (starting with `_`) where Raven reads a parameter value, `_AUTO` where it reads a float or `_AUTO`.
 */
import type { Arg } from '../../../grammar/types.js';
import { isNumberLiteral } from '../../parser/numbers.js';
import { field } from '../modelClass/field.js';
import { t, type TypeSpec } from '../modelClass/types.js';
import { rule, type RuleCheck } from '../rules/rule.js';
import { IsStateVariable } from '../rules/stateVariableRule.js';
import { joinedPathProblem, wordProblem } from '../rules/wordRule.js';
import { placeholder } from '../commandText/template.js';

/** The words Raven reads in a parameter value besides numbers: computed, or the template's value. */
export const SPECIAL_WORDS: readonly string[] = ['_AUTO', 'AUTO', '_DEFAULT', '_DEF'];

/** Raven's time of day: `hh:mm:ss` with optional fraction (`0:00:00`, `12:30:00.0`). */
const TIME = /^\d{1,2}:\d{2}(?::\d{2}(?:\.\d*)?)?$/;

/** Why a string is not a word Raven reads in a parameter value, or undefined. */
export function specialWordProblem(v: unknown): string | undefined {
  if (typeof v !== 'string') return undefined;
  if (SPECIAL_WORDS.includes(v) || /^_[^\s,#]+$/.test(v)) return undefined;
  return `'${v}' is not a value Raven reads: give a number, _AUTO, _DEFAULT or a :ValueAlias name starting with _`;
}

function timeProblem(v: unknown): string | undefined {
  return typeof v === 'string' && !TIME.test(v) ? `'${v}' is not a time of day hh:mm:ss` : undefined;
}

/** Why an enumerated word is not one Raven reads for `arg` (its case ignored, or a width in brackets). */
function enumProblem(arg: Arg): RuleCheck {
  const values = arg.values ?? [];
  return (v) => {
    if (typeof v !== 'string') return undefined;
    let word = arg.caseInsensitive ? v.toUpperCase() : v;
    if (arg.indexed) word = word.replace(/\[\d+\]$/, '');
    if (values.includes(word)) return undefined;
    const list = values.length > 12 ? `one of the ${values.length} values Raven reads` : values.join(', ');
    return `'${v}' must be ${list}`;
  };
}

/** Applies a value check to a value or to each item of a list. */
function each(check: RuleCheck): RuleCheck {
  return (v, o) => {
    if (!Array.isArray(v)) return check(v, o);
    for (let i = 0; i < v.length; i++) {
      const p = check(v[i], o);
      if (p) return `item ${i} ${p}`;
    }
    return undefined;
  };
}

/** The type of one value of an argument. */
export function valueType(arg: Arg): TypeSpec {
  switch (arg.type) {
    case 'int':
      return t.int();
    case 'float':
      return t.expr();
    case 'number':
      return t.float();
    case 'paramValue':
      return t.union(t.expr(), t.str());
    case 'autoFloat':
      return t.union(t.expr(), t.literal('_AUTO'));
    case 'enum':
      return arg.caseInsensitive || arg.indexed || !arg.values?.length
        ? t.str()
        : t.enumOf(arg.values, arg.name);
    case 'date':
      return t.date();
    case 'timestep':
      return t.union(t.float({ gt: 0 }), t.str());
    case 'path':
      return t.str({ minLength: 1 });
    default:
      return t.str();
  }
}

/** Whether an argument is one list field (a variadic argument other than a path, which Raven joins into one). */
export function isListArg(arg: Arg): boolean {
  return arg.variadic === true && arg.type !== 'path';
}

/** The rule checks of an argument's value type, beyond its type. */
function checks(arg: Arg): RuleCheck[] {
  switch (arg.type) {
    case 'word':
      return [(v) => wordProblem(v)];
    case 'enum':
      return arg.caseInsensitive || arg.indexed ? [enumProblem(arg)] : [];
    case 'paramValue':
      return [specialWordProblem];
    case 'time':
      return [timeProblem];
    case 'timestep':
      return [timeProblem];
    case 'path':
      return [joinedPathProblem];
    default:
      return [];
  }
}

/**
 * Declares the field of an argument on a class prototype (`name` defaults to the argument's name; `alias`
 * and `doc` as for any field; an optional argument may be null).
 */
export function declareArg(
  proto: object,
  arg: Arg,
  name = arg.name,
  more: { alias?: string; doc?: string } = {},
): void {
  const list = isListArg(arg);
  const type = list ? t.list(valueType(arg)) : valueType(arg);
  const options = list
    ? { default: () => [] as unknown[], ...more }
    : arg.optional
      ? { nullable: true, default: null, ...more }
      : { ...more };
  field(type, options)(proto, name);
  for (const check of checks(arg)) rule(`${arg.type}Word`, each(check))(proto, name);
  if (arg.type === 'stateVar') IsStateVariable()(proto, name);
}

/** The typed value of a word for an argument: numbers where Raven reads numbers, a placeholder's variable in
 * a template, the word otherwise (the field's type and rules then say what is wrong with it). */
export function argValue(arg: Arg, text: string): unknown {
  switch (arg.type) {
    case 'int':
    case 'number':
    case 'timestep':
      return isNumberLiteral(text, 0, text.length) ? Number(text) : text;
    case 'float':
    case 'paramValue':
    case 'autoFloat':
      return isNumberLiteral(text, 0, text.length) ? Number(text) : (placeholder(text) ?? text);
    default:
      return text;
  }
}
