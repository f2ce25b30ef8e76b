/**
 * HMETS (Hydrology Model - École de technologie supérieure; Martel et al., 2017), emulated in Raven as the
 * reference library does. Twenty-one parameters, symbolic until `setParams` (or `params`) gives numbers; the
 * user supplies HRUs, forcing gauges (RAINFALL and SNOWFALL, since rain and snow come from the data, and
 * TEMP_MIN, TEMP_MAX), observations and the simulation period.
 */
import { div } from '../models/symbolic/expr.js';
import {
  EmulatorConfig,
  symbols,
  type EmulatorDefinition,
  type HruClasses,
  type ParamSpec,
} from './emulatorConfig.js';
import { commonFields, processRow } from './structure.js';

/**
 * HMETS's parameters, in order, with the bounds calibration uses in the reference library's tests; TOPSOIL
 * and PHREATIC are given there in metres (0..0.5, 0..2), here in millimetres as the mapping takes them.
 */
export const HMETS_PARAMS = [
  { name: 'GAMMA_SHAPE', low: 0.3, high: 20, doc: 'Shape of the gamma unit hydrograph of fast runoff.' },
  { name: 'GAMMA_SCALE', low: 0.01, high: 5, doc: 'Scale of the gamma unit hydrograph of fast runoff.' },
  { name: 'GAMMA_SHAPE2', low: 0.5, high: 13, doc: 'Shape of the gamma unit hydrograph of delayed runoff.' },
  {
    name: 'GAMMA_SCALE2',
    low: 0.15,
    high: 1.5,
    doc: 'Scale of the gamma unit hydrograph of delayed runoff.',
  },
  { name: 'MIN_MELT_FACTOR', low: 0, high: 20, doc: 'Minimum degree-day melt factor (mm/d/C).' },
  {
    name: 'MAX_MELT_FACTOR',
    low: 0,
    high: 20,
    doc: 'Maximum degree-day melt factor (mm/d/C), added to the minimum.',
  },
  { name: 'DD_MELT_TEMP', low: -2, high: 3, doc: 'Melt base temperature (C).' },
  { name: 'DD_AGGRADATION', low: 0.01, high: 0.2, doc: 'Melt factor growth with cumulated melt (1/mm).' },
  { name: 'SNOW_SWI_MIN', low: 0, high: 0.1, doc: 'Minimum water retention fraction of the snowpack.' },
  { name: 'SNOW_SWI_MAX', low: 0.01, high: 0.3, doc: 'Maximum water retention fraction of the snowpack.' },
  {
    name: 'SWI_REDUCT_COEFF',
    low: 0.005,
    high: 0.1,
    doc: 'Retention fraction decrease with cumulated melt (1/mm).',
  },
  { name: 'DD_REFREEZE_TEMP', low: -5, high: 2, doc: 'Refreeze base temperature (C).' },
  { name: 'REFREEZE_FACTOR', low: 0, high: 5, doc: 'Degree-day refreeze factor (mm/d/C).' },
  { name: 'REFREEZE_EXP', low: 0, high: 1, doc: 'Refreeze exponent.' },
  { name: 'PET_CORRECTION', low: 0, high: 3, doc: 'PET multiplier of the topsoil (evapotranspiration).' },
  {
    name: 'HMETS_RUNOFF_COEFF',
    low: 0,
    high: 1,
    doc: 'Fraction of the water available for infiltration that runs off.',
  },
  { name: 'PERC_COEFF', low: 0.00001, high: 0.02, doc: 'Percolation rate, topsoil to phreatic (1/d).' },
  { name: 'BASEFLOW_COEFF_1', low: 0, high: 0.1, doc: 'Baseflow (interflow) rate of the topsoil (1/d).' },
  { name: 'BASEFLOW_COEFF_2', low: 0.00001, high: 0.01, doc: 'Baseflow rate of the phreatic store (1/d).' },
  { name: 'TOPSOIL', low: 0, high: 500, doc: 'Topsoil (vadose) store capacity (mm).' },
  { name: 'PHREATIC', low: 0, high: 2000, doc: 'Phreatic store capacity (mm).' },
] as const satisfies readonly ParamSpec[];

const P = symbols(HMETS_PARAMS);

/** The classes of the HRU types HMETS knows (land only, as the reference library). */
const HRU_TYPES: Readonly<Record<string, HruClasses>> = {
  land: { land_use_class: 'FOREST', veg_class: 'FOREST', soil_profile: 'DEFAULT_P' },
};

/** HMETS's own fields (plain data with the parameter mapping as expressions). */
function defaults(): Record<string, unknown> {
  return {
    ...commonFields('HMETS'),
    potential_melt_method: 'POTMELT_HMETS',
    rain_snow_fraction: 'RAINSNOW_DATA',
    evaporation: 'PET_OUDIN',
    catchment_route: 'ROUTE_DUMP',
    routing: 'ROUTE_NONE',
    soil_model: 2,
    hydrologic_processes: [
      processRow('SnowBalance', 'SNOBAL_HMETS', 'MULTIPLE', 'MULTIPLE'),
      processRow('Precipitation', 'RAVEN_DEFAULT', 'ATMOS_PRECIP', 'MULTIPLE'),
      processRow('Infiltration', 'INF_HMETS', 'PONDED_WATER', 'MULTIPLE'),
      processRow('Overflow', 'OVERFLOW_RAVEN', 'SOIL[0]', 'CONVOLUTION[1]'),
      processRow('Baseflow', 'BASE_LINEAR', 'SOIL[0]', 'SURFACE_WATER'),
      processRow('Percolation', 'PERC_LINEAR', 'SOIL[0]', 'SOIL[1]'),
      processRow('Overflow', 'OVERFLOW_RAVEN', 'SOIL[1]', 'CONVOLUTION[1]'),
      processRow('SoilEvaporation', 'SOILEVAP_ALL', 'SOIL[0]', 'ATMOSPHERE'),
      processRow('Convolve', 'CONVOL_GAMMA', 'CONVOLUTION[0]', 'SURFACE_WATER'),
      processRow('Convolve', 'CONVOL_GAMMA_2', 'CONVOLUTION[1]', 'SURFACE_WATER'),
      processRow('Baseflow', 'BASE_LINEAR', 'SOIL[1]', 'SURFACE_WATER'),
    ],
    soil_classes: [{ name: 'TOPSOIL' }, { name: 'PHREATIC' }],
    land_use_classes: [{ name: 'FOREST', impermeable_frac: 0, forest_coverage: 1 }],
    vegetation_classes: [{ name: 'FOREST', max_ht: 4, max_lai: 5, max_leaf_cond: 5 }],
    soil_profiles: [
      { name: 'LAKE', soil_classes: [], thicknesses: [] },
      { name: 'ROCK', soil_classes: [], thicknesses: [] },
      // The store capacities are parameters in mm; Raven takes horizon thicknesses in m.
      {
        name: 'DEFAULT_P',
        soil_classes: ['TOPSOIL', 'PHREATIC'],
        thicknesses: [div(P.TOPSOIL, 1000), div(P.PHREATIC, 1000)],
      },
    ],
    global_parameter: {
      SNOW_SWI_MIN: P.SNOW_SWI_MIN,
      SNOW_SWI_MAX: P.SNOW_SWI_MAX,
      SWI_REDUCT_COEFF: P.SWI_REDUCT_COEFF,
      SNOW_SWI: 0.05,
    },
    soil_parameter_list: {
      parameters: ['POROSITY', 'PERC_COEFF', 'PET_CORRECTION', 'BASEFLOW_COEFF'],
      pl: [
        { name: 'TOPSOIL', values: [1, P.PERC_COEFF, P.PET_CORRECTION, P.BASEFLOW_COEFF_1] },
        { name: 'PHREATIC', values: [1, 0, 0, P.BASEFLOW_COEFF_2] },
      ],
    },
    land_use_parameter_list: {
      parameters: [
        'MIN_MELT_FACTOR',
        'MAX_MELT_FACTOR',
        'DD_MELT_TEMP',
        'DD_AGGRADATION',
        'REFREEZE_FACTOR',
        'REFREEZE_EXP',
        'DD_REFREEZE_TEMP',
        'HMETS_RUNOFF_COEFF',
        'GAMMA_SHAPE',
        'GAMMA_SCALE',
        'GAMMA_SHAPE2',
        'GAMMA_SCALE2',
      ],
      pl: [
        {
          name: '[DEFAULT]',
          values: [
            P.MIN_MELT_FACTOR,
            P.MAX_MELT_FACTOR,
            P.DD_MELT_TEMP,
            P.DD_AGGRADATION,
            P.REFREEZE_FACTOR,
            P.REFREEZE_EXP,
            P.DD_REFREEZE_TEMP,
            P.HMETS_RUNOFF_COEFF,
            P.GAMMA_SHAPE,
            P.GAMMA_SCALE,
            P.GAMMA_SHAPE2,
            P.GAMMA_SCALE2,
          ],
        },
      ],
    },
    vegetation_parameter_list: {
      parameters: ['RAIN_ICEPT_PCT', 'SNOW_ICEPT_PCT'],
      pl: [{ name: '[DEFAULT]', values: [0, 0] }],
    },
    // Both stores start half full (mm).
    uniform_initial_conditions: { 'SOIL[0]': div(P.TOPSOIL, 2), 'SOIL[1]': div(P.PHREATIC, 2) },
  };
}

/** HMETS's definition: parameters, fields and HRU types. */
export const HMETS_DEFINITION: EmulatorDefinition = {
  name: 'HMETS',
  parameters: HMETS_PARAMS,
  defaults,
  hruTypes: HRU_TYPES,
};

/** The HMETS emulator: a Config with HMETS's processes, classes and parameter mapping. */
export class HMETS extends EmulatorConfig {
  static override readonly definition = HMETS_DEFINITION;
}
