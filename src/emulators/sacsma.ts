/**
 * SACSMA: the Sacramento Soil Moisture Accounting model (Sorooshian et al., 1993) emulated in Raven with its
 * SOILBAL_SACSMA soil balance and gamma-convolution catchment routing. Twenty-one parameters `X01`…`X21`,
 * symbolic until `setParams` (or `params`) gives numbers; the user supplies HRUs, forcing gauges (rainfall and
 * snowfall: the rain/snow split comes from the data), observations and the simulation period.
 */
import { mul } from '../models/symbolic/expr.js';
import {
  EmulatorConfig,
  symbols,
  type EmulatorDefinition,
  type HruClasses,
  type ParamSpec,
} from './emulatorConfig.js';
import { commonFields, processRow, withGaugeCorrections } from './structure.js';

/**
 * SACSMA's parameters, in order. Bounds: those of the reference library's SACSMA calibration test (Ostrich),
 * with its log10-transformed baseflow coefficients X01..X03 given back as coefficients.
 */
export const SACSMA_PARAMS = [
  {
    name: 'X01',
    low: 0.001,
    high: 0.015,
    doc: 'BASEFLOW_COEFF of LZFP: lower zone primary baseflow rate (1/d).',
  },
  {
    name: 'X02',
    low: 0.03,
    high: 0.2,
    doc: 'BASEFLOW_COEFF of LZFS: lower zone supplementary baseflow rate (1/d).',
  },
  {
    name: 'X03',
    low: 0.2,
    high: 0.5,
    doc: 'BASEFLOW_COEFF of UZF: upper zone free water interflow rate (1/d).',
  },
  { name: 'X04', low: 0.025, high: 0.125, doc: 'Thickness of UZT: upper zone tension water capacity (m).' },
  { name: 'X05', low: 0.01, high: 0.075, doc: 'Thickness of UZF: upper zone free water capacity (m).' },
  { name: 'X06', low: 0.075, high: 0.3, doc: 'Thickness of LZT: lower zone tension water capacity (m).' },
  {
    name: 'X07',
    low: 0.015,
    high: 0.3,
    doc: 'Thickness of LZFS: lower zone supplementary free water capacity (m).',
  },
  {
    name: 'X08',
    low: 0.04,
    high: 0.6,
    doc: 'Thickness of LZFP: lower zone primary free water capacity (m).',
  },
  {
    name: 'X09',
    low: 0,
    high: 0.5,
    doc: 'SAC_PERC_PFREE: fraction of percolation going to lower zone free water (-).',
  },
  { name: 'X10', low: 0, high: 3, doc: 'SAC_PERC_EXPON: exponent of the percolation demand curve (-).' },
  { name: 'X11', low: 0, high: 80, doc: 'SAC_PERC_ALPHA: maximum percolation rate multiplier (-).' },
  {
    name: 'X12',
    low: 0,
    high: 0.8,
    doc: 'BF_LOSS_FRACTION: fraction of baseflow lost to deep groundwater (-).',
  },
  { name: 'X13', low: 0, high: 0.05, doc: 'IMPERMEABLE_FRAC of land use FOREST: impervious fraction (-).' },
  {
    name: 'X14',
    low: 0,
    high: 0.2,
    doc: 'MAX_SAT_AREA_FRAC: maximum fraction of saturated (variable) area (-).',
  },
  {
    name: 'X15',
    low: 0,
    high: 0.1,
    doc: 'STREAM_FRACTION: fraction of the area that is stream and riparian (-).',
  },
  {
    name: 'X16',
    low: 0,
    high: 0.4,
    doc: 'UNAVAIL_FRAC of LZFP: fraction of lower zone free water not available (-).',
  },
  { name: 'X17', low: 0, high: 8, doc: 'MELT_FACTOR: degree-day snow melt factor (mm/d/C).' },
  {
    name: 'X18',
    low: 0.3,
    high: 20,
    doc: 'GAMMA_SHAPE: shape of the gamma unit hydrograph of catchment routing (-).',
  },
  {
    name: 'X19',
    low: 0.01,
    high: 5,
    doc: 'GAMMA_SCALE: scale of the gamma unit hydrograph of catchment routing (1/d).',
  },
  { name: 'X20', low: 0.8, high: 1.2, doc: ':RainCorrection of every gauge: rainfall multiplier (-).' },
  { name: 'X21', low: 0.8, high: 1.2, doc: ':SnowCorrection of every gauge: snowfall multiplier (-).' },
] as const satisfies readonly ParamSpec[];

const P = symbols(SACSMA_PARAMS);

/** The classes of SACSMA's one HRU type. */
const HRU_TYPES: Readonly<Record<string, HruClasses>> = {
  land: { land_use_class: 'FOREST', veg_class: 'FOREST', soil_profile: 'DEFAULT_P' },
};

/** The soil parameters shared by every row, then BASEFLOW_COEFF and UNAVAIL_FRAC. */
const soilRow = (name: string, baseflow: unknown, unavailable: unknown) => ({
  name,
  values: [1, P.X11, P.X10, P.X09, baseflow, unavailable],
});

/** SACSMA's own fields (plain data with the parameter mapping as expressions). */
function defaults(): Record<string, unknown> {
  return {
    ...commonFields('SACSMA'),
    routing: 'ROUTE_NONE',
    catchment_route: 'ROUTE_GAMMA_CONVOLUTION',
    evaporation: 'PET_OUDIN',
    rain_snow_fraction: 'RAINSNOW_DATA',
    potential_melt_method: 'POTMELT_DEGREE_DAY',
    soil_model: 7,
    hydrologic_processes: [
      processRow('SnowBalance', 'SNOBAL_SIMPLE_MELT', 'SNOW', 'PONDED_WATER'),
      processRow('Precipitation', 'RAVEN_DEFAULT', 'ATMOS_PRECIP', 'MULTIPLE'),
      processRow('SoilEvaporation', 'SOILEVAP_SACSMA', 'MULTIPLE', 'ATMOSPHERE'),
      processRow('SoilBalance', 'SOILBAL_SACSMA', 'MULTIPLE', 'MULTIPLE'),
      processRow('OpenWaterEvaporation', 'OPEN_WATER_RIPARIAN', 'SURFACE_WATER', 'ATMOSPHERE'),
    ],
    soil_classes: ['UZT', 'UZF', 'LZT', 'LZFP', 'LZFS', 'ADIM', 'GW'].map((name) => ({ name })),
    vegetation_classes: [{ name: 'FOREST', max_ht: 4, max_lai: 5, max_leaf_cond: 5 }],
    land_use_classes: [{ name: 'FOREST', impermeable_frac: P.X13, forest_coverage: 1 }],
    soil_profiles: [
      { name: 'LAKE', soil_classes: [], thicknesses: [] },
      {
        name: 'DEFAULT_P',
        soil_classes: ['UZT', 'UZF', 'LZT', 'LZFP', 'LZFS', 'ADIM', 'GW'],
        // LZFS (X07) is given after LZFP (X08), in the profile's horizon order.
        thicknesses: [P.X04, P.X05, P.X06, P.X08, P.X07, 100, 100],
      },
    ],
    soil_parameter_list: {
      parameters: [
        'POROSITY',
        'SAC_PERC_ALPHA',
        'SAC_PERC_EXPON',
        'SAC_PERC_PFREE',
        'BASEFLOW_COEFF',
        'UNAVAIL_FRAC',
      ],
      pl: [
        soilRow('[DEFAULT]', 0, 0),
        soilRow('UZF', P.X03, 0),
        soilRow('LZFP', P.X01, P.X16),
        soilRow('LZFS', P.X02, 0),
      ],
    },
    land_use_parameter_list: {
      parameters: [
        'GAMMA_SHAPE',
        'GAMMA_SCALE',
        'MELT_FACTOR',
        'STREAM_FRACTION',
        'MAX_SAT_AREA_FRAC',
        'BF_LOSS_FRACTION',
      ],
      pl: [{ name: '[DEFAULT]', values: [P.X18, P.X19, P.X17, P.X15, P.X14, P.X12] }],
    },
    vegetation_parameter_list: {
      parameters: ['RAIN_ICEPT_PCT', 'SNOW_ICEPT_PCT'],
      pl: [{ name: '[DEFAULT]', values: [0, 0] }],
    },
    // Full upper and lower zone tension water stores (mm, from thicknesses in m) in HRU 1.
    hru_state_variable_table: [
      { hru_id: 1, data: { 'SOIL[0]': mul(P.X04, 1000), 'SOIL[2]': mul(P.X06, 1000) } },
    ],
  };
}

/** SACSMA's definition: parameters, fields, HRU type and gauge corrections. */
export const SACSMA_DEFINITION: EmulatorDefinition = {
  name: 'SACSMA',
  parameters: SACSMA_PARAMS,
  defaults,
  hruTypes: HRU_TYPES,
  // Every gauge's rain and snow corrections are X20 and X21.
  finish: (plain) => withGaugeCorrections(plain, { rain_correction: P.X20, snow_correction: P.X21 }),
};

/** The Sacramento Soil Moisture Accounting emulator: a Config with SACSMA's processes, classes and mapping. */
export class SACSMA extends EmulatorConfig {
  static override readonly definition = SACSMA_DEFINITION;
}
