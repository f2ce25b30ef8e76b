/**
 * GR4JCN: GR4J with the CemaNeige snow model, emulated in Raven (the reference library's emulator, with its
 * PotentialMeltMethod actually written). Six parameters, symbolic until `setParams` (or `params`) gives
 * numbers; the user supplies HRUs, forcing gauges, observations and the simulation period.
 */
import { div, mul, sub } from '../models/symbolic/expr.js';
import {
  EmulatorConfig,
  symbols,
  type EmulatorDefinition,
  type HruClasses,
  type ParamSpec,
} from './emulatorConfig.js';
import { commonFields, processRow } from './structure.js';

/** GR4JCN's parameters, in order, with the bounds calibration uses in the reference library's tests. */
export const GR4JCN_PARAMS = [
  { name: 'GR4J_X1', low: 0.01, high: 2.5, doc: 'Production store capacity (m).' },
  { name: 'GR4J_X2', low: -15, high: 10, doc: 'Groundwater exchange coefficient (mm/d).' },
  { name: 'GR4J_X3', low: 10, high: 700, doc: 'Routing store capacity (mm).' },
  { name: 'GR4J_X4', low: 0, high: 7, doc: 'Unit hydrograph time base (d).' },
  { name: 'CEMANEIGE_X1', low: 1, high: 30, doc: 'Degree-day melt factor, as average annual snow (mm).' },
  {
    name: 'CEMANEIGE_X2',
    low: 0,
    high: 1,
    doc: 'Snow cold-content weighting coefficient (1 - AIRSNOW_COEFF).',
  },
] as const satisfies readonly ParamSpec[];

const P = symbols(GR4JCN_PARAMS);

/** The classes of the HRU types GR4JCN knows. */
const HRU_TYPES: Readonly<Record<string, HruClasses>> = {
  land: { land_use_class: 'LU_ALL', veg_class: 'VEG_ALL', soil_profile: 'DEFAULT_P' },
  lake: { land_use_class: 'LU_WATER', veg_class: 'VEG_WATER', soil_profile: 'LAKE' },
};

/** GR4JCN's own fields (plain data with the parameter mapping as expressions). */
function defaults(): Record<string, unknown> {
  return {
    ...commonFields('GR4JCN'),
    routing: 'ROUTE_NONE',
    catchment_route: 'ROUTE_DUMP',
    evaporation: 'PET_OUDIN',
    rain_snow_fraction: 'RAINSNOW_DINGMAN',
    potential_melt_method: 'POTMELT_DEGREE_DAY',
    oro_temp_correct: 'OROCORR_SIMPLELAPSE',
    oro_precip_correct: 'OROCORR_SIMPLELAPSE',
    soil_model: 4,
    hydrologic_processes: [
      processRow('Precipitation', 'PRECIP_RAVEN', 'ATMOS_PRECIP', 'MULTIPLE'),
      processRow('SnowTempEvolve', 'SNOTEMP_NEWTONS', 'SNOW_TEMP', []),
      // Raven 4.12's spelling; the interface's SNOBAL_CEMA_NIEGE is the old misspelling Raven still reads (RV513).
      processRow('SnowBalance', 'SNOBAL_CEMA_NEIGE', 'SNOW', 'PONDED_WATER'),
      processRow('OpenWaterEvaporation', 'OPEN_WATER_EVAP', 'PONDED_WATER', 'ATMOSPHERE'),
      processRow('Infiltration', 'INF_GR4J', 'PONDED_WATER', 'MULTIPLE'),
      processRow('SoilEvaporation', 'SOILEVAP_GR4J', 'SOIL[0]', 'ATMOSPHERE'),
      processRow('Percolation', 'PERC_GR4J', 'SOIL[0]', 'SOIL[2]'),
      processRow('Flush', 'RAVEN_DEFAULT', 'SURFACE_WATER', 'SOIL[2]'),
      processRow('Split', 'RAVEN_DEFAULT', 'SOIL[2]', ['CONVOLUTION[0]', 'CONVOLUTION[1]'], { p: 0.9 }),
      processRow('Convolve', 'CONVOL_GR4J_1', 'CONVOLUTION[0]', 'SOIL[1]'),
      processRow('Convolve', 'CONVOL_GR4J_2', 'CONVOLUTION[1]', 'SOIL[2]'),
      processRow('Percolation', 'PERC_GR4JEXCH', 'SOIL[1]', 'SOIL[3]'),
      processRow('Percolation', 'PERC_GR4JEXCH2', 'SOIL[2]', 'SOIL[3]'),
      processRow('Flush', 'RAVEN_DEFAULT', 'SOIL[2]', 'SURFACE_WATER'),
      processRow('Baseflow', 'BASE_GR4J', 'SOIL[1]', 'SURFACE_WATER'),
    ],
    soil_classes: ['SOIL_PROD', 'SOIL_ROUT', 'SOIL_TEMP', 'SOIL_GW', 'AQUIFER'].map((name) => ({ name })),
    soil_profiles: [
      {
        name: 'DEFAULT_P',
        soil_classes: ['SOIL_PROD', 'SOIL_ROUT', 'SOIL_TEMP', 'SOIL_GW'],
        thicknesses: [P.GR4J_X1, 0.3, 1, 1],
      },
      { name: 'LAKE', soil_classes: [], thicknesses: [] },
    ],
    vegetation_classes: ['VEG_ALL', 'VEG_WATER'].map((name) => ({
      name,
      max_ht: 0,
      max_lai: 0,
      max_leaf_cond: 0,
    })),
    land_use_classes: ['LU_ALL', 'LU_WATER'].map((name) => ({
      name,
      impermeable_frac: 0,
      forest_coverage: 0,
    })),
    soil_parameter_list: {
      parameters: ['POROSITY', 'GR4J_X3', 'GR4J_X2'],
      units: ['none', 'mm', 'mm/d'],
      pl: [{ name: '[DEFAULT]', values: [1, P.GR4J_X3, P.GR4J_X2] }],
    },
    land_use_parameter_list: {
      parameters: ['GR4J_X4', 'MELT_FACTOR'],
      units: ['d', 'mm/d/C'],
      pl: [{ name: '[DEFAULT]', values: [P.GR4J_X4, 7.73] }],
    },
    global_parameter: {
      PRECIP_LAPSE: 0.0004,
      ADIABATIC_LAPSE: 0.0065,
      AVG_ANNUAL_SNOW: P.CEMANEIGE_X1,
      AIRSNOW_COEFF: sub(1, P.CEMANEIGE_X2),
    },
    rain_snow_transition: { temp: 0, delta: 1 },
    // Half-full production store (mm, from X1 in m), and the routing store at 15 mm.
    uniform_initial_conditions: { 'SOIL[0]': div(mul(P.GR4J_X1, 1000), 2), 'SOIL[1]': 15 },
  };
}

/** GR4JCN's definition: parameters, fields and HRU types. */
export const GR4JCN_DEFINITION: EmulatorDefinition = {
  name: 'GR4JCN',
  parameters: GR4JCN_PARAMS,
  defaults,
  hruTypes: HRU_TYPES,
};

/** The GR4J + CemaNeige emulator: a Config with GR4JCN's processes, classes and parameter mapping. */
export class GR4JCN extends EmulatorConfig {
  static override readonly definition = GR4JCN_DEFINITION;
}
