/**
 * Building validated models from plain values (JSON, keyword objects): aliases become field names, unknown
 * keys are refused, class-transformer applies the coercions and nests the models, class-validator checks
 * every rule, and every problem comes back at once in a `ConfigValidationError`.
 */
import { TransformationType } from 'class-transformer';
import { defaultOptions } from 'class-transformer/cjs/constants/default-options.constant.js';
import { TransformOperationExecutor } from 'class-transformer/cjs/TransformOperationExecutor.js';
import { ConfigValidationError, type Problem, type SourceLocation } from './errors.js';
import { defaultOf, fieldByKey, fieldsOf, transformsOf, type FieldMeta, type TransformFn } from './field.js';
import { typeProblem, type ModelClass, type TypeSpec } from './types.js';
import { validate, validateProperty } from './validator.js';
import { isPlainObject } from './plain.js';

/** Marks root models (their value is `root`, given as the bare value). */
export const ROOT = Symbol('rvkit.root');

/** A static hook of a model class that runs its construction (`build`) in a context the plain value sets up
 * (Config: its `:Alias` names are state variables for the processes it holds). */
export const PREPARE = Symbol('rvkit.prepare');

/** A static hook of a model class that wraps each finished instance (sections add assignment checks). */
export const FINISH = Symbol('rvkit.finish');

/**
 * A static hook of a model class that rewrites its plain field values before they are instantiated (JSON
 * lists of numbers into typed arrays, tagged items into models): a class-transformer @Transform would walk
 * a typed array of a million values key by key first.
 */
export const NORMALIZE = Symbol('rvkit.normalize');

/** Where each field path of a model built from RV text came from. */
const LOCATIONS = new WeakMap<object, Map<string, SourceLocation>>();

/** Records where a model (path '') and its fields came from, for the messages of later validations. */
export function setLocations(model: object, locations: Map<string, SourceLocation>): void {
  LOCATIONS.set(model, locations);
}

/** The locations recorded for a model (`setLocations`), if any. */
export function locationsOf(model: object): Map<string, SourceLocation> | undefined {
  return LOCATIONS.get(model);
}

/** The recorded location of a field path of a model, or of the nearest enclosing path. */
export function locationOf(model: object, path: string): SourceLocation | undefined {
  const map = LOCATIONS.get(model);
  if (!map) return undefined;
  for (let p = path; ; p = p.includes('.') ? p.slice(0, p.lastIndexOf('.')) : '') {
    const loc = map.get(p);
    if (loc || p === '') return loc;
  }
}

function isRoot(cls: ModelClass): boolean {
  return (cls as unknown as { [ROOT]?: boolean })[ROOT] === true;
}

/** Builds a model from a plain value, or throws `ConfigValidationError` listing every problem. */
export function construct<T extends object>(
  cls: ModelClass<T>,
  plain: unknown,
  locations?: Map<string, SourceLocation>,
): T {
  const prepare = (cls as unknown as { [PREPARE]?: (p: unknown, build: () => T) => T })[PREPARE];
  if (prepare) return prepare.call(cls, plain, () => build(cls, plain, locations));
  return build(cls, plain, locations);
}

function build<T extends object>(
  cls: ModelClass<T>,
  plain: unknown,
  locations?: Map<string, SourceLocation>,
): T {
  const problems: Problem[] = [];
  const normalized = normalize(cls, plain, '', problems);
  const instance = instantiate(cls, normalized) as T;
  problems.push(...builtProblems(cls, normalized, instance));
  if (locations) setLocations(instance, locations);
  if (problems.length > 0) {
    const located = locations
      ? problems.map((p) => ({ ...p, location: p.location ?? locationOf(instance, p.path) }))
      : problems;
    throw new ConfigValidationError(located, cls.name);
  }
  const finish = (cls as unknown as { [FINISH]?: (x: T) => T })[FINISH];
  return finish ? finish.call(cls, instance) : instance;
}

/**
 * Builds a model from field values that already hold their field's type, as a scanner that checked every
 * value gives them (numbers read from text it verified, names it matched): no coercion and no per-value
 * validation, the cost of a read being the reading. Fields left out take their defaults. The caller answers
 * for the values: anything it has not checked goes through `construct`.
 */
export function trusted<T extends object>(cls: ModelClass<T>, values: Readonly<Record<string, unknown>>): T {
  let instance: T;
  building++;
  try {
    instance = new (cls as unknown as new () => T)();
  } finally {
    building--;
  }
  const target = instance as unknown as Record<string, unknown>;
  const { names, fresh, constant } = layoutOf(cls);
  for (let i = 0; i < names.length; i++) {
    const name = names[i]!;
    const make = fresh[i];
    target[name] = Object.hasOwn(values, name) ? values[name] : make ? make() : constant[i];
  }
  const finish = (cls as unknown as { [FINISH]?: (x: T) => T })[FINISH];
  return finish ? finish.call(cls, instance) : instance;
}

/**
 * Builds a model from values each already checked against its field by name (as the loader checks each
 * command as it reads it), as `construct` builds it from them: left-out fields take their defaults and the
 * fields' transforms run (spellings renamed to the values they stand for), but nothing is checked again and
 * nothing copied (the caller made the lists and mappings). A Config of four hundred fields, its commands
 * checked one by one while they were read, is then not checked a second time as a whole.
 */
export function checkedFields<T extends object>(
  cls: ModelClass<T>,
  values: Readonly<Record<string, unknown>>,
): T {
  const { names, fresh, constant, transforms } = layoutOf(cls);
  const all: Record<string, unknown> = { ...values };
  for (let i = 0; i < names.length; i++) {
    const make = fresh[i];
    if (!Object.hasOwn(all, names[i]!)) all[names[i]!] = make ? make() : constant[i];
  }
  let instance: T;
  building++;
  try {
    instance = new (cls as unknown as new () => T)();
    const target = instance as unknown as Record<string, unknown>;
    // The fields in order, then anything else given (as the values' own keys were set before).
    for (let i = 0; i < names.length; i++) {
      const k = names[i]!;
      const v = all[k];
      target[k] = transforms[i]!.length === 0 ? v : transform(transforms[i]!, v, k, all);
    }
    for (const k of Object.keys(values)) {
      if (Object.hasOwn(target, k)) continue;
      const fns = transformsOf(cls, k);
      target[k] = fns.length === 0 ? values[k] : transform(fns, values[k], k, all);
    }
  } finally {
    building--;
  }
  const finish = (cls as unknown as { [FINISH]?: (x: T) => T })[FINISH];
  return finish ? finish.call(cls, instance) : instance;
}

/** The problems the rules of a model (and of the models nested in it) find, unknown fields included. */
export function validationProblems(instance: object): Problem[] {
  return validate(instance, { whitelist: true });
}

/** Renames aliases to field names (recursively through nested models) and reports unknown or doubled keys. */
function normalize(cls: ModelClass, plain: unknown, path: string, problems: Problem[]): unknown {
  if (plain instanceof cls) return plain;
  // Nothing given: every field takes its default (a root model's too).
  if (plain === undefined) plain = {};
  else if (isRoot(cls)) plain = { root: plain };
  if (!plain || typeof plain !== 'object' || Array.isArray(plain)) {
    problems.push({ path, message: `must be an object with the fields of ${cls.name}` });
    return {};
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(plain)) {
    const f = fieldByKey(cls, key);
    const at = path ? `${path}.${key}` : key;
    if (!f) {
      problems.push({ path: at, message: `unknown field of ${cls.name}` });
      continue;
    }
    if (Object.hasOwn(out, f.name)) {
      problems.push({ path: at, message: `given twice (as ${f.name} and as ${f.alias})` });
      continue;
    }
    out[f.name] = normalizeValue(f.type, value, path ? `${path}.${f.name}` : f.name, problems);
  }
  const { names, fresh, constant } = layoutOf(cls);
  for (let i = 0; i < names.length; i++) {
    const name = names[i]!;
    const make = fresh[i];
    if (!Object.hasOwn(out, name)) out[name] = make ? make() : constant[i];
  }
  const hook = (cls as unknown as { [NORMALIZE]?: (o: Record<string, unknown>) => void })[NORMALIZE];
  if (hook) hook.call(cls, out);
  COMPLETE.add(out);
  return out;
}

let building = 0;

/** True while `construct` creates instances: model constructors then leave the work to it. */
export function isBuilding(): boolean {
  return building > 0;
}

/** Nothing class-transformer needs to see (`plainCopy`). */
const NOT_PLAIN = Symbol('rvkit.notPlain');

/**
 * The instance of a model class holding `values`, with constructors told to stand aside, as class-transformer's
 * `plainToInstance` makes it: values that are already built (nested models, symbols, typed arrays) and single
 * values (numbers, words, null: most of a Config's four hundred fields are unset) are set as they are, lists
 * and mappings of plain values copied (a model never shares them with the caller), and the fields with a
 * transform (coercions, a model's own) go through class-transformer's walk one by one, their transforms seeing
 * every value given (`obj`). Asked for every field, class-transformer looks up each field's metadata on each
 * build, most of the cost of building a Config; copying a table of a million rows again would cost what
 * loading costs.
 */
export function instantiate(cls: ModelClass, values: unknown): object {
  building++;
  try {
    const given = values as Record<string, unknown>;
    const instance = new (cls as unknown as new () => object)() as Record<string, unknown>;
    // A complete value (`normalize`'s: every field, nothing else) is read by the class's field list: the
    // keys of an object of a Config's four hundred fields would be sorted out of its hash table first.
    const layout = COMPLETE.has(given) ? layoutOf(cls) : undefined;
    if (layout) layout.bare ??= Object.keys(instance).length === 0;
    const keys = layout ? layout.names : Object.keys(given);
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i]!;
      const v = given[k];
      const transforms = layout ? layout.transforms[i]! : transformsOf(cls, k);
      if (v === null || v === undefined) {
        instance[k] = transforms.length === 0 ? v : transform(transforms, v, k, given);
        continue;
      }
      let copy = transforms.length === 0 && isBuilt(v) ? v : plainCopy(v);
      // Models `normalize` has just built for this value are nobody else's: taken as they are.
      if (copy === NOT_PLAIN && takeFresh(v)) copy = v;
      // Anything else holds class instances: class-transformer's walk copies them (as new instances).
      if (copy === NOT_PLAIN)
        copy = walker().transform(undefined, v, undefined, undefined, v instanceof Map, 1);
      instance[k] = transforms.length === 0 ? copy : transform(transforms, copy, k, given);
    }
    return instance;
  } finally {
    building--;
  }
}

/** The values `normalize` made: every field of their class, and nothing else. */
const COMPLETE = new WeakSet<object>();

/** What building any instance of a class reads per field, in field order (made once per field list). */
interface Layout {
  readonly fields: readonly FieldMeta[];
  readonly names: readonly string[];
  readonly transforms: readonly (readonly TransformFn[])[];
  /** Each field's default: made fresh by a function (lists, objects), or a constant. */
  readonly fresh: readonly ((() => unknown) | undefined)[];
  readonly constant: readonly unknown[];
  /** True when an instance made while building holds no key of its own (then one built from a complete
   * value holds its fields and nothing else, and no key of it is unknown). */
  bare?: boolean;
}
const LAYOUTS = new WeakMap<readonly FieldMeta[], Layout>();
function layoutOf(cls: ModelClass): Layout {
  const fields = fieldsOf(cls);
  let layout = LAYOUTS.get(fields);
  if (!layout) {
    const names = fields.map((f) => f.name);
    layout = {
      fields,
      names,
      transforms: names.map((n) => transformsOf(cls, n)),
      fresh: fields.map((f) => (typeof f.default === 'function' ? () => defaultOf(f) : undefined)),
      constant: fields.map((f) => (typeof f.default === 'function' ? undefined : defaultOf(f))),
    };
    LAYOUTS.set(fields, layout);
  }
  return layout;
}

/** The problems of an instance just built (`instantiate`d from `values`): its unknown keys are looked for
 * only where it may have some (the keys of a Config's four hundred fields would be sorted out of its hash
 * table to find none). */
function builtProblems(cls: ModelClass, values: unknown, instance: object): Problem[] {
  const known = COMPLETE.has(values as object) && layoutOf(cls).bare === true;
  return validate(instance, { whitelist: !known });
}

/** Models `normalizeValue` built from plain values and no model holds yet. */
const FRESH = new WeakSet<object>();

/**
 * True when `v` is a list (made by `normalizeValue`) of models it has just built, or one such model: nobody
 * else holds them, so the model being made takes them without a copy. They are then no longer fresh (a list
 * taken from the finished model and given again is copied).
 */
function takeFresh(v: unknown): boolean {
  const items = Array.isArray(v) ? v : [v];
  if (items.length === 0) return false;
  for (const x of items) if (!x || typeof x !== 'object' || !FRESH.has(x as object)) return false;
  for (const x of items) FRESH.delete(x as object);
  return true;
}

/** class-transformer's options for plainToInstance (its defaults). */
const OPTIONS = { ...defaultOptions };
let shared: TransformOperationExecutor | undefined;

/** class-transformer's walk of plain values into instances (it keeps no state between calls). */
function walker(): TransformOperationExecutor {
  return (shared ??= new TransformOperationExecutor(TransformationType.PLAIN_TO_CLASS, OPTIONS));
}

/** A field's @Transform functions run on its (copied) value, as class-transformer runs them. */
function transform(transforms: readonly TransformFn[], value: unknown, key: string, obj: object): unknown {
  let v = value;
  for (const fn of transforms)
    v = fn({ value: v, key, obj, type: TransformationType.PLAIN_TO_CLASS, options: OPTIONS });
  return v;
}

/** A copy of plain data (single values, lists, plain objects) as class-transformer makes it, or NOT_PLAIN. */
function plainCopy(v: unknown): unknown {
  if (v === null || (typeof v !== 'object' && typeof v !== 'function')) return v;
  if (Array.isArray(v)) {
    const out = new Array<unknown>(v.length);
    for (let i = 0; i < v.length; i++) {
      const x = plainCopy(v[i]);
      if (x === NOT_PLAIN) return NOT_PLAIN;
      out[i] = x;
    }
    return out;
  }
  if (typeof v !== 'object') return NOT_PLAIN;
  const proto = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return NOT_PLAIN;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) {
    if (k === '__proto__' || k === 'constructor') continue;
    const c = plainCopy(x);
    if (c === NOT_PLAIN) return NOT_PLAIN;
    out[k] = c;
  }
  return out;
}

function isBuilt(v: unknown): boolean {
  if (Array.isArray(v)) return v.length > 0 && isBuilt(v[0]);
  if (!v || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v);
  return proto !== Object.prototype && proto !== null;
}

function normalizeValue(type: TypeSpec, value: unknown, path: string, problems: Problem[]): unknown {
  if (value === null || value === undefined) return value;
  switch (type.kind) {
    case 'model': {
      const cls = type.model();
      if (value instanceof cls) return value;
      const normalized = normalize(cls, value, path, problems);
      const built = instantiate(cls, normalized);
      for (const p of builtProblems(cls, normalized, built))
        problems.push({ ...p, path: `${path}.${p.path}` });
      FRESH.add(built);
      return built;
    }
    case 'list':
      return Array.isArray(value)
        ? value.map((v, i) => normalizeValue(type.item, v, `${path}.${i}`, problems))
        : value;
    case 'union': {
      // A union holding models takes the first option the value fits.
      let first: { built: unknown; problems: Problem[] } | undefined;
      for (const option of type.options) {
        if (option.kind !== 'model') {
          if (typeProblem(option, value) === undefined) return value;
          continue;
        }
        const trial: Problem[] = [];
        const built = normalizeValue(option, value, path, trial);
        if (trial.length === 0 && validationProblems(built as object).length === 0) return built;
        first ??= { built, problems: trial };
      }
      // An object that fits no option of a union of one model and plain values (null …) is read as that model,
      // whose own problems say what is wrong (better than "must be a X or null").
      const models = type.options.filter((o) => o.kind === 'model');
      if (first && models.length === 1 && models.length < type.options.length && isPlainObject(value)) {
        problems.push(...first.problems);
        return first.built;
      }
      return value;
    }
    default:
      return value;
  }
}

/** The problems of giving `value` to one field of a model class (aliases accepted), for assignment checks. */
export function fieldProblems(
  cls: ModelClass,
  name: string,
  value: unknown,
): { field: string; problems: Problem[] } {
  const f = fieldByKey(cls, name);
  if (!f) return { field: name, problems: [{ path: name, message: `unknown field of ${cls.name}` }] };
  const problems: Problem[] = [];
  const normalized = normalizeValue(f.type, value, f.name, problems);
  const probe = instantiate(cls, { [f.name]: normalized });
  // Only this field's rules are run (a Config has hundreds of fields, unset on the probe); when it holds a
  // value, missing ones (in the models it holds) are skipped.
  const present = normalized !== null && normalized !== undefined;
  problems.push(...validateProperty(probe, f.name, { skipMissing: present }));
  return { field: f.name, problems };
}

/** Sets a field after checking it, for models that validate on assignment. */
export function assignChecked(target: object, cls: ModelClass, name: string, value: unknown): void {
  const { field, problems } = fieldProblems(cls, name, value);
  if (problems.length > 0) throw new ConfigValidationError(problems, cls.name);
  const normalized = normalizeValue(fieldByKey(cls, field)!.type, value, field, []);
  (target as Record<string, unknown>)[field] = (
    instantiate(cls, { [field]: normalized }) as Record<string, unknown>
  )[field];
}
