/**
 * Field types of the typed models, as data: the decorators turn them into class-validator rules, `construct`
 * uses them to build nested models and to coerce values, and the JSON Schema export describes them.
 */

import { isSymbolic } from '../symbolic/expr.js';

/** A model class (any class built with `@field` properties). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ModelClass<T = any> = { new (): T; readonly name: string };

/** Numeric bounds: gt/lt exclusive, ge/le inclusive. */
export interface Bounds {
  gt?: number;
  ge?: number;
  lt?: number;
  le?: number;
}

/** A field type. */
export type TypeSpec =
  | { kind: 'str'; maxLength?: number; minLength?: number }
  | ({ kind: 'int' } & Bounds)
  | ({ kind: 'float' } & Bounds)
  | { kind: 'bool' }
  | { kind: 'date' }
  | {
      kind: 'enum';
      values: readonly string[];
      name?: string;
      /** Other accepted spellings, replaced by their value when read (the interface's for Raven's). */
      aliases?: Readonly<Record<string, string>>;
      /** Spellings refused with a reason (the interface's that Raven does not read). */
      refused?: Readonly<Record<string, string>>;
    }
  | { kind: 'literal'; value: string | number }
  | { kind: 'expr' }
  | { kind: 'list'; item: TypeSpec; minItems?: number; maxItems?: number }
  | { kind: 'tuple'; items: readonly TypeSpec[] }
  | { kind: 'dict'; value: TypeSpec }
  | { kind: 'model'; model: () => ModelClass }
  | { kind: 'union'; options: readonly TypeSpec[] }
  | { kind: 'any' };

/** Type constructors, named after what the spec's tables say. */
export const t = {
  str: (o: { maxLength?: number; minLength?: number } = {}): TypeSpec => ({ kind: 'str', ...o }),
  int: (b: Bounds = {}): TypeSpec => ({ kind: 'int', ...b }),
  float: (b: Bounds = {}): TypeSpec => ({ kind: 'float', ...b }),
  bool: (): TypeSpec => ({ kind: 'bool' }),
  date: (): TypeSpec => ({ kind: 'date' }),
  enumOf: (
    values: readonly string[] | Readonly<Record<string, string>>,
    name?: string,
    more: { aliases?: Readonly<Record<string, string>>; refused?: Readonly<Record<string, string>> } = {},
  ): TypeSpec => ({
    kind: 'enum',
    values: Array.isArray(values) ? values : Object.values(values),
    name,
    ...more,
  }),
  literal: (value: string | number): TypeSpec => ({ kind: 'literal', value }),
  expr: (): TypeSpec => ({ kind: 'expr' }),
  list: (item: TypeSpec, o: { minItems?: number; maxItems?: number; size?: number } = {}): TypeSpec => ({
    kind: 'list',
    item,
    minItems: o.size ?? o.minItems,
    maxItems: o.size ?? o.maxItems,
  }),
  tuple: (...items: TypeSpec[]): TypeSpec => ({ kind: 'tuple', items }),
  dict: (value: TypeSpec): TypeSpec => ({ kind: 'dict', value }),
  model: (model: () => ModelClass): TypeSpec => ({ kind: 'model', model }),
  union: (...options: TypeSpec[]): TypeSpec => ({ kind: 'union', options }),
  any: (): TypeSpec => ({ kind: 'any' }),
};

/** Raven's date and time forms: `yyyy-mm-dd` and an optional `hh:mm:ss[.s]`. */
const DATE = /^\d{4}-\d{2}-\d{2}(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/;

/** Why a value does not have a type, or undefined when it does (nested models are checked by their class). */
export function typeProblem(type: TypeSpec, v: unknown): string | undefined {
  switch (type.kind) {
    case 'str':
      if (typeof v !== 'string') return 'must be a string';
      if (type.minLength !== undefined && v.length < type.minLength)
        return `must have at least ${type.minLength} characters`;
      if (type.maxLength !== undefined && v.length > type.maxLength)
        return `must have at most ${type.maxLength} characters`;
      return undefined;
    case 'int':
      if (typeof v !== 'number' || !Number.isInteger(v)) return 'must be an integer';
      return boundsProblem(type, v);
    case 'float':
      if (typeof v !== 'number' || Number.isNaN(v)) return 'must be a number';
      return boundsProblem(type, v);
    case 'bool':
      return typeof v === 'boolean' ? undefined : 'must be true or false';
    case 'date':
      return typeof v === 'string' && DATE.test(v) ? undefined : 'must be a date yyyy-mm-dd [hh:mm:ss]';
    case 'enum':
      if (typeof v === 'string' && (type.values.includes(v) || Object.hasOwn(type.aliases ?? {}, v)))
        return undefined;
      if (typeof v === 'string' && Object.hasOwn(type.refused ?? {}, v)) return type.refused![v];
      return `must be one of ${type.values.length > 12 ? `the ${type.values.length} values of ${type.name ?? 'the enumeration'}` : type.values.join(', ')}`;
    case 'literal':
      return v === type.value ? undefined : `must be ${type.value}`;
    case 'expr':
      return typeof v === 'number' || isSymbolic(v) ? undefined : 'must be a number or a symbolic expression';
    case 'list': {
      if (!Array.isArray(v)) return 'must be a list';
      const { minItems: min, maxItems: max } = type;
      if (min !== undefined && min === max && v.length !== min) return `must have exactly ${min} items`;
      if (min !== undefined && v.length < min) return `must have at least ${min} items`;
      if (max !== undefined && v.length > max) return `must have at most ${max} items`;
      for (let i = 0; i < v.length; i++) {
        const p = typeProblem(type.item, v[i]);
        if (p) return `item ${i} ${p}`;
      }
      return undefined;
    }
    case 'tuple':
      if (!Array.isArray(v) || v.length !== type.items.length)
        return `must have exactly ${type.items.length} items`;
      for (let i = 0; i < v.length; i++) {
        const p = typeProblem(type.items[i], v[i]);
        if (p) return `item ${i} ${p}`;
      }
      return undefined;
    case 'dict':
      if (!v || typeof v !== 'object' || Array.isArray(v)) return 'must be a mapping';
      for (const [k, x] of Object.entries(v)) {
        const p = typeProblem(type.value, x);
        if (p) return `entry ${k} ${p}`;
      }
      return undefined;
    case 'model':
      return v instanceof type.model() ? undefined : `must be a ${type.model().name}`;
    case 'union':
      return type.options.some((o) => typeProblem(o, v) === undefined)
        ? undefined
        : `must be ${describeType(type)}`;
    case 'any':
      return undefined;
  }
}

function boundsProblem(b: Bounds, v: number): string | undefined {
  if (b.gt !== undefined && !(v > b.gt)) return `must be greater than ${b.gt}`;
  if (b.ge !== undefined && !(v >= b.ge)) return `must be at least ${b.ge}`;
  if (b.lt !== undefined && !(v < b.lt)) return `must be less than ${b.lt}`;
  if (b.le !== undefined && !(v <= b.le)) return `must be at most ${b.le}`;
  return undefined;
}

/** A short description of a type, for messages. */
export function describeType(type: TypeSpec): string {
  switch (type.kind) {
    case 'list':
      return `a list of ${describeType(type.item)}`;
    case 'union':
      return type.options.map(describeType).join(' or ');
    case 'model':
      return `a ${type.model().name}`;
    case 'enum':
      return type.name ?? 'one of the allowed values';
    case 'literal':
      return String(type.value);
    default:
      return type.kind === 'expr' ? 'a number or expression' : `a ${type.kind}`;
  }
}
