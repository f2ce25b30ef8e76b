/**
 * `@field`: declares a model field with its spec name, its alias (the Raven command name) and its type. It
 * records the field for `construct`, the encoder and the JSON Schema, and turns the type into class-validator
 * rules (the validation) and class-transformer transforms (the coercions). Nested models are checked when
 * they are built (by their own constructor, or by `construct` for plain values), not again by each parent.
 */
import 'reflect-metadata';
import { Transform, TransformationType } from 'class-transformer';
// The metadata store behind @Transform (the same instance class-transformer itself uses).
import { defaultMetadataStorage } from 'class-transformer/cjs/storage.js';
import {
  IsDefined,
  IsOptional,
  registerDecorator,
  ValidatorConstraint,
  type ValidationArguments,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { exprFromJSON } from '../symbolic/parse.js';
import { typeProblem, type ModelClass, type TypeSpec } from './types.js';

/** Options of a field. */
export interface FieldOptions {
  /** The Raven command name (without `:`), accepted as a key in place of the field name. */
  alias?: string;
  /** The field may hold null (the spec's "or null"). */
  nullable?: boolean;
  /** Numbers given for this string field become strings (the spec's five coercing models). */
  coerceString?: boolean;
  /** The value when the field is not given: a constant, or a function for fresh lists and objects. A field
   * without a default (and not nullable) is required. */
  default?: unknown;
  /** One line of documentation (shown in the JSON Schema). */
  doc?: string;
}

/** A declared field. */
export interface FieldMeta extends FieldOptions {
  readonly name: string;
  readonly type: TypeSpec;
}

const FIELDS = Symbol('rvkit.fields');

type WithFields = { [FIELDS]?: FieldMeta[] };

/** The class-validator name of the type check of every field. */
export const TYPE_CHECK = 'rvkitType';

/**
 * The type check of every field: one class-validator constraint, the field's type its constraint (a
 * constraint class per field, as `ValidateBy` makes, cost a class, its metadata and two closures for each
 * of the thousand-odd fields of the models, resident from the moment the models load).
 */
class TypeCheck implements ValidatorConstraintInterface {
  validate(v: unknown, a: ValidationArguments): boolean {
    return typeProblem(a.constraints[0] as TypeSpec, v) === undefined;
  }
  defaultMessage(a: ValidationArguments): string {
    return typeProblem(a.constraints[0] as TypeSpec, a.value) ?? 'is invalid';
  }
}
ValidatorConstraint({ name: TYPE_CHECK })(TypeCheck);

/** Declares a field of a model class. */
export function field(type: TypeSpec, options: FieldOptions = {}): PropertyDecorator {
  return (target, key) => {
    const name = String(key);
    const ctor = target.constructor as WithFields;
    declared = new WeakMap();
    transformed = new WeakMap();
    keyed = new WeakMap();
    if (!Object.hasOwn(ctor, FIELDS)) ctor[FIELDS] = [];
    ctor[FIELDS]!.push({ name, type, ...options });
    // A default fills a missing value before validation; null passes only where the spec allows it.
    if (options.nullable) IsOptional()(target, key);
    else if (!('default' in options)) IsDefined({ message: 'is required' })(target, key);
    registerDecorator({
      name: TYPE_CHECK,
      target: ctor as object as new () => object,
      propertyName: name,
      constraints: [type],
      options: {},
      validator: TypeCheck,
    });
    const coerce = coercion(type, options);
    if (coerce)
      Transform(({ obj }) => coerce((obj as Record<string, unknown>)[name]), { toClassOnly: true })(
        target,
        key,
      );
  };
}

/** One class-transformer @Transform function (the arguments it is called with). */
export type TransformFn = (args: {
  value: unknown;
  key: string;
  obj: unknown;
  type: TransformationType;
  options: object;
}) => unknown;

/**
 * The class-transformer @Transform functions (ours or a model's own) a field's values go through when a model
 * is built from plain values, in the order class-transformer runs them (those not limited to groups), or an
 * empty list. A field that has any must go through them even when its value is an already built model.
 */
export function transformsOf(cls: ModelClass, name: string): readonly TransformFn[] {
  const owner = fieldOwner(cls, name);
  if (owner) return transformsOf(owner, name);
  let byName = transformed.get(cls);
  if (!byName) transformed.set(cls, (byName = new Map()));
  let found = byName.get(name);
  if (found === undefined) {
    const all = defaultMetadataStorage.findTransformMetadatas(
      cls,
      name,
      TransformationType.PLAIN_TO_CLASS,
    ) as { transformFn: TransformFn; options?: { groups?: string[] } }[];
    found = all.filter((m) => !m.options?.groups?.length).map((m) => m.transformFn);
    byName.set(name, found);
  }
  return found;
}

/** True when a field has a class-transformer @Transform (ours or a model's own): its values must go through
 * it even when they are already built models. */
export function isTransformed(cls: ModelClass, name: string): boolean {
  return transformsOf(cls, name).length > 0;
}

// What the two lookups here answer is fixed once a class is declared (decorators run when it is defined):
// kept per class, as a Config is built often and has hundreds of fields. A new field drops the field lists.
let transformed = new WeakMap<ModelClass, Map<string, readonly TransformFn[]>>();
let declared = new WeakMap<ModelClass, readonly FieldMeta[]>();
let keyed = new WeakMap<ModelClass, ReadonlyMap<string, FieldMeta>>();

/** The field a key names: the field of that name, else the first whose alias it is (a map made once per
 * class: a plain Config's keys are looked up among four hundred fields). */
export function fieldByKey(cls: ModelClass, key: string): FieldMeta | undefined {
  let map = keyed.get(cls);
  if (!map) {
    const m = new Map<string, FieldMeta>();
    const fields = fieldsOf(cls);
    for (const f of fields) if (f.alias !== undefined && !m.has(f.alias)) m.set(f.alias, f);
    for (const f of fields) m.set(f.name, f);
    keyed.set(cls, (map = m));
  }
  return map.get(key);
}

/** The default of a field (a fresh copy for lists and objects), or undefined when it has none. */
export function defaultOf(f: FieldMeta): unknown {
  if (!('default' in f)) return f.nullable ? null : undefined;
  return typeof f.default === 'function' ? (f.default as () => unknown)() : f.default;
}

/** The fields of a model class, its ancestors' first. */
export function fieldsOf(cls: ModelClass): readonly FieldMeta[] {
  const known = declared.get(cls);
  if (known) return known;
  const chain: FieldMeta[][] = [];
  for (let c = cls as WithFields | null; c && c !== Function.prototype; c = Object.getPrototypeOf(c)) {
    if (Object.hasOwn(c, FIELDS)) chain.unshift(c[FIELDS]!);
  }
  const out = new Map<string, FieldMeta>();
  for (const list of chain) for (const f of list) out.set(f.name, f);
  const fields = Object.freeze([...out.values()]);
  declared.set(cls, fields);
  return fields;
}

const SHARED = Symbol('rvkit.sharedFields');

type WithShared = { [SHARED]?: ReadonlyMap<string, ModelClass> };

/**
 * Gives `cls` the fields of `owners` as its own, in order (Config: the sections' four hundred fields), without
 * declaring them again: a field's coercions are its owner's, and its validation the owner's type check and
 * required or nullable (validator.ts), the owner's further rules left to the owner. Declared again, each field
 * cost its class-validator and class-transformer records a second time, resident from the moment the models load.
 */
export function shareFields(cls: ModelClass, owners: readonly ModelClass[]): void {
  const fields: FieldMeta[] = [];
  const owner = new Map<string, ModelClass>();
  for (const o of owners)
    for (const f of fieldsOf(o)) {
      fields.push(f);
      owner.set(f.name, o);
    }
  const target = cls as WithFields & WithShared;
  target[FIELDS] = fields;
  target[SHARED] = owner;
  declared = new WeakMap();
  transformed = new WeakMap();
  keyed = new WeakMap();
}

/** The class that declared a field `cls` shares (`shareFields`), if it does. */
export function fieldOwner(cls: ModelClass, name: string): ModelClass | undefined {
  return Object.hasOwn(cls, SHARED) ? (cls as WithShared)[SHARED]!.get(name) : undefined;
}

/** True when `cls` shares the fields of `owner` (`shareFields`). */
export function sharesFieldsOf(cls: ModelClass, owner: unknown): boolean {
  if (!Object.hasOwn(cls, SHARED)) return false;
  for (const o of (cls as WithShared)[SHARED]!.values()) if (o === owner) return true;
  return false;
}

/** The coercion a field's values get on input, if any. */
function coercion(type: TypeSpec, options: FieldOptions): ((v: unknown) => unknown) | undefined {
  if (options.coerceString) return (v) => (typeof v === 'number' ? String(v) : v);
  if (type.kind === 'date') return (v) => (v instanceof Date ? ravenDate(v) : v);
  if (mayHoldExpr(type)) return reviveExprs;
  if (hasAliases(type)) return (v) => renamed(type, v);
  return undefined;
}

function hasAliases(type: TypeSpec): boolean {
  if (type.kind === 'enum') return Object.keys(type.aliases ?? {}).length > 0;
  return type.kind === 'list' && hasAliases(type.item);
}

/** A value with the accepted spellings of its enumeration replaced by the values they stand for. */
function renamed(type: TypeSpec, v: unknown): unknown {
  if (type.kind === 'list') return Array.isArray(v) ? v.map((x) => renamed(type.item, x)) : v;
  if (type.kind === 'enum' && typeof v === 'string' && Object.hasOwn(type.aliases ?? {}, v))
    return type.aliases![v];
  return v;
}

function mayHoldExpr(type: TypeSpec): boolean {
  switch (type.kind) {
    case 'expr':
      return true;
    case 'list':
      return mayHoldExpr(type.item);
    case 'tuple':
      return type.items.some(mayHoldExpr);
    case 'dict':
      return mayHoldExpr(type.value);
    case 'union':
      return type.options.some(mayHoldExpr);
    default:
      return false;
  }
}

/** Keeps variables and expression nodes as they are (class-transformer would copy them as plain objects) and
 * rebuilds them from their JSON form. */
function reviveExprs(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(reviveExprs);
  if (v && typeof v === 'object') {
    const e = exprFromJSON(v);
    if (e !== undefined) return e;
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, reviveExprs(x)]));
  }
  return v;
}

/** A JavaScript date as Raven writes dates: `yyyy-mm-dd hh:mm:ss` (UTC). */
export function ravenDate(d: Date): string {
  return d.toISOString().slice(0, 19).replace('T', ' ');
}
