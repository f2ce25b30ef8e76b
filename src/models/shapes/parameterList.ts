/**
 * One row of a parameter list (`:LandUseParameterList` …): a class name (or `[DEFAULT]`) and its values.
 * Raven reads each value as a number, `_AUTO`/`AUTO` (computed), `_DEFAULT`/`_DEF` (the `[DEFAULT]` row's
 * value, here null) or a `:ValueAlias` name (starting with `_`); any other word it would read with atof.
 */
import { field } from '../modelClass/field.js';
import { Record } from '../modelClass/model.js';
import { t, type TypeSpec } from '../modelClass/types.js';
import type { Expr } from '../symbolic/expr.js';
import { rule } from '../rules/rule.js';
import { ATOF_WORDS } from '../commandText/problems.js';

/** The base types have no null type: a literal null stands for it (the spec's "or null" list items). */
const NULL = { kind: 'literal', value: null } as unknown as TypeSpec;

/**
 * A class-table value Raven reads with atof: a number or expression, or one of its special words as written
 * (an extension of the spec's Expr: real files write `_DEFAULT` there, which atof reads as 0).
 */
export const ATOF_VALUE: TypeSpec = t.union(t.expr(), t.enumOf(ATOF_WORDS, 'special word'));

/** The words Raven reads as `_DEFAULT` (null in the model). */
export const DEFAULT_WORDS: readonly string[] = ['_DEFAULT', '_DEF'];

/** Why a string value would not be read by Raven as written, or undefined. */
export function stringValueProblem(s: string): string | undefined {
  if (DEFAULT_WORDS.includes(s)) return `'${s}' means the [DEFAULT] row's value: give null`;
  if (s === '_AUTO' || s === 'AUTO') return undefined;
  if (/^_[^\s,#]+$/.test(s)) return undefined;
  return `'${s}' is not a value Raven reads: give a number, null (_DEFAULT), _AUTO or a :ValueAlias name starting with _`;
}

/** A parameter list row. */
export class ParameterList extends Record {
  @field(t.str(), { default: '', doc: 'Class name, or [DEFAULT] for the values every class starts from.' })
  name!: string;
  @rule('no_none_in_default', (v, o) =>
    o.name === '[DEFAULT]' && Array.isArray(v) && v.includes(null)
      ? 'the [DEFAULT] row cannot hold null (_DEFAULT): it is the template the other rows default to'
      : undefined,
  )
  @rule('raven_values', (v) => {
    if (!Array.isArray(v)) return undefined;
    const i = v.findIndex((x) => typeof x === 'string' && stringValueProblem(x) !== undefined);
    return i < 0 ? undefined : `item ${i}: ${stringValueProblem(v[i] as string)}`;
  })
  @field(t.list(t.union(t.expr(), t.str(), NULL)), {
    default: () => [],
    doc: 'One value per parameter name: a number or expression, _AUTO, a :ValueAlias name, or null (_DEFAULT).',
  })
  values!: (Expr | string | null)[];
}
