/** Precipitation and canopy processes. */
import { glob, lu, veg } from '../types.js';
import { same } from './rule.js';
import type { ProcessRule } from './rule.js';

/**
 * :Precipitation (CmvPrecipitation, PartitionPrecip.cpp): the algorithm is not read; the canopy parameters
 * depend on which canopy stores the model has (the interception parameters come from :PrecipIceptFract).
 */
const PRECIPITATION: ProcessRule = {
  command: ':Precipitation',
  source: { file: 'PartitionPrecip.cpp', fn: 'CmvPrecipitation::GetParticipatingParamList' },
  params: [veg('SAI_HT_RATIO'), lu('FOREST_SPARSENESS'), veg('MAX_LAI')],
  ifStateVar: [
    { stateVar: 'CANOPY', params: [veg('MAX_CAPACITY'), veg('RELATIVE_LAI')] },
    { stateVar: 'CANOPY_SNOW', params: [veg('MAX_SNOW_CAPACITY'), veg('RELATIVE_LAI')] },
  ],
};

/** :CanopyEvaporation (CmvCanopyEvap, VegetationMovers.cpp). */
const CANOPY_EVAPORATION: ProcessRule = {
  command: ':CanopyEvaporation',
  source: { file: 'VegetationMovers.cpp', fn: 'CmvCanopyEvap::GetParticipatingParamList' },
  algorithms: {
    CANEVP_RUTTER: [lu('FOREST_COVERAGE'), veg('MAX_CAPACITY'), veg('TRUNK_FRACTION')],
    CANEVP_MAXIMUM: [lu('FOREST_COVERAGE')],
    CANEVP_ALL: [],
  },
  declares: ['CANOPY'],
};

/** :CanopyDrip (CmvCanopyDrip, VegetationMovers.cpp). */
const CANOPY_DRIP: ProcessRule = {
  command: ':CanopyDrip',
  source: { file: 'VegetationMovers.cpp', fn: 'CmvCanopyDrip::GetParticipatingParamList' },
  algorithms: {
    CANDRIP_RUTTER: [lu('FOREST_COVERAGE'), veg('MAX_CAPACITY'), veg('STEMFLOW_FRAC')],
    CANDRIP_SLOWDRAIN: [veg('DRIP_PROPORTION'), veg('MAX_CAPACITY'), lu('FOREST_COVERAGE')],
  },
  declares: ['CANOPY'],
  addsArgs: [2],
};

/** :CanopySublimation (CmvCanopySublimation, VegetationMovers.cpp); CANEVP_* are old spellings. */
const CANOPY_SUBLIMATION: ProcessRule = {
  command: ':CanopySublimation',
  source: { file: 'VegetationMovers.cpp', fn: 'CmvCanopySublimation::GetParticipatingParamList' },
  algorithms: {
    ...same(['SUBLIM_MAXIMUM', 'CANEVP_MAXIMUM'], [lu('FOREST_COVERAGE')]),
    SUBLIM_SVERDRUP: [glob('SNOW_ROUGHNESS')],
    ...same(
      [
        'SUBLIM_ALL',
        'CANEVP_ALL',
        'SUBLIM_KUZMIN',
        'SUBLIM_CENTRAL_SIERRA',
        'SUBLIM_PBSM',
        'SUBLIM_KUCHMENT_GELFAN',
        'SUBLIM_BULK_AERO',
      ],
      [],
    ),
  },
  declares: ['CANOPY_SNOW'],
};

/** :CropHeatUnitEvolve (CmvCropHeatUnitEvolve, CropGrowth.cpp): no parameters. */
const CROP_HEAT_UNITS: ProcessRule = {
  command: ':CropHeatUnitEvolve',
  minArgs: 1,
  source: { file: 'CropGrowth.cpp', fn: 'CmvCropHeatUnitEvolve::GetParticipatingParamList' },
  algorithms: { CHU_ONTARIO: [] },
};

/** Precipitation and canopy processes. */
export const CANOPY_PROCESSES: readonly ProcessRule[] = [
  PRECIPITATION,
  CANOPY_EVAPORATION,
  CANOPY_DRIP,
  CANOPY_SUBLIMATION,
  CROP_HEAT_UNITS,
];
