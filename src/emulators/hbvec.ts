/**
 * HBVEC: HBV-EC (Hydrologiska Byråns Vattenbalansavdelning, Environment Canada version) emulated in Raven, as
 * the reference library's emulator. 21 parameters `X01`..`X21`, symbolic until `setParams` (or `params`) gives
 * numbers; the user supplies HRUs, forcing gauges (with monthly average temperature and evaporation: PET is
 * taken from them), observations and the simulation period. `X20`/`X21` become every gauge's rain and snow
 * corrections.
 */
import { add, div } from '../models/symbolic/expr.js';
import {
  EmulatorConfig,
  symbols,
  type EmulatorDefinition,
  type HruClasses,
  type ParamSpec,
} from './emulatorConfig.js';
import { commonFields, conditional, processRow, withGaugeCorrections } from './structure.js';

/**
 * HBVEC's parameters, in order, with the bounds of the reference library's calibration test (HBVEC_OST) and
 * the Raven parameter each sets.
 */
export const HBVEC_PARAMS = [
  {
    name: 'X01',
    low: -3,
    high: 3,
    doc: 'RainSnowTransition temperature: rain/snow halfway temperature (°C).',
  },
  { name: 'X02', low: 0, high: 8, doc: 'MELT_FACTOR: maximum degree-day snow melt factor (mm/d/°C).' },
  { name: 'X03', low: 0, high: 8, doc: 'REFREEZE_FACTOR: maximum degree-day refreeze factor (mm/d/°C).' },
  { name: 'X04', low: 0, high: 0.1, doc: 'SNOW_SWI: water saturation fraction of snow (-).' },
  { name: 'X05', low: 0, high: 1, doc: 'POROSITY: effective porosity of the soil (-).' },
  { name: 'X06', low: 0.3, high: 1, doc: 'FIELD_CAPACITY: field capacity saturation of the soil (-).' },
  { name: 'X07', low: 0, high: 7, doc: 'HBV_BETA: HBV infiltration exponent (-).' },
  { name: 'X08', low: 0, high: 100, doc: 'MAX_PERC_RATE of FAST_RES: constant percolation rate (mm/d).' },
  {
    name: 'X09',
    low: 0.01,
    high: 1,
    doc: 'BASEFLOW_COEFF of FAST_RES: power-law baseflow coefficient (1/d).',
  },
  {
    name: 'X10',
    low: 0.05,
    high: 0.1,
    doc: 'BASEFLOW_COEFF of SLOW_RES: linear baseflow coefficient (1/d).',
  },
  {
    name: 'X11',
    low: 0.01,
    high: 6,
    doc: 'TIME_CONC of the subbasin: triangular unit hydrograph time base (d); TIME_TO_PEAK is X11/2.',
  },
  {
    name: 'X12',
    low: 0,
    high: 5,
    doc: 'PRECIP_LAPSE: precipitation lapse rate for orographic correction (mm/d/km).',
  },
  { name: 'X13', low: 0, high: 5, doc: 'ADIABATIC_LAPSE: adiabatic temperature lapse rate (°C/km).' },
  { name: 'X14', low: 0, high: 0.2, doc: 'SAT_WILT: hygroscopic minimum saturation (-).' },
  { name: 'X15', low: 0, high: 1, doc: 'BASEFLOW_N of FAST_RES minus one: power-law baseflow exponent (-).' },
  { name: 'X16', low: 0, high: 30, doc: 'MAX_CAP_RISE_RATE: HBV maximum capillary rise rate (mm/d).' },
  { name: 'X17', low: 0.01, high: 3, doc: 'TOPSOIL thickness (m).' },
  { name: 'X18', low: 0, high: 2, doc: 'HBV_MELT_FOR_CORR: HBV snowmelt forest correction (MRF) (-).' },
  {
    name: 'X19',
    low: 0.05,
    high: 1,
    doc: 'GLAC_STORAGE_COEFF: maximum linear storage coefficient of glacier melt (-).',
  },
  { name: 'X20', low: 0.8, high: 1.5, doc: 'RainCorrection of every gauge: rainfall multiplier (-).' },
  { name: 'X21', low: 0.8, high: 1.5, doc: 'SnowCorrection of every gauge: snowfall multiplier (-).' },
] as const satisfies readonly ParamSpec[];

const P = symbols(HBVEC_PARAMS);

/** The classes of the HRU types HBVEC knows. */
const HRU_TYPES: Readonly<Record<string, HruClasses>> = {
  land: { land_use_class: 'LU_ALL', veg_class: 'VEG_ALL', soil_profile: 'DEFAULT_P' },
};

/** The TOPSOIL soil parameters, also the [DEFAULT] row. */
const topsoil = () => [P.X05, P.X06, P.X14, P.X07, P.X16, 0, 0.1, 1];

/** HBVEC's own fields (plain data with the parameter mapping as expressions). */
function defaults(): Record<string, unknown> {
  return {
    ...commonFields(
      'HBVEC',
      'Hamilton A.S. Hutchinson D.G. and Moore R.D. 2000: Estimating winter streamflow using conceptual ' +
        'streamflow model. Journal of Cold Regions Engineering 14(4) 158-175',
    ),
    interpolation: 'INTERP_NEAREST_NEIGHBOR',
    routing: 'ROUTE_NONE',
    catchment_route: 'TRIANGULAR_UH',
    evaporation: 'PET_FROMMONTHLY',
    ow_evaporation: 'PET_FROMMONTHLY',
    sw_radiation_method: 'SW_RAD_DEFAULT',
    sw_cloud_correct: 'SW_CLOUD_CORR_NONE',
    sw_canopy_correct: 'SW_CANOPY_CORR_NONE',
    lw_radiation_method: 'LW_RAD_DEFAULT',
    rain_snow_fraction: 'RAINSNOW_HBV',
    potential_melt_method: 'POTMELT_HBV',
    oro_temp_correct: 'OROCORR_HBV',
    oro_precip_correct: 'OROCORR_HBV',
    oro_pet_correct: 'OROCORR_HBV',
    cloud_cover_method: 'CLOUDCOV_NONE',
    precip_icept_frac: 'PRECIP_ICEPT_USER',
    monthly_interpolation_method: 'MONTHINT_LINEAR_21',
    soil_model: 3,
    lake_storage: 'SOIL[2]',
    hydrologic_processes: [
      processRow('SnowRefreeze', 'FREEZE_DEGREE_DAY', 'SNOW_LIQ', 'SNOW'),
      processRow('Precipitation', 'PRECIP_RAVEN', 'ATMOS_PRECIP', 'MULTIPLE'),
      processRow('CanopyEvaporation', 'CANEVP_ALL', 'CANOPY', 'ATMOSPHERE'),
      // Raven 4.12's name; the interface's CANEVP_ALL is the name before Raven 3.0.2 (RV513).
      processRow('CanopySublimation', 'SUBLIM_ALL', 'CANOPY_SNOW', 'ATMOSPHERE'),
      processRow('SnowBalance', 'SNOBAL_SIMPLE_MELT', 'SNOW', 'SNOW_LIQ'),
      processRow('Overflow', 'RAVEN_DEFAULT', 'SNOW_LIQ', 'PONDED_WATER'),
      processRow('Flush', 'RAVEN_DEFAULT', 'PONDED_WATER', 'GLACIER'),
      conditional('IS', 'GLACIER'),
      processRow('GlacierMelt', 'GMELT_HBV', 'GLACIER_ICE', 'GLACIER'),
      processRow('GlacierRelease', 'GRELEASE_HBV_EC', 'GLACIER', 'SURFACE_WATER'),
      processRow('Infiltration', 'INF_HBV', 'PONDED_WATER', 'MULTIPLE'),
      processRow('Flush', 'RAVEN_DEFAULT', 'SURFACE_WATER', 'SOIL[1]'),
      conditional('IS_NOT', 'GLACIER'),
      processRow('SoilEvaporation', 'SOILEVAP_HBV', 'SOIL[0]', 'ATMOSPHERE'),
      processRow('CapillaryRise', 'CRISE_HBV', 'SOIL[1]', 'SOIL[0]'),
      processRow('LakeEvaporation', 'LAKE_EVAP_BASIC', 'SOIL[2]', 'ATMOSPHERE'),
      processRow('Percolation', 'PERC_CONSTANT', 'SOIL[1]', 'SOIL[2]'),
      processRow('Baseflow', 'BASE_POWER_LAW', 'SOIL[1]', 'SURFACE_WATER'),
      processRow('Baseflow', 'BASE_LINEAR', 'SOIL[2]', 'SURFACE_WATER'),
    ],
    sub_basin_properties: {
      parameters: ['TIME_CONC', 'TIME_TO_PEAK'],
      records: [{ sb_id: '1', values: [P.X11, div(P.X11, 2)] }],
    },
    rain_snow_transition: { temp: P.X01, delta: 2 },
    global_parameter: { ADIABATIC_LAPSE: P.X13, SNOW_SWI: P.X04, PRECIP_LAPSE: P.X12 },
    soil_classes: ['TOPSOIL', 'FAST_RES', 'SLOW_RES'].map((name) => ({
      name,
      mineral: [1, 0, 0],
      organic: 0,
    })),
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
      ],
      pl: [
        { name: '[DEFAULT]', values: topsoil() },
        { name: 'TOPSOIL', values: topsoil() },
        {
          name: 'FAST_RES',
          values: [null, null, 0, null, null, P.X08, P.X09, add(P.X15, 1)],
        },
        {
          name: 'SLOW_RES',
          values: [null, null, 0, null, null, null, P.X10, 1],
        },
      ],
    },
    soil_profiles: [
      {
        name: 'DEFAULT_P',
        soil_classes: ['TOPSOIL', 'FAST_RES', 'SLOW_RES'],
        thicknesses: [P.X17, 100, 100],
      },
    ],
    vegetation_classes: [{ name: 'VEG_ALL', max_ht: 25, max_lai: 6, max_leaf_cond: 5.3 }],
    vegetation_parameter_list: {
      parameters: ['MAX_CAPACITY', 'MAX_SNOW_CAPACITY', 'TFRAIN', 'TFSNOW'],
      pl: [{ name: 'VEG_ALL', values: [10000, 10000, 0.88, 0.88] }],
    },
    land_use_classes: [{ name: 'LU_ALL', impermeable_frac: 0, forest_coverage: 1 }],
    land_use_parameter_list: {
      parameters: [
        'MELT_FACTOR',
        'MIN_MELT_FACTOR',
        'HBV_MELT_FOR_CORR',
        'REFREEZE_FACTOR',
        'HBV_MELT_ASP_CORR',
        'HBV_MELT_GLACIER_CORR',
        'HBV_GLACIER_KMIN',
        'GLAC_STORAGE_COEFF',
        'HBV_GLACIER_AG',
      ],
      pl: [{ name: '[DEFAULT]', values: [P.X02, 2.2, P.X18, P.X03, 0.48, 1.64, 0.05, P.X19, 0.05] }],
    },
    // The lower groundwater store's initial content (mm), as the reference.
    hru_state_variable_table: [{ hru_id: 1, data: { 'SOIL[2]': 0.50657 } }],
  };
}

/** HBVEC's definition: parameters, fields, HRU types, and the gauges' rain and snow corrections. */
export const HBVEC_DEFINITION: EmulatorDefinition = {
  name: 'HBVEC',
  parameters: HBVEC_PARAMS,
  defaults,
  hruTypes: HRU_TYPES,
  finish: (plain) => withGaugeCorrections(plain, { rain_correction: P.X20, snow_correction: P.X21 }),
};

/** The HBV-EC emulator: a Config with HBVEC's processes, classes and parameter mapping. */
export class HBVEC extends EmulatorConfig {
  static override readonly definition = HBVEC_DEFINITION;
}
