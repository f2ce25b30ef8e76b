/**
 * What the variables of a forcing file could be, for someone setting a model up from it: the Raven data type
 * a variable's long name spells (the reference library's own test file names `rain` RAINFALL, `tmin`
 * TEMP_DAILY_MIN), and the data types its units convert to. The CF names stay the first way to find a
 * variable (`candidateNames`); these are what `rvkit new` adds and shows when they find nothing.
 */
import { ForcingTypeValues } from '../models/options/forcing.js';
import type { Dataset } from '../output/dataset.js';
import { scaleAndOffset } from './units.js';
import { candidateNames, findVariable, type AltNames } from './variables.js';

/** Every data type a gauge or an observation reads from a file. */
const DATA_TYPES: readonly string[] = [...ForcingTypeValues, 'HYDROGRAPH'];
/** The data types most models read, shown first. */
const COMMON = ['PRECIP', 'RAINFALL', 'SNOWFALL', 'TEMP_AVE', 'TEMP_MIN', 'TEMP_MAX', 'PET', 'HYDROGRAPH'];

/** A time series of a forcing file, as a user is shown it. */
export interface FileVariable {
  readonly name: string;
  readonly longName: string | null;
  readonly units: string | null;
  /** The data types its units convert to, the common ones first. */
  readonly couldBe: readonly string[];
}

/** The time series of a dataset (variables along its time axis), with what each could be. */
export function fileVariables(ds: Dataset): FileVariable[] {
  const time = ds.time?.name;
  return ds.dataVars
    .filter((name) => time !== undefined && ds.get(name).dims.includes(time))
    .map((name) => {
      const attrs = ds.get(name).attrs;
      const units = typeof attrs['units'] === 'string' ? attrs['units'] : null;
      const longName = typeof attrs['long_name'] === 'string' ? attrs['long_name'] : null;
      const convertible = (type: string) => {
        try {
          return units !== null && scaleAndOffset(units, type, 86_400) !== null;
        } catch {
          return false;
        }
      };
      const types = [...COMMON, ...DATA_TYPES.filter((t) => !COMMON.includes(t))];
      return { name, longName, units, couldBe: types.filter(convertible) };
    });
}

/**
 * The data types that neither the CF names nor `altNames` find in the dataset but a variable's long name
 * spells (upper or lower case), each with that variable: alternative names to add.
 */
export function typesByLongName(ds: Dataset, altNames: AltNames = {}): Record<string, string> {
  const found: Record<string, string> = {};
  for (const v of fileVariables(ds)) {
    const type = v.longName?.trim().toUpperCase();
    if (type === undefined || !DATA_TYPES.includes(type) || found[type] !== undefined) continue;
    if (findVariable(ds, candidateNames(type, altNames)) === null) found[type] = v.name;
  }
  return found;
}
