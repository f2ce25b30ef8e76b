/**
 * What every emulator shares: its named, ordered parameters with bounds, and how the user's fields are laid
 * over the emulator's defaults (Raven command names accepted, :GlobalParameter and :NetCDFAttribute merged,
 * HRUs given a type completed with the emulator's classes, numbers put in place of the parameters).
 */
import { fieldsOf } from '../base/field.js';
import type { ModelClass } from '../base/types.js';
import { Config } from '../sections/config.js';
import { parseSymbolic } from '../symbolic/params.js';
import { evaluate, Expression, Variable, type Expr, type Operator } from '../symbolic/expr.js';
import { construct } from '../base/construct.js';

/** One emulator parameter: its name, the range calibration explores, and what it means. */
export interface ParamSpec {
  readonly name: string;
  readonly low: number;
  readonly high: number;
  readonly doc: string;
}

/** Parameter values: in the emulator's order, or by name. */
export type ParamValues = readonly number[] | Readonly<Record<string, number>>;

/** The classes an HRU of a given `hru_type` uses (filled in where the HRU does not name them). */
export interface HruClasses {
  readonly land_use_class: string;
  readonly veg_class: string;
  readonly soil_profile: string;
}

/** What an emulator constructor takes: `params` and any Config field (by name or Raven command name). */
export interface EmulatorInput {
  params?: ParamValues;
  [field: string]: unknown;
}

/** Fields whose user value is merged into the emulator's default mapping rather than replacing it (as the spec). */
const MERGED = new Set(['global_parameter', 'netcdf_attribute']);

/** The Variables of an emulator's parameters, by name (for writing its parameter mapping). */
export function symbols<N extends string>(specs: readonly { name: N }[]): Record<N, Variable> {
  return Object.fromEntries(specs.map((s) => [s.name, new Variable(s.name)])) as Record<N, Variable>;
}

/** Parameter values by name, checked against the emulator's parameter list (count, names). */
export function namedParams(
  emulator: string,
  specs: readonly ParamSpec[],
  values: ParamValues,
): Record<string, number> {
  const names = specs.map((s) => s.name);
  if (Array.isArray(values)) {
    if (values.length !== names.length)
      throw new Error(
        `${emulator}: ${values.length} parameter values given for ${names.length} (${names.join(', ')})`,
      );
    return Object.fromEntries(names.map((n, i) => [n, (values as readonly number[])[i]]));
  }
  const unknown = Object.keys(values).filter((k) => !names.includes(k));
  if (unknown.length > 0)
    throw new Error(`${emulator}: unknown parameters ${unknown.join(', ')} (${names.join(', ')})`);
  return { ...(values as Record<string, number>) };
}

/** The plain Config fields of an emulator: its defaults with the user's fields laid over them. */
export function emulatorPlain(
  emulator: string,
  defaults: Record<string, unknown>,
  input: EmulatorInput,
  specs: readonly ParamSpec[],
  hruTypes: Readonly<Record<string, HruClasses>>,
): Record<string, unknown> {
  const { params, ...fields } = input;
  const byAlias = new Map(fieldsOf(Config as unknown as ModelClass).map((f) => [f.alias ?? f.name, f.name]));
  const out: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(fields)) {
    const name = byAlias.get(key) ?? key;
    out[name] =
      MERGED.has(name) && isPlainObject(value) && isPlainObject(out[name])
        ? { ...(out[name] as object), ...value }
        : value;
  }
  if (Array.isArray(out.hrus)) out.hrus = out.hrus.map((h) => withClasses(emulator, h, hruTypes));
  return params === undefined ? out : parseSymbolic(out, namedParams(emulator, specs, params));
}

/** An HRU given as plain data, its missing classes taken from its `hru_type` (the first type by default). */
function withClasses(
  emulator: string,
  hru: unknown,
  hruTypes: Readonly<Record<string, HruClasses>>,
): unknown {
  if (!isPlainObject(hru)) return hru;
  const h = hru as Record<string, unknown>;
  const type = (h.hru_type as string | undefined) ?? Object.keys(hruTypes)[0];
  const classes = hruTypes[type];
  if (!classes)
    throw new Error(`${emulator}: unknown hru_type ${type} (expected ${Object.keys(hruTypes).join(' or ')})`);
  const out: Record<string, unknown> = { ...h, hru_type: type };
  for (const [k, v] of Object.entries(classes)) if (out[k] === undefined || out[k] === '[NONE]') out[k] = v;
  return out;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;
}

/**
 * A copy of a config with numbers for its parameters, every expression evaluated. (Config.setParams
 * leaves expression nodes unevaluated, e.g. `1 - 0.947`, which then refuse to be written.)
 */
export function withParams<T extends Config>(config: T, values: Record<string, number>): T {
  if (!config.isSymbolic) throw new Error('setParams: the configuration has no free parameters');
  return construct(config.constructor as ModelClass<T>, substituteJSON(config.toJSON(), values));
}

/** Numbers in place of the symbols of a JSON value (expressions in JSON form `{op, args}`, variables `{name}`). */
function substituteJSON(v: unknown, values: Record<string, number>): unknown {
  if (Array.isArray(v)) return v.map((x) => substituteJSON(x, values));
  if (!v || typeof v !== 'object') return v;
  const o = v as Record<string, unknown>;
  if (isJSONExpr(o)) {
    const e = evaluate(toExpr(o), values);
    return typeof e === 'number' ? e : e.toJSON();
  }
  return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, substituteJSON(x, values)]));
}

function isJSONExpr(o: Record<string, unknown>): boolean {
  const keys = Object.keys(o);
  return (
    (keys.length === 1 && typeof o.name === 'string') ||
    (typeof o.op === 'string' && Array.isArray(o.args) && keys.every((k) => ['op', 'args', 'fn'].includes(k)))
  );
}

function toExpr(v: unknown): Expr {
  if (typeof v === 'number') return v;
  const o = v as Record<string, unknown>;
  if (typeof o.name === 'string') return new Variable(o.name);
  return new Expression(o.op as Operator, (o.args as unknown[]).map(toExpr), o.fn as string | undefined);
}
