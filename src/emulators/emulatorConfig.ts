/**
 * What every emulator shares: its named, ordered parameters with bounds, and how the user's fields are laid
 * over the emulator's defaults (Raven command names accepted, :GlobalParameter and :NetCDFAttribute merged,
 * HRUs given a type completed with the emulator's classes, numbers put in place of the parameters).
 */
import { isPlainObject } from '../models/modelClass/plain.js';
import { fieldByKey } from '../models/modelClass/field.js';
import type { ModelClass } from '../models/modelClass/types.js';
import { Config } from '../models/sections/config.js';
import { parseSymbolic } from '../models/symbolic/params.js';
import { Variable } from '../models/symbolic/expr.js';
import { isBuilding } from '../models/modelClass/construct.js';

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

/** What defines an emulator: its name, parameters, default fields and HRU types. */
export interface EmulatorDefinition {
  readonly name: string;
  /** The parameters, in the order `params` and `setParams` take them. */
  readonly parameters: readonly ParamSpec[];
  /** The emulator's own fields (plain data, the parameter mapping as expressions), made anew each time. */
  readonly defaults: () => Record<string, unknown>;
  /** The classes of each `hru_type` the emulator knows; the first is the default type. */
  readonly hruTypes: Readonly<Record<string, HruClasses>>;
  /** Changes to the merged fields that depend on the user's (parameters put into gauges, HRU areas...). */
  readonly finish?: (plain: Record<string, unknown>) => Record<string, unknown>;
}

/** The plain Config fields of an emulator: its defaults with the user's fields laid over them. */
export function emulatorPlain(def: EmulatorDefinition, input: EmulatorInput): Record<string, unknown> {
  const { name: emulator, parameters: specs, hruTypes } = def;
  const { params, ...fields } = input;
  let out: Record<string, unknown> = def.defaults();
  for (const [key, value] of Object.entries(fields)) {
    const name = fieldByKey(Config as unknown as ModelClass, key)?.name ?? key;
    out[name] =
      MERGED.has(name) && isPlainObject(value) && isPlainObject(out[name])
        ? { ...(out[name] as object), ...value }
        : value;
  }
  if (Array.isArray(out.hrus)) out.hrus = out.hrus.map((h) => withClasses(emulator, h, hruTypes));
  if (def.finish) out = def.finish(out);
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
  return withHruClasses({ ...h, hru_type: type }, classes);
}

/** An HRU (plain data) given each of these classes it does not name (missing or `[NONE]`). */
export function withHruClasses(hru: Record<string, unknown>, classes: object): Record<string, unknown> {
  const out = { ...hru };
  for (const [k, v] of Object.entries(classes)) if (out[k] === undefined || out[k] === '[NONE]') out[k] = v;
  return out;
}

/**
 * An emulator: a Config whose fields start from the emulator's definition, with the user's fields laid over
 * them, symbolic in the emulator's parameters until `params` or `setParams` gives their values.
 */
export abstract class EmulatorConfig extends Config {
  /** The emulator's definition (each subclass sets its own). */
  static readonly definition: EmulatorDefinition;

  /** The parameters, in the order `params` and `setParams` take them. */
  static get parameters(): readonly ParamSpec[] {
    return this.definition.parameters;
  }

  /** The emulator of `def`, by default the definition of the class constructed (so subclasses need no constructor). */
  constructor(
    input?: EmulatorInput,
    def: EmulatorDefinition = (new.target as unknown as typeof EmulatorConfig).definition,
  ) {
    // While `construct` instantiates (setParams, copy), it gives the complete fields itself.
    super(isBuilding() ? undefined : emulatorPlain(def, input ?? {}));
  }

  /** The values of its parameters by name, checked: positional values in the emulator's order. */
  override paramValues(
    values: Readonly<Record<string, number>> | readonly number[],
    names?: readonly string[],
  ): Record<string, number> {
    const def = (this.constructor as typeof EmulatorConfig).definition;
    const specs =
      Array.isArray(values) && names
        ? names.map((name) => ({ name, low: -Infinity, high: Infinity, doc: '' }))
        : def.parameters;
    return super.paramValues(namedParams(def.name, specs, values));
  }
}
