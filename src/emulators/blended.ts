/**
 * Blended: the blended model of Mai et al. (2020) and Chlumsky et al. (2021), emulated in Raven. Alternative
 * process formulations (infiltration, quickflow, evaporation, baseflow, snow balance) run side by side in
 * `:ProcessGroup`s whose weights Raven computes from the R parameters. 43 parameters (X01..X35, R01..R08),
 * symbolic until `setParams` (or `params`) gives numbers; the user supplies HRUs, forcing gauges, observations
 * and the simulation period.
 */
import { mul } from '../models/symbolic/expr.js';
import {
  EmulatorConfig,
  symbols,
  type EmulatorDefinition,
  type HruClasses,
  type ParamSpec,
} from './emulatorConfig.js';
import { commonFields, constantSeasonal, processRow, withGaugeCorrections } from './structure.js';

/**
 * Blended's parameters, in order. Bounds: the reference library's calibration test (test_blended.py), where
 * X04 and X11 are calibrated as log10 (here 10^low..10^high) and X10, X14, X25 as increments over X09, X13, X24
 * (here the sum's range: X10 >= X09, X14 >= X13 and X25 >= X24 are expected but not enforced).
 */
export const BLENDED_PARAMS = [
  { name: 'X01', low: 0, high: 1, doc: 'HMETS_RUNOFF_COEFF: runoff fraction of INF_HMETS infiltration (-).' },
  { name: 'X02', low: 0.1, high: 3, doc: 'B_EXP (TOPSOIL): VIC-ARNO infiltration shape exponent (-).' },
  { name: 'X03', low: 0.5, high: 3, doc: 'HBV_BETA (TOPSOIL): HBV infiltration shape exponent (-).' },
  {
    name: 'X04',
    low: 1e-5,
    high: 0.1,
    doc: 'BASEFLOW_COEFF (TOPSOIL): linear reservoir coefficient of SOIL[0] (1/d), calibrated as log10.',
  },
  { name: 'X05', low: 0, high: 100, doc: 'MAX_BASEFLOW_RATE (TOPSOIL): BASE_VIC maximum rate (mm/d).' },
  { name: 'X06', low: 0.5, high: 2, doc: 'BASEFLOW_N (TOPSOIL): BASE_VIC/BASE_TOPMODEL exponent (-).' },
  { name: 'X07', low: 5, high: 10, doc: 'TOPMODEL_LAMBDA of terrain class DEFAULT_T (-).' },
  {
    name: 'X08',
    low: 0,
    high: 3,
    doc: 'PET_CORRECTION (TOPSOIL): multiplier of PET for soil evaporation (-).',
  },
  { name: 'X09', low: 0, high: 0.05, doc: 'SAT_WILT (TOPSOIL): wilting point saturation (-).' },
  {
    name: 'X10',
    low: 0,
    high: 0.5,
    doc: 'FIELD_CAPACITY (TOPSOIL): field capacity saturation (-); calibrated as X09 + 0..0.45.',
  },
  {
    name: 'X11',
    low: 1e-5,
    high: 0.01,
    doc: 'BASEFLOW_COEFF (PHREATIC): linear reservoir coefficient of SOIL[1] (1/d), calibrated as log10.',
  },
  { name: 'X12', low: 0.5, high: 2, doc: 'BASEFLOW_N (PHREATIC): BASE_POWER_LAW exponent (-).' },
  { name: 'X13', low: 0, high: 0.1, doc: 'SNOW_SWI_MIN: minimum snow water-holding capacity (-).' },
  {
    name: 'X14',
    low: 0.01,
    high: 0.4,
    doc: 'SNOW_SWI_MAX: maximum snow water-holding capacity (-); calibrated as X13 + 0.01..0.3.',
  },
  { name: 'X15', low: 0.005, high: 0.1, doc: 'SWI_REDUCT_COEFF: water-holding capacity reduction (1/d).' },
  { name: 'X16', low: -5, high: 2, doc: 'DD_REFREEZE_TEMP: refreeze threshold temperature (°C).' },
  { name: 'X17', low: 0, high: 1, doc: 'REFREEZE_EXP: refreeze exponent (-).' },
  { name: 'X18', low: 0, high: 5, doc: 'REFREEZE_FACTOR: refreeze degree-day factor (mm/d/°C).' },
  { name: 'X19', low: 0, high: 0.4, doc: 'SNOW_SWI: snow water-holding capacity of SNOBAL_HBV (-).' },
  { name: 'X20', low: 0.3, high: 20, doc: 'GAMMA_SHAPE: shape of the CONVOL_GAMMA unit hydrograph (-).' },
  { name: 'X21', low: 0.01, high: 5, doc: 'GAMMA_SCALE: scale of the CONVOL_GAMMA unit hydrograph (1/d).' },
  { name: 'X22', low: 0.5, high: 13, doc: 'GAMMA_SHAPE2: shape of the CONVOL_GAMMA_2 unit hydrograph (-).' },
  {
    name: 'X23',
    low: 0.15,
    high: 1.5,
    doc: 'GAMMA_SCALE2: scale of the CONVOL_GAMMA_2 unit hydrograph (1/d).',
  },
  { name: 'X24', low: 1.5, high: 3, doc: 'MIN_MELT_FACTOR: minimum degree-day melt factor (mm/d/°C).' },
  {
    name: 'X25',
    low: 1.5,
    high: 8,
    doc: 'MAX_MELT_FACTOR: maximum degree-day melt factor (mm/d/°C); calibrated as X24 + 0..5.',
  },
  { name: 'X26', low: -1, high: 1, doc: 'DD_MELT_TEMP: melt threshold temperature (°C).' },
  { name: 'X27', low: 0.01, high: 0.2, doc: 'DD_AGGRADATION: melt factor increase with melt (1/mm).' },
  {
    name: 'X28',
    low: 1e-5,
    high: 0.02,
    doc: 'PERC_COEFF (TOPSOIL): PERC_LINEAR rate SOIL[0] to SOIL[1] (1/d).',
  },
  {
    name: 'X29',
    low: 0,
    high: 0.5,
    doc: 'TOPSOIL thickness (m); initial SOIL[0] is half full (X29 * 500 mm).',
  },
  {
    name: 'X30',
    low: 0,
    high: 2,
    doc: 'PHREATIC thickness (m); initial SOIL[1] is half full (X30 * 500 mm).',
  },
  { name: 'X31', low: -3, high: 3, doc: 'RAINSNOW_TEMP: rain/snow transition temperature (°C).' },
  { name: 'X32', low: 0.5, high: 4, doc: 'RAINSNOW_DELTA: rain/snow transition range (°C).' },
  { name: 'X33', low: 0.8, high: 1.2, doc: ':RainCorrection of every gauge: rainfall multiplier (-).' },
  { name: 'X34', low: 0.8, high: 1.2, doc: ':SnowCorrection of every gauge: snowfall multiplier (-).' },
  {
    name: 'X35',
    low: 0,
    high: 0.02,
    doc: 'PERC_COEFF (PHREATIC): PERC_LINEAR rate SOIL[1] to SOIL[2] (1/d).',
  },
  {
    name: 'R01',
    low: 0,
    high: 1,
    doc: 'Infiltration weights, first number: INF_HMETS weight R01 (INF_VIC_ARNO, INF_HBV share the rest).',
  },
  {
    name: 'R02',
    low: 0,
    high: 1,
    doc: 'Infiltration weights, second number: INF_VIC_ARNO (1-R01)*R02, INF_HBV (1-R01)*(1-R02).',
  },
  {
    name: 'R03',
    low: 0,
    high: 1,
    doc: 'SOIL[0] baseflow weights, first number: BASE_LINEAR_ANALYTIC weight R03.',
  },
  {
    name: 'R04',
    low: 0,
    high: 1,
    doc: 'SOIL[0] baseflow weights, second number: BASE_VIC (1-R03)*R04, BASE_TOPMODEL (1-R03)*(1-R04).',
  },
  {
    name: 'R05',
    low: 0,
    high: 1,
    doc: 'Soil evaporation weights: SOILEVAP_ALL R05, SOILEVAP_TOPMODEL 1-R05.',
  },
  {
    name: 'R06',
    low: 0,
    high: 1,
    doc: 'SOIL[1] baseflow weights: BASE_LINEAR_ANALYTIC R06, BASE_POWER_LAW 1-R06.',
  },
  {
    name: 'R07',
    low: 0,
    high: 1,
    doc: 'Snow balance weights, first number: SNOBAL_HMETS weight R07.',
  },
  {
    name: 'R08',
    low: 0,
    high: 1,
    doc: 'Snow balance weights, second number: SNOBAL_SIMPLE_MELT (1-R07)*R08, SNOBAL_HBV (1-R07)*(1-R08).',
  },
] as const satisfies readonly ParamSpec[];

const P = symbols(BLENDED_PARAMS);

/** Blended's only HRU type; the HRUs also take its terrain class (TOPMODEL processes need one). */
const LAND = {
  land_use_class: 'FOREST',
  veg_class: 'FOREST',
  soil_profile: 'DEFAULT_P',
  terrain_class: 'DEFAULT_T',
} satisfies HruClasses & { terrain_class: string };
// Every class given here is filled in where the HRU does not name one (terrain_class too).
const HRU_TYPES: Readonly<Record<string, HruClasses>> = { land: LAND };

const group = (params: unknown[], ...p: Record<string, unknown>[]) => ({ ProcessGroup: { p, params } });

/** Blended's own fields (plain data with the parameter mapping as expressions). */
function defaults(): Record<string, unknown> {
  return {
    ...commonFields('Blended'),
    routing: 'ROUTE_NONE',
    catchment_route: 'ROUTE_DUMP',
    evaporation: 'PET_OUDIN',
    rain_snow_fraction: 'RAINSNOW_HBV',
    potential_melt_method: 'POTMELT_HMETS',
    soil_model: 3,
    hydrologic_processes: [
      processRow('Precipitation', 'RAVEN_DEFAULT', 'ATMOS_PRECIP', 'MULTIPLE'),
      group(
        [P.R01, P.R02],
        processRow('Infiltration', 'INF_HMETS', 'PONDED_WATER', 'MULTIPLE'),
        processRow('Infiltration', 'INF_VIC_ARNO', 'PONDED_WATER', 'MULTIPLE'),
        processRow('Infiltration', 'INF_HBV', 'PONDED_WATER', 'MULTIPLE'),
      ),
      processRow('Overflow', 'OVERFLOW_RAVEN', 'SOIL[0]', 'CONVOLUTION[1]'),
      group(
        [P.R03, P.R04],
        processRow('Baseflow', 'BASE_LINEAR_ANALYTIC', 'SOIL[0]', 'SURFACE_WATER'),
        processRow('Baseflow', 'BASE_VIC', 'SOIL[0]', 'SURFACE_WATER'),
        processRow('Baseflow', 'BASE_TOPMODEL', 'SOIL[0]', 'SURFACE_WATER'),
      ),
      processRow('Percolation', 'PERC_LINEAR', 'SOIL[0]', 'SOIL[1]'),
      processRow('Overflow', 'OVERFLOW_RAVEN', 'SOIL[1]', 'CONVOLUTION[1]'),
      processRow('Percolation', 'PERC_LINEAR', 'SOIL[1]', 'SOIL[2]'),
      group(
        [P.R05],
        processRow('SoilEvaporation', 'SOILEVAP_ALL', 'SOIL[0]', 'ATMOSPHERE'),
        processRow('SoilEvaporation', 'SOILEVAP_TOPMODEL', 'SOIL[0]', 'ATMOSPHERE'),
      ),
      processRow('Convolve', 'CONVOL_GAMMA', 'CONVOLUTION[0]', 'SURFACE_WATER'),
      processRow('Convolve', 'CONVOL_GAMMA_2', 'CONVOLUTION[1]', 'SURFACE_WATER'),
      group(
        [P.R06],
        processRow('Baseflow', 'BASE_LINEAR_ANALYTIC', 'SOIL[1]', 'SURFACE_WATER'),
        processRow('Baseflow', 'BASE_POWER_LAW', 'SOIL[1]', 'SURFACE_WATER'),
      ),
      group(
        [P.R07, P.R08],
        processRow('SnowBalance', 'SNOBAL_HMETS', 'MULTIPLE', 'MULTIPLE'),
        processRow('SnowBalance', 'SNOBAL_SIMPLE_MELT', 'SNOW', 'PONDED_WATER'),
        processRow('SnowBalance', 'SNOBAL_HBV', 'MULTIPLE', 'MULTIPLE'),
      ),
    ],
    soil_classes: ['TOPSOIL', 'PHREATIC', 'DEEP_GW'].map((name) => ({ name })),
    soil_profiles: [
      { name: 'LAKE', soil_classes: [], thicknesses: [] },
      { name: 'ROCK', soil_classes: [], thicknesses: [] },
      {
        name: 'DEFAULT_P',
        soil_classes: ['TOPSOIL', 'PHREATIC', 'DEEP_GW'],
        thicknesses: [P.X29, P.X30, 1e6],
      },
    ],
    vegetation_classes: [{ name: 'FOREST', max_ht: 4, max_lai: 5, max_leaf_cond: 5 }],
    land_use_classes: [{ name: 'FOREST', impermeable_frac: 0, forest_coverage: 0.02345 }],
    terrain_classes: [
      { name: 'DEFAULT_T', hillslope_length: 1, drainage_density: 1, topmodel_lambda: P.X07 },
    ],
    soil_parameter_list: {
      parameters: [
        'POROSITY',
        'PERC_COEFF',
        'PET_CORRECTION',
        'BASEFLOW_COEFF',
        'B_EXP',
        'HBV_BETA',
        'MAX_BASEFLOW_RATE',
        'BASEFLOW_N',
        'FIELD_CAPACITY',
        'SAT_WILT',
      ],
      pl: [
        { name: 'TOPSOIL', values: [1, P.X28, P.X08, P.X04, P.X02, P.X03, P.X05, P.X06, P.X10, P.X09] },
        { name: 'PHREATIC', values: [1, P.X35, 0, P.X11, 0, 0, 0, P.X12, 0, 0] },
        { name: 'DEEP_GW', values: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
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
        'FOREST_SPARSENESS',
      ],
      pl: [
        {
          name: '[DEFAULT]',
          values: [P.X24, P.X25, P.X26, P.X27, P.X18, P.X17, P.X16, P.X01, P.X20, P.X21, P.X22, P.X23, 0],
        },
      ],
    },
    vegetation_parameter_list: {
      parameters: ['RAIN_ICEPT_PCT', 'SNOW_ICEPT_PCT', 'SAI_HT_RATIO'],
      pl: [{ name: '[DEFAULT]', values: [0, 0, 0] }],
    },
    seasonal_relative_lai: constantSeasonal(),
    seasonal_relative_height: constantSeasonal(),
    global_parameter: {
      SNOW_SWI_MIN: P.X13,
      SNOW_SWI_MAX: P.X14,
      SWI_REDUCT_COEFF: P.X15,
      SNOW_SWI: P.X19,
      RAINSNOW_TEMP: P.X31,
      RAINSNOW_DELTA: P.X32,
    },
    // Half-full TOPSOIL and PHREATIC stores (mm, from thicknesses in m), in every HRU.
    uniform_initial_conditions: { 'SOIL[0]': mul(P.X29, 500), 'SOIL[1]': mul(P.X30, 500) },
  };
}

/** Blended's definition: parameters, fields, HRU type and gauge corrections. */
export const BLENDED_DEFINITION: EmulatorDefinition = {
  name: 'Blended',
  parameters: BLENDED_PARAMS,
  defaults,
  hruTypes: HRU_TYPES,
  // Every gauge's rain and snow corrections are X33 and X34.
  finish: (plain) => withGaugeCorrections(plain, { rain_correction: P.X33, snow_correction: P.X34 }),
};

/** The Blended emulator: a Config with Blended's weighted process groups, classes and parameter mapping. */
export class Blended extends EmulatorConfig {
  static override readonly definition = BLENDED_DEFINITION;
}
