/**
 * Parameters ParseClassPropertiesFile (ParsePropertyFile.cpp) appends to the master list after every
 * process's: two that depend on the model's state variables (the maximum storage of SNOW_LIQ and DEPRESSION
 * needs them), then four routing multipliers that every model gets (their template value is filled in,
 * so they never stop a run, and :CreateRVPTemplate leaves them out).
 */
import { glob, lu } from './types.js';
import type { ParamRef, SourceRef } from './types.js';

/** Where the extras are added. */
export const EXTRA_SOURCE: SourceRef = { file: 'ParsePropertyFile.cpp', fn: 'ParseClassPropertiesFile' };

/** Added when the model has the state variable, in this order. */
export const STATE_VAR_EXTRAS: readonly { readonly stateVar: string; readonly param: ParamRef }[] = [
  { stateVar: 'SNOW_LIQ', param: glob('SNOW_SWI') },
  { stateVar: 'DEPRESSION', param: lu('DEP_MAX') },
];

/** Always added, last. */
export const ALWAYS_LAST: readonly ParamRef[] = [
  glob('TOC_MULTIPLIER'),
  glob('TIME_TO_PEAK_MULTIPLIER'),
  glob('GAMMA_SHAPE_MULTIPLIER'),
  glob('GAMMA_SCALE_MULTIPLIER'),
];

/**
 * What CreateRVPTemplate (ParsePropertyFile.cpp) leaves out of the template it writes: repeated names (only
 * the first stays), these names, and every terrain and transport parameter (it writes no section for them).
 */
export const TEMPLATE_OMITS = {
  global: ['TOC_MULTIPLIER', 'GAMMA_SHAPE_MULTIPLIER', 'GAMMA_SCALE_MULTIPLIER', 'TIME_TO_PEAK_MULTIPLIER'],
  // Written as columns of :LandUseClasses instead.
  landuse: ['FOREST_COVERAGE', 'IMPERMEABLE_FRAC'],
  // Written as :VegetationClasses columns or :SeasonalCanopyLAI/:SeasonalCanopyHeight tables instead.
  vegetation: ['MAX_LAI', 'RELATIVE_LAI', 'RELATIVE_HT'],
} as const;
