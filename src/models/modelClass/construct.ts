/**
 * Building validated models from plain values (JSON, keyword objects): aliases become field names, unknown
 * keys are refused, class-transformer applies the coercions and nests the models, class-validator checks
 * every rule, and every problem comes back at once in a `ConfigValidationError`.
 */
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { ConfigValidationError, type Problem, type SourceLocation } from './errors.js';
import { defaultOf, fieldsOf, isTransformed } from './field.js';
import { typeProblem, type ModelClass, type TypeSpec } from './types.js';
import { cacheValidationLookups, validatingOnly } from './validatorCache.js';
import { isPlainObject } from './plain.js';

cacheValidationLookups();

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
  problems.push(...validationProblems(instance));
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
  for (const f of fieldsOf(cls))
    target[f.name] = Object.hasOwn(values, f.name) ? values[f.name] : defaultOf(f);
  const finish = (cls as unknown as { [FINISH]?: (x: T) => T })[FINISH];
  return finish ? finish.call(cls, instance) : instance;
}

/** The problems class-validator finds in a model (and the models nested in it). */
export function validationProblems(instance: object): Problem[] {
  const errors = validateSync(instance, {
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: false,
  });
  return flatten(errors, '');
}

function flatten(errors: readonly ValidationError[], prefix: string): Problem[] {
  const out: Problem[] = [];
  for (const e of errors) {
    const path = prefix ? `${prefix}.${e.property}` : e.property;
    const c = e.constraints ?? {};
    if (c.isDefined) out.push({ path, message: 'is required' });
    else if (c.whitelistValidation) out.push({ path, message: 'unknown field' });
    else for (const m of Object.values(c)) out.push({ path, message: m });
    if (e.children?.length) out.push(...flatten(e.children, path));
  }
  return out;
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
  const fields = fieldsOf(cls);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(plain)) {
    const f = fields.find((x) => x.name === key) ?? fields.find((x) => x.alias === key);
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
  for (const f of fields) if (!Object.hasOwn(out, f.name)) out[f.name] = defaultOf(f);
  const hook = (cls as unknown as { [NORMALIZE]?: (o: Record<string, unknown>) => void })[NORMALIZE];
  if (hook) hook.call(cls, out);
  return out;
}

let building = 0;

/** True while `construct` creates instances: model constructors then leave the work to it. */
export function isBuilding(): boolean {
  return building > 0;
}

/** class-transformer's instantiation (coercions, nested models), with constructors told to stand aside. */
function instantiate(cls: ModelClass, values: unknown): object {
  building++;
  try {
    // Values that are already built (nested models, symbols, typed arrays) are set as they are: they were
    // checked when built, and copying a table of a million rows again would cost what loading costs.
    const plain: Record<string, unknown> = {};
    const built: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(values as Record<string, unknown>))
      (isBuilt(v) && !isTransformed(cls, k) ? built : plain)[k] = v;
    return Object.assign(plainToInstance(cls, plain) as object, built);
  } finally {
    building--;
  }
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
      const built = instantiate(cls, normalize(cls, value, path, problems));
      for (const p of validationProblems(built)) problems.push({ ...p, path: `${path}.${p.path}` });
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
  const f = fieldsOf(cls).find((x) => x.name === name) ?? fieldsOf(cls).find((x) => x.alias === name);
  if (!f) return { field: name, problems: [{ path: name, message: `unknown field of ${cls.name}` }] };
  const problems: Problem[] = [];
  const normalized = normalizeValue(f.type, value, f.name, problems);
  const probe = instantiate(cls, { [f.name]: normalized });
  // Only this field's rules are run (a Config has hundreds of fields, unset on the probe); when it holds a
  // value, missing ones are skipped as before.
  const present = normalized !== null && normalized !== undefined;
  const found = validatingOnly(cls, f.name, () =>
    validateSync(probe, { skipMissingProperties: present, forbidUnknownValues: false }),
  );
  problems.push(
    ...flatten(
      found.filter((e) => e.property === f.name),
      '',
    ),
  );
  return { field: f.name, problems };
}

/** Sets a field after checking it, for models that validate on assignment. */
export function assignChecked(target: object, cls: ModelClass, name: string, value: unknown): void {
  const { field, problems } = fieldProblems(cls, name, value);
  if (problems.length > 0) throw new ConfigValidationError(problems, cls.name);
  const normalized = normalizeValue(fieldsOf(cls).find((f) => f.name === field)!.type, value, field, []);
  (target as Record<string, unknown>)[field] = (
    instantiate(cls, { [field]: normalized }) as Record<string, unknown>
  )[field];
}
