/**
 * Every parameter of a terrain class (:TerrainParameterList) that Raven 4.12 reads, with its units, what Raven does when the .rvp leaves it
 * out, and a short meaning. Absent behaviour from CTerrainClass::InitializeTerrainProperties (TerrainClass.cpp): the template value decides (see types.ts).
 */
import { defaultValue } from './absent.js';
import type { ClassParameterRow } from './absent.js';

/** The terrain parameters, in the order of the engine's property lookup. */
export const TERRAIN_PARAMETERS: readonly ClassParameterRow[] = [
  {
    name: 'HILLSLOPE_LENGTH',
    units: 'm',
    absent: defaultValue(100),
    meaning: 'representative hillslope length',
  },
  {
    name: 'DRAINAGE_DENSITY',
    units: 'km/km2',
    absent: defaultValue(1.0),
    meaning: 'stream length per basin area',
  },
  {
    name: 'TOPMODEL_LAMBDA',
    units: 'm',
    absent: defaultValue(7.5),
    meaning: 'mean of the log topographic index (TOPMODEL)',
  },
];
