/** Every class parameter Raven 4.12 reads, per class type, and their lookup. */
import type { ClassType } from '../types.js';
import type { ClassParameterRow } from './absent.js';
import { GLOBAL_PARAMETERS } from './global.js';
import { LANDUSE_PARAMETERS } from './landuse.js';
import { SOIL_PARAMETERS } from './soil.js';
import { TERRAIN_PARAMETERS } from './terrain.js';
import { VEGETATION_PARAMETERS } from './vegetation.js';

export * from './absent.js';
export * from './reading.js';
export { GLOBAL_PARAMETERS, LANDUSE_PARAMETERS, SOIL_PARAMETERS, TERRAIN_PARAMETERS, VEGETATION_PARAMETERS };

/** The parameters of each class type (transport parameters are per constituent, not listed here). */
export const CLASS_PARAMETERS: Readonly<
  Record<Exclude<ClassType, 'transport'>, readonly ClassParameterRow[]>
> = {
  soil: SOIL_PARAMETERS,
  vegetation: VEGETATION_PARAMETERS,
  landuse: LANDUSE_PARAMETERS,
  terrain: TERRAIN_PARAMETERS,
  global: GLOBAL_PARAMETERS,
};

/** A class parameter by class type and name (any case, as Raven upper-cases), or undefined. */
export function classParameter(classType: ClassType, name: string): ClassParameterRow | undefined {
  if (classType === 'transport') return undefined;
  const upper = name.toUpperCase();
  return CLASS_PARAMETERS[classType].find((p) => p.name === upper);
}
