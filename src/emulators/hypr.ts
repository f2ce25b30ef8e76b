/**
 * HYPR: the HYdrological model for Prairie Region (HBV-light with a prairie pothole depression storage)
 * emulated in Raven, as the reference library's emulator. 21 parameters `X01`..`X21`, symbolic until
 * `setParams` (or `params`) gives numbers; the user supplies HRUs, forcing gauges (with monthly average
 * temperature and evaporation: PET is taken from them), observations and the simulation period. `X21` becomes
 * every gauge's snow correction.
 *
 * The reference library writes `X19` and `X20` as `:GlobalParameter AdiabaticLapseRate` and `PrecipLapse`,
 * names Raven 4.12 does not know (CGlobalParams::SetGlobalProperty warns and drops them, leaving
 * ADIABATIC_LAPSE at 6.4 °C/km and PRECIP_LAPSE at 0). Here they are written as ADIABATIC_LAPSE and
 * PRECIP_LAPSE, the names Raven reads. HYPR sets no orographic correction (OROCORR_NONE), so neither lapse
 * rate changes the simulation: the result is the reference's, and the parameters now say what they are.
 */
import {
  EmulatorConfig,
  symbols,
  type EmulatorDefinition,
  type HruClasses,
  type ParamSpec,
} from './emulatorConfig.js';
import { commonFields, processRow, withGaugeCorrections } from './structure.js';

/**
 * HYPR's parameters, in order (HYPR's own name, then the Raven parameter each sets), with the bounds of the
 * reference library's calibration test (HYPR_OST; X05 and X06 are calibrated there as base-10 logarithms, in
 * [-1.3, 0.3] and [-2, 0]: the bounds here are those powers of ten).
 */
export const HYPR_PARAMS = [
  { name: 'X01', low: -1, high: 1, doc: 'TT: DD_MELT_TEMP, degree-day melt threshold temperature (°C).' },
  { name: 'X02', low: -3, high: 3, doc: 'TT: RAINSNOW_TEMP, rain/snow halfway temperature (°C).' },
  { name: 'X03', low: 0, high: 0.8, doc: 'CWH: SNOW_SWI, water saturation fraction of snow (-).' },
  { name: 'X04', low: 0.3, high: 1, doc: 'LP: FIELD_CAPACITY, field capacity saturation of the soil (-).' },
  {
    name: 'X05',
    low: 10 ** -1.3,
    high: 10 ** 0.3,
    doc: 'K0: BASEFLOW_COEFF2 of FAST_RES, threshold-storage baseflow coefficient (1/d).',
  },
  {
    name: 'X06',
    low: 0.01,
    high: 1,
    doc: 'K1: BASEFLOW_COEFF of FAST_RES, linear baseflow coefficient (1/d).',
  },
  { name: 'X07', low: 0, high: 30, doc: 'B: PDMROF_B, PDMROF depression storage distribution exponent (-).' },
  {
    name: 'X08',
    low: 0.1,
    high: 0.8,
    doc: 'MAXPA: MAX_DEP_AREA_FRAC, maximum depression area fraction (-).',
  },
  { name: 'X09', low: 0.4, high: 2, doc: 'PWR: PONDED_EXP, pond area-storage exponent (-).' },
  { name: 'X10', low: 0, high: 100, doc: 'UZL: STORAGE_THRESHOLD of FAST_RES, threshold storage (mm).' },
  { name: 'X11', low: 0, high: 0.5, doc: 'FC: TOPSOIL thickness (m).' },
  {
    name: 'X12',
    low: 0,
    high: 5,
    doc: 'CFR: REFREEZE_FACTOR, maximum degree-day refreeze factor (mm/d/°C).',
  },
  { name: 'X13', low: 0, high: 1, doc: 'MRF: HBV_MELT_FOR_CORR, HBV snowmelt forest correction (-).' },
  { name: 'X14', low: 0, high: 1000, doc: 'CMAX: DEP_MAX, maximum depression storage (mm).' },
  {
    name: 'X15',
    low: 0.01,
    high: 6,
    doc: 'MAXBAS: TIME_CONC of the subbasin, triangular routing time base (d).',
  },
  { name: 'X16', low: 0, high: 7, doc: 'BETA: HBV_BETA, HBV infiltration exponent (-).' },
  { name: 'X17', low: 0, high: 8, doc: 'C0: MELT_FACTOR, maximum degree-day snow melt factor (mm/d/°C).' },
  {
    name: 'X18',
    low: 1.5,
    high: 3,
    doc: 'KMIN: MIN_MELT_FACTOR, minimum degree-day snow melt factor (mm/d/°C).',
  },
  { name: 'X19', low: 0, high: 5, doc: 'TCALT: ADIABATIC_LAPSE, adiabatic temperature lapse rate (°C/km).' },
  { name: 'X20', low: 0, high: 5, doc: 'PCALT: PRECIP_LAPSE, precipitation lapse rate (mm/d/km).' },
  { name: 'X21', low: 0.8, high: 1.2, doc: 'SCF: SnowCorrection of every gauge, snowfall multiplier (-).' },
] as const satisfies readonly ParamSpec[];

const P = symbols(HYPR_PARAMS);

/** The classes of the HRU types HYPR knows. */
const HRU_TYPES: Readonly<Record<string, HruClasses>> = {
  land: { land_use_class: 'OPEN_1', veg_class: 'FOREST', soil_profile: 'DEFAULT_P' },
};

/** HYPR's own fields (plain data with the parameter mapping as expressions). */
function defaults(): Record<string, unknown> {
  return {
    ...commonFields(
      'HYPR',
      'Ahmed M.I. Elshorbagy A. and Pietroniro A. 2020: Toward Simple Modeling Practices in the Complex ' +
        'Canadian Prairie Watersheds. Journal of Hydrologic Engineering 25(6) 04020024',
    ),
    routing: 'ROUTE_NONE',
    catchment_route: 'ROUTE_TRI_CONVOLUTION',
    evaporation: 'PET_FROMMONTHLY',
    ow_evaporation: 'PET_FROMMONTHLY',
    sw_radiation_method: 'SW_RAD_DEFAULT',
    sw_cloud_correct: 'SW_CLOUD_CORR_NONE',
    sw_canopy_correct: 'SW_CANOPY_CORR_NONE',
    lw_radiation_method: 'LW_RAD_DEFAULT',
    rain_snow_fraction: 'RAINSNOW_HBV',
    potential_melt_method: 'POTMELT_HBV',
    cloud_cover_method: 'CLOUDCOV_NONE',
    precip_icept_frac: 'PRECIP_ICEPT_USER',
    soil_model: 3,
    lake_storage: 'SOIL[2]',
    hydrologic_processes: [
      processRow('SnowRefreeze', 'FREEZE_DEGREE_DAY', 'SNOW_LIQ', 'SNOW'),
      processRow('Precipitation', 'PRECIP_RAVEN', 'ATMOS_PRECIP', 'MULTIPLE'),
      processRow('CanopyEvaporation', 'CANEVP_ALL', 'CANOPY', 'ATMOSPHERE'),
      // Raven 4.12's name; the interface's CANEVP_ALL is the name before Raven 3.0.2 (RV513).
      processRow('CanopySublimation', 'SUBLIM_ALL', 'CANOPY_SNOW', 'ATMOSPHERE'),
      processRow('SnowBalance', 'SNOBAL_SIMPLE_MELT', 'SNOW', 'PONDED_WATER'),
      processRow('Infiltration', 'INF_HBV', 'PONDED_WATER', 'MULTIPLE'),
      processRow('Flush', 'RAVEN_DEFAULT', 'SURFACE_WATER', 'PONDED_WATER'),
      processRow('Abstraction', 'ABST_PDMROF', 'PONDED_WATER', 'DEPRESSION'),
      processRow('Flush', 'RAVEN_DEFAULT', 'SURFACE_WATER', 'SOIL[1]'),
      processRow('SoilEvaporation', 'SOILEVAP_HYPR', 'MULTIPLE', 'ATMOSPHERE'),
      processRow('Baseflow', 'BASE_LINEAR', 'SOIL[1]', 'SURFACE_WATER'),
      processRow('Baseflow', 'BASE_THRESH_STOR', 'SOIL[1]', 'SURFACE_WATER'),
    ],
    sub_basin_properties: { parameters: ['TIME_CONC'], records: [{ sb_id: '1', values: [P.X15] }] },
    soil_classes: ['TOPSOIL', 'SLOW_RES', 'FAST_RES'].map((name) => ({ name })),
    soil_profiles: [
      {
        name: 'DEFAULT_P',
        soil_classes: ['TOPSOIL', 'FAST_RES', 'SLOW_RES'],
        thicknesses: [P.X11, 1e99, 1e99],
      },
    ],
    vegetation_classes: [{ name: 'FOREST', max_ht: 0, max_lai: 0, max_leaf_cond: 1e99 }],
    land_use_classes: [{ name: 'OPEN_1', impermeable_frac: 0, forest_coverage: 0 }],
    global_parameter: {
      RAINSNOW_TEMP: P.X02,
      RAINSNOW_DELTA: 0,
      SNOW_SWI: P.X03,
      // Named as Raven reads them (the reference's AdiabaticLapseRate and PrecipLapse are dropped by Raven).
      ADIABATIC_LAPSE: P.X19,
      PRECIP_LAPSE: P.X20,
    },
    soil_parameter_list: {
      parameters: [
        'POROSITY',
        'FIELD_CAPACITY',
        'SAT_WILT',
        'HBV_BETA',
        'MAX_CAP_RISE_RATE',
        'MAX_PERC_RATE',
        'BASEFLOW_COEFF',
        'BASEFLOW_N',
        'BASEFLOW_COEFF2',
        'STORAGE_THRESHOLD',
      ],
      pl: [
        { name: '[DEFAULT]', values: [1, P.X04, 0, P.X16, 0, 0, 0, 0, 0, 0] },
        { name: 'FAST_RES', values: [null, null, 0, null, null, 0, P.X06, 1, P.X05, P.X10] },
        { name: 'SLOW_RES', values: [null, null, 0, null, null, null, 0.01, 1, 0.05, 0] },
      ],
    },
    land_use_parameter_list: {
      parameters: [
        'MELT_FACTOR',
        'MIN_MELT_FACTOR',
        'HBV_MELT_FOR_CORR',
        'REFREEZE_FACTOR',
        'HBV_MELT_ASP_CORR',
        'DD_MELT_TEMP',
        'FOREST_COVERAGE',
        'PONDED_EXP',
        'PDMROF_B',
        'DEP_MAX',
        'MAX_DEP_AREA_FRAC',
      ],
      pl: [
        { name: '[DEFAULT]', values: [P.X17, P.X18, P.X13, P.X12, 0, P.X01, 0, P.X09, P.X07, P.X14, P.X08] },
      ],
    },
    vegetation_parameter_list: {
      parameters: ['SAI_HT_RATIO', 'MAX_CAPACITY', 'MAX_SNOW_CAPACITY', 'TFRAIN', 'TFSNOW'],
      pl: [{ name: 'FOREST', values: [0, 10000, 10000, 1, 1] }],
    },
    // Initial soil (mm) and depression (mm) storages of the first HRU, as the reference.
    hru_state_variable_table: [{ hru_id: 1, data: { 'SOIL[0]': 10, 'SOIL[1]': 10, DEPRESSION: 20 } }],
  };
}

/** HYPR's definition: parameters, fields, HRU types, and the gauges' snow correction. */
export const HYPR_DEFINITION: EmulatorDefinition = {
  name: 'HYPR',
  parameters: HYPR_PARAMS,
  defaults,
  hruTypes: HRU_TYPES,
  finish: (plain) => withGaugeCorrections(plain, { snow_correction: P.X21 }),
};

/** The HYPR emulator: a Config with HYPR's processes, classes and parameter mapping. */
export class HYPR extends EmulatorConfig {
  static override readonly definition = HYPR_DEFINITION;
}
