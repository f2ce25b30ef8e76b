/** State variable names (process sources and targets, initial conditions, assimilated states). */
import { STATE_VARIABLE_NAMES } from '../../../grammar/stateVariables.js';
import { type EnumValue, enumValues, literalEnum } from './enum.js';

/** The state names of the interface, exactly as listed (including the indexed `SOIL[0]`…`SOIL[2]`). */
export const StateName = literalEnum([
  'ATMOSPHERE',
  'ATMOS_PRECIP',
  'CANOPY',
  'CANOPY_SNOW',
  'CANOPY_TEMP',
  'COLD_CONTENT',
  'CONSTITUENT',
  'CONSTITUENT_SINK',
  'CONSTITUENT_SRC',
  'CONSTITUENT_SW',
  'CONVOLUTION',
  'CONV_STOR',
  'CROP_HEAT_UNITS',
  'CUM_INFIL',
  'CUM_SNOWMELT',
  'DEPRESSION',
  'GLACIER',
  'GLACIER_CC',
  'GLACIER_ICE',
  'GROUNDWATER',
  'LAKE_STORAGE',
  'MULTIPLE',
  'PERMAFROST_DEPTH',
  'PONDED_WATER',
  'ROOT',
  'SNOW',
  'SNOW_AGE',
  'SNOW_ALBEDO',
  'SNOW_COVER',
  'SNOW_DEPTH',
  'SNOW_LIQ',
  'SNOW_TEMP',
  'SOIL',
  'SOIL[0]',
  'SOIL[1]',
  'SOIL[2]',
  'SOIL_TEMP',
  'SURFACE_WATER',
  'SURFACE_WATER_TEMP',
  'TOTAL_SWE',
  'TRUNK',
  'WETLAND',
]);
/** A state name of the interface. */
export type StateName = EnumValue<typeof StateName>;
/** Every state name of the interface. */
export const StateNameValues = enumValues(StateName);

/**
 * Every base name Raven 4.12.1 reads as a state variable (the catalogue's list, grammar/stateVariables.ts).
 * Raven does not read `CANOPY_TEMP`, `PERMAFROST_DEPTH`, `SOIL_TEMP` or `SURFACE_WATER_TEMP`, which the
 * interface lists.
 */
export const RavenStateNames: readonly string[] = STATE_VARIABLE_NAMES;

const BASE_NAMES: ReadonlySet<string> = new Set([...StateNameValues, ...RavenStateNames]);

/** `SOIL[2]` → `SOIL`, `SOIL` → `SOIL`: the part before the first `[`. */
export function stateBaseName(name: string): string {
  const bracket = name.indexOf('[');
  return bracket < 0 ? name : name.slice(0, bracket);
}

/** An optional layer index suffix: Raven reads the digits between the brackets (src/StateVariables.cpp). */
const INDEX_SUFFIX = /^\[\d+\]$/;

/**
 * Is `name` a state variable Raven accepts: a state name of the interface or of Raven, optionally with a layer
 * index (`SOIL[2]`, `CONVOLUTION[1]`), a constituent written `!Name…`, or one of the model's `:Alias` names?
 * Like Raven, the comparison ignores case, and an alias matches the whole name.
 */
export function isStateVariable(name: string, aliases: Iterable<string> = []): boolean {
  const upper = name.toUpperCase();
  for (const alias of aliases) if (alias.toUpperCase() === upper) return true;
  if (upper.length > 1 && upper.startsWith('!')) return true;
  const base = stateBaseName(upper);
  if (!BASE_NAMES.has(base)) return false;
  return base.length === upper.length || INDEX_SUFFIX.test(upper.slice(base.length));
}
