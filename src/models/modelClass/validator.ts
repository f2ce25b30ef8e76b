/**
 * The models' validation, compiled once per class. The rules are class-validator's (the decorators `@field`
 * and the models declare), read from its store once per class and kept as a plan: per property, the
 * conditions (`IsOptional`), the checks with their validator instances, the nested validations. Running a
 * plan walks the properties and makes an object only for a problem; class-validator's `validateSync` looks
 * the rules up, regroups them and makes an error object for every property of every model it checks, which
 * for a Config of four hundred fields, nearly all unset, was most of the cost of building it. What a plan
 * finds is what `validateSync` finds (same rules, order, messages, options: whitelist, skip missing); the
 * store's rules are all declared when the model modules load, and the plans are dropped if one is added later.
 */
import { getMetadataStorage, type ValidationArguments } from 'class-validator';
import type { Problem } from './errors.js';
import { fieldOwner, fieldsOf, sharesFieldsOf, TYPE_CHECK } from './field.js';
import type { ModelClass } from './types.js';

/** What class-validator's store keeps of one rule (the fields read here). */
interface RuleMeta {
  readonly type: string;
  readonly propertyName: string;
  readonly target: unknown;
  readonly constraints: unknown[];
  readonly constraintCls: new () => unknown;
  readonly message?: string | ((args: ValidationArguments) => string);
  readonly each?: boolean;
  readonly validateIf?: (object: object, value: unknown) => boolean;
}

/** A custom validator instance (class-validator's ValidatorConstraintInterface). */
interface ValidatorInstance {
  validate(value: unknown, args: ValidationArguments): unknown;
  defaultMessage?(args: ValidationArguments): string;
}

/** One check of a property: its rule and the validators registered for its constraint class. */
interface Check {
  readonly rule: RuleMeta;
  readonly validators: readonly { readonly name: string; readonly instance: ValidatorInstance }[];
}

/** The compiled rules of one property. */
interface PropertyPlan {
  readonly name: string;
  readonly conditions: readonly ((object: object, value: unknown) => boolean)[];
  readonly defined: readonly Check[];
  readonly custom: readonly Check[];
  readonly nested: readonly RuleMeta[];
}

/** The compiled rules of one class, its properties in class-validator's order. */
interface Plan {
  readonly properties: readonly PropertyPlan[];
  readonly byName: ReadonlyMap<string, PropertyPlan>;
}

/** Options of a validation, as class-validator's of the same names. */
export interface ValidateOptions {
  /** Properties without any rule are reported (`unknown field`): class-validator's whitelist with
   * forbidNonWhitelisted. */
  readonly whitelist?: boolean;
  /** Null and undefined values skip every rule but `IsDefined`. */
  readonly skipMissing?: boolean;
}

interface Storage {
  getTargetValidationMetadatas(
    target: unknown,
    schema: string | undefined,
    always: boolean,
    strictGroups: boolean,
    groups?: string[],
  ): RuleMeta[];
  getTargetValidatorConstraints(target: unknown): {
    readonly name: string;
    readonly async: boolean;
    readonly instance: unknown;
  }[];
  addValidationMetadata(...a: unknown[]): void;
  addConstraintMetadata(...a: unknown[]): void;
  addValidationSchema(...a: unknown[]): void;
}

const storage = getMetadataStorage() as unknown as Storage & Record<symbol, unknown>;
const plans = new Map<unknown, Plan>();

// A rule declared after a plan was made (the classes made when a kind of command is first read, and the
// classes defined at run time) drops the plans it changes: its class's and its subclasses'.
const WATCHED = Symbol.for('rvkit.validatorPlans');
if (!storage[WATCHED]) {
  storage[WATCHED] = true;
  const dropping = (name: keyof Storage, affects: (arg: unknown, target: unknown, plan: Plan) => boolean) => {
    const add = (storage[name] as (...a: unknown[]) => void).bind(storage);
    (storage as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      for (const [target, plan] of plans) if (affects(args[0], target, plan)) plans.delete(target);
      add(...args);
    };
  };
  dropping('addValidationMetadata', (rule, target) => {
    const owner = (rule as RuleMeta).target;
    return (
      typeof owner !== 'function' ||
      target === owner ||
      (target as { prototype?: unknown }).prototype instanceof owner ||
      sharesFieldsOf(target as ModelClass, owner)
    );
  });
  dropping('addConstraintMetadata', (constraint, _target, plan) =>
    plan.properties.some((p) =>
      [...p.defined, ...p.custom].some(
        (c) => c.rule.constraintCls === (constraint as { target: unknown }).target,
      ),
    ),
  );
  dropping('addValidationSchema', () => true);
}

function checkOf(rule: RuleMeta): Check {
  return {
    rule,
    // Validators flagged async are skipped by a synchronous validation.
    validators: storage
      .getTargetValidatorConstraints(rule.constraintCls)
      .filter((c) => !c.async)
      .map((c) => ({ name: c.name, instance: c.instance as ValidatorInstance })),
  };
}

function planOf(target: unknown): Plan {
  let plan = plans.get(target);
  if (plan) return plan;
  const grouped = new Map<string, RuleMeta[]>();
  for (const rule of storage.getTargetValidationMetadatas(target, undefined, false, false, undefined)) {
    let list = grouped.get(rule.propertyName);
    if (!list) grouped.set(rule.propertyName, (list = []));
    list.push(rule);
  }
  const properties = [...grouped].map(([name, rules]): PropertyPlan => ({
    name,
    conditions: rules
      .filter((r) => r.type === 'conditionalValidation')
      .map((r) => r.constraints[0] as (object: object, value: unknown) => boolean),
    defined: rules.filter((r) => r.type === 'isDefined').map(checkOf),
    custom: rules.filter((r) => r.type === 'customValidation').map(checkOf),
    nested: rules.filter((r) => r.type === 'nestedValidation'),
  }));
  // The fields a class shares with their owners (Config: the sections') are checked as the owner declared
  // them: their type, required or nullable (the owner's further rules stay the owner's).
  const names = new Set(properties.map((p) => p.name));
  for (const f of fieldsOf(target as ModelClass)) {
    const owner = fieldOwner(target as ModelClass, f.name);
    const own = owner && !names.has(f.name) ? planOf(owner).byName.get(f.name) : undefined;
    if (own) properties.push({ ...own, custom: own.custom.filter(isTypeCheck), nested: [] });
  }
  plan = { properties, byName: new Map(properties.map((p) => [p.name, p])) };
  plans.set(target, plan);
  return plan;
}

/** A field's type check (field.ts's one constraint). */
function isTypeCheck(c: Check): boolean {
  return c.validators.length > 0 && c.validators.every((v) => v.name === TYPE_CHECK);
}

/** The problems of a model (and of the models nested in it by `ValidateNested`), as `validateSync` finds them. */
export function validate(object: object, options: ValidateOptions = {}): Problem[] {
  const out: Problem[] = [];
  walk(object, '', options, out);
  return out;
}

/** The problems of one property of a model (its rules only), as `validateSync` limited to it finds them. */
export function validateProperty(object: object, name: string, options: ValidateOptions = {}): Problem[] {
  const out: Problem[] = [];
  const p = planOf(object.constructor).byName.get(name);
  if (p) property(object, p, name, options, out);
  return out;
}

function walk(object: object, prefix: string, options: ValidateOptions, out: Problem[]): void {
  const plan = planOf(object.constructor);
  if (options.whitelist)
    for (const key of Object.keys(object))
      if (!plan.byName.has(key)) out.push({ path: join(prefix, key), message: 'unknown field' });
  for (const p of plan.properties) property(object, p, join(prefix, p.name), options, out);
}

function join(prefix: string, key: string): string {
  return prefix ? `${prefix}.${key}` : key;
}

function property(
  object: object,
  p: PropertyPlan,
  path: string,
  options: ValidateOptions,
  out: Problem[],
): void {
  const value = (object as Record<string, unknown>)[p.name];
  let go = true;
  for (const c of p.conditions) go = c(object, value) && go;
  if (!go) return;
  let found: Record<string, string> | undefined;
  for (const c of p.defined) found = run(object, value, c, found);
  let children: Problem[] | undefined;
  if (!((value === null || value === undefined) && options.skipMissing)) {
    for (const c of p.custom) found = run(object, value, c, found);
    for (const rule of p.nested) found = nested(value, rule, path, options, (children ??= []), found);
  }
  if (found) {
    // As the messages have always been read from class-validator's errors: a missing value says so alone.
    if (found.isDefined !== undefined) out.push({ path, message: 'is required' });
    else for (const message of Object.values(found)) out.push({ path, message });
  }
  if (children) for (const c of children) out.push(c);
}

/** Runs one check; its failures are added to `found` by constraint name (a later one of a name replaces). */
function run(
  object: object,
  value: unknown,
  check: Check,
  found: Record<string, string> | undefined,
): Record<string, string> | undefined {
  const { rule } = check;
  if (rule.validateIf && !rule.validateIf(object, value)) return found;
  for (const v of check.validators) {
    const args: ValidationArguments = {
      targetName: object.constructor?.name,
      property: rule.propertyName,
      object,
      value,
      constraints: rule.constraints,
    };
    const items = rule.each ? asArray(value) : undefined;
    // A promise is an asynchronous check, which a synchronous validation leaves aside (a promise is truthy).
    if (!items) {
      if (v.instance.validate(value, args)) continue;
    } else {
      const results = items.map((x) => v.instance.validate(x, args));
      if (results.some(isPromise) || results.every(Boolean)) continue;
    }
    found ??= {};
    found[v.name || rule.type] = message(rule, args, v.instance);
  }
  return found;
}

function isPromise(x: unknown): boolean {
  return !!x && typeof (x as { then?: unknown }).then === 'function';
}

function asArray(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (value instanceof Set) return [...value];
  if (value instanceof Map) return [...value.values()];
  return undefined;
}

/** The message of a failed check, with class-validator's `$property`, `$value` … tokens replaced. */
function message(rule: RuleMeta, args: ValidationArguments, instance?: ValidatorInstance): string {
  const given = rule.message ?? (instance?.defaultMessage ? instance.defaultMessage(args) : '');
  let text = typeof given === 'function' ? given(args) : given;
  if (!text) return text ?? '';
  rule.constraints?.forEach((c, i) => {
    text = text.replace(new RegExp(`\\$constraint${i + 1}`, 'g'), constraintText(c));
  });
  const v = args.value;
  if (v !== undefined && v !== null && ['string', 'boolean', 'number'].includes(typeof v))
    text = text.replace(/\$value/g, String(v));
  return text.replace(/\$property/g, args.property).replace(/\$target/g, args.targetName);
}

function constraintText(c: unknown): string {
  if (Array.isArray(c)) return c.join(', ');
  if (typeof c === 'symbol') return `${c.description}`;
  return `${c as string}`;
}

/**
 * `ValidateNested`: each item of a list (by index), or the nested model, validated with its own plan into
 * `children`; a value that is no object is a failure of the property itself, added to `found`.
 */
function nested(
  value: unknown,
  rule: RuleMeta,
  path: string,
  options: ValidateOptions,
  children: Problem[],
  found: Record<string, string> | undefined,
): Record<string, string> | undefined {
  if (value === undefined) return found;
  const entries = Array.isArray(value)
    ? value.entries()
    : value instanceof Set
      ? [...value].entries()
      : value instanceof Map
        ? value.entries()
        : undefined;
  if (entries) {
    for (const [i, item] of entries) {
      if ((item === null || item === undefined) && options.skipMissing) continue;
      const at = join(path, String(i));
      const own: Problem[] = [];
      const itemFound = nested(item, rule, at, options, own, undefined);
      for (const message of Object.values(itemFound ?? {})) children.push({ path: at, message });
      children.push(...own);
    }
    return found;
  }
  if (value instanceof Object) {
    walk(value, path, options, children);
    return found;
  }
  found ??= {};
  found[rule.type] = message(rule, {
    targetName: (rule.target as { name?: string }).name ?? '',
    property: rule.propertyName,
    object: rule.target as object,
    value,
    constraints: rule.constraints,
  });
  return found;
}
