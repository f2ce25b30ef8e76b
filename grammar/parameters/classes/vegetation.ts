/**
 * Every parameter of a vegetation class (:VegetationParameterList, :VegetationClasses, seasonal tables) that Raven 4.12 reads, with its units, what Raven does when the .rvp leaves it
 * out, and a short meaning. Absent behaviour from CVegetationClass::InitializeVegetationProps (VegetationClass.cpp): the template value decides (see types.ts).
 */
import { AUTO, ERROR, defaultValue } from './absent.js';
import type { ClassParameterRow } from './absent.js';

/** The vegetation parameters, in the order of the engine's property lookup. */
export const VEGETATION_PARAMETERS: readonly ClassParameterRow[] = [
  { name: 'MAX_HEIGHT', units: 'm', absent: defaultValue(25), meaning: 'maximum vegetation height' },
  { name: 'MAX_LEAF_COND', units: 'mm/s', absent: defaultValue(5.3), meaning: 'maximum leaf conductance' },
  { name: 'MAX_LAI', units: 'm2/m2', absent: defaultValue(6.0), meaning: 'maximum leaf area index' },
  {
    name: 'SVF_EXTINCTION',
    units: '-',
    absent: AUTO,
    meaning: 'extinction coefficient of the sky view factor with LAI',
  },
  { name: 'ALBEDO', units: '-', absent: AUTO, meaning: 'albedo of dry leaves' },
  { name: 'ALBEDO_WET', units: '-', absent: AUTO, meaning: 'albedo of wet leaves' },
  { name: 'RAIN_ICEPT_FACT', units: '-', absent: AUTO, meaning: 'rain interception per unit LAI+SAI' },
  { name: 'SNOW_ICEPT_FACT', units: '-', absent: AUTO, meaning: 'snow interception per unit LAI+SAI' },
  {
    name: 'RAIN_ICEPT_PCT',
    units: '0..1',
    absent: AUTO,
    meaning: 'fraction of rain intercepted by the canopy',
  },
  {
    name: 'SNOW_ICEPT_PCT',
    units: '0..1',
    absent: AUTO,
    meaning: 'fraction of snow intercepted by the canopy',
  },
  { name: 'TRUNK_FRACTION', units: '0..1', absent: AUTO, meaning: 'fraction of the canopy that is trunk' },
  {
    name: 'STEMFLOW_FRAC',
    units: '0..1',
    absent: AUTO,
    meaning: 'fraction of drip reaching the ground as stemflow',
  },
  { name: 'SAI_HT_RATIO', units: 'm2/m3', absent: AUTO, meaning: 'stem area index per metre of height' },
  { name: 'MAX_CAPACITY', units: 'mm', absent: AUTO, meaning: 'canopy rain storage capacity' },
  { name: 'MAX_SNOW_CAPACITY', units: 'mm', absent: AUTO, meaning: 'canopy snow storage capacity' },
  { name: 'MAX_SNOW_LOAD', units: 'kg/m2', absent: AUTO, meaning: 'maximum snow load on branches' },
  { name: 'DRIP_PROPORTION', units: '1/d', absent: ERROR, meaning: 'drainage rate of the slow-drain canopy' },
  { name: 'MAX_INTERCEPT_RATE', units: 'mm/d', absent: ERROR, meaning: 'maximum rain interception rate' },
  { name: 'CHU_MATURITY', units: '-', absent: ERROR, meaning: 'crop heat units at maturity' },
  { name: 'VEG_DENS', units: '1/m2', absent: ERROR, meaning: 'stems per square metre' },
  { name: 'VEG_MBETA', units: '-', absent: ERROR, meaning: 'blowing snow mBeta coefficient' },
  { name: 'VEG_DIAM', units: 'm', absent: ERROR, meaning: 'stem diameter' },
  { name: 'PET_VEG_CORR', units: '0..1', absent: defaultValue(1.0), meaning: 'vegetation multiplier of PET' },
  {
    name: 'CAP_LAI_RATIO',
    units: 'mm',
    absent: defaultValue(0.15),
    meaning: 'rain storage capacity per unit LAI',
  },
  {
    name: 'SNOCAP_LAI_RATIO',
    units: 'mm',
    absent: defaultValue(0.6),
    meaning: 'snow storage capacity per unit LAI',
  },
  {
    name: 'VEG_CONV_COEFF',
    units: 'MJ/m2/d/K',
    absent: ERROR,
    meaning: 'vegetation convection coefficient per unit LAI',
  },
  { name: 'MAX_ROOT_LENGTH', units: 'mm/m2', absent: ERROR, meaning: 'root length per unit canopy area' },
  { name: 'MIN_RESISTIVITY', units: 'd/mm', absent: ERROR, meaning: 'minimum plant resistance' },
  { name: 'XYLEM_FRAC', units: '0..1', absent: ERROR, meaning: 'fraction of plant resistance in the xylem' },
  { name: 'ROOTRADIUS', units: 'mm', absent: ERROR, meaning: 'mean root radius' },
  { name: 'PSI_CRITICAL', units: '-mm', absent: ERROR, meaning: 'minimum leaf water potential' },
  { name: 'ROOT_EXTINCT', units: '-', absent: ERROR, meaning: 'extinction coefficient of roots with depth' },
  {
    name: 'RELATIVE_HT',
    units: 'm/m',
    absent: AUTO,
    meaning: 'monthly height relative to MAX_HEIGHT (:SeasonalRelativeHeight)',
  },
  {
    name: 'RELATIVE_LAI',
    units: 'm/m',
    absent: AUTO,
    meaning: 'monthly LAI relative to MAX_LAI (:SeasonalRelativeLAI)',
  },
];
