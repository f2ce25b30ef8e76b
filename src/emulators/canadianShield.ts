/**
 * CanadianShield: a Raven configuration for Canadian Shield basins (shallow soils over rock, with exposed rock
 * and lakes), with two HRUs of the basin: an organic-soil HRU and a bedrock HRU sharing the basin's area by
 * the fraction X34. Thirty-four parameters `X01`…`X34`, symbolic until `setParams` (or `params`) gives numbers;
 * the user supplies exactly two HRUs of equal area (each the whole basin), forcing gauges, observations and
 * the simulation period.
 */
import { isSymbolic, mul, printExpr, sub, type Expr } from '../models/symbolic/expr.js';
import {
  EmulatorConfig,
  symbols,
  withHruClasses,
  type EmulatorDefinition,
  type HruClasses,
  type ParamSpec,
} from './emulatorConfig.js';
import {
  commonFields,
  conditional,
  constantSeasonal,
  plainOf,
  processRow,
  withGaugeCorrections,
} from './structure.js';

/**
 * CanadianShield's parameters, in order. Bounds: those of the reference library's CanadianShield calibration
 * test (Ostrich), given back in Raven's terms where it calibrated transforms (X08, X09 as powers of ten; X06
 * and X17 as sums with X05 and X16).
 */
export const CANADIANSHIELD_PARAMS = [
  { name: 'X01', low: 0.01, high: 0.5, doc: 'Thickness of TOPSOIL, both soil profiles (m).' },
  { name: 'X02', low: 0.01, high: 2, doc: 'Thickness of VADOSE in the organic profile SOILP_ORG (m).' },
  { name: 'X03', low: 0.01, high: 3, doc: 'Thickness of FRACBEDROCK, both soil profiles (m).' },
  { name: 'X04', low: 0, high: 3, doc: 'PET_CORRECTION of TOPSOIL: soil evaporation PET multiplier (-).' },
  { name: 'X05', low: 0, high: 0.05, doc: 'SAT_WILT of TOPSOIL: wilting point saturation (-).' },
  { name: 'X06', low: 0.05, high: 0.5, doc: 'FIELD_CAPACITY of TOPSOIL: field capacity saturation (-).' },
  { name: 'X07', low: 0, high: 7, doc: 'HBV_BETA of TOPSOIL: infiltration (HBV) shape exponent (-).' },
  {
    name: 'X08',
    low: 1e-5,
    high: 0.1,
    doc: 'BASEFLOW_COEFF of VADOSE: power-law baseflow coefficient (1/d).',
  },
  {
    name: 'X09',
    low: 1e-5,
    high: 0.1,
    doc: 'BASEFLOW_COEFF of FRACBEDROCK: power-law baseflow coefficient (1/d).',
  },
  { name: 'X10', low: 0.5, high: 2, doc: 'BASEFLOW_N of VADOSE: baseflow power-law exponent (-).' },
  { name: 'X11', low: 0.5, high: 2, doc: 'BASEFLOW_N of FRACBEDROCK: baseflow power-law exponent (-).' },
  {
    name: 'X12',
    low: 0,
    high: 100,
    doc: 'MAX_INTERFLOW_RATE of TOPSOIL: PRMS interflow maximum rate (mm/d).',
  },
  {
    name: 'X13',
    low: 0,
    high: 100,
    doc: 'MAX_PERC_RATE of TOPSOIL: GAWSER maximum percolation rate (mm/d).',
  },
  { name: 'X14', low: 0, high: 100, doc: 'MAX_PERC_RATE of VADOSE: GAWSER maximum percolation rate (mm/d).' },
  { name: 'X15', low: 0, high: 0.4, doc: 'SNOW_SWI: water holding capacity of snow (-).' },
  { name: 'X16', low: 0, high: 0.1, doc: 'SNOW_SWI_MIN: minimum water holding capacity of snow (-).' },
  { name: 'X17', low: 0.01, high: 0.4, doc: 'SNOW_SWI_MAX: maximum water holding capacity of snow (-).' },
  {
    name: 'X18',
    low: 0.005,
    high: 0.1,
    doc: 'SWI_REDUCT_COEFF: reduction of snow water holding capacity (1/d).',
  },
  { name: 'X19', low: -3, high: 3, doc: 'RAINSNOW_TEMP: rain/snow transition temperature (C).' },
  { name: 'X20', low: 0.5, high: 4, doc: 'RAINSNOW_DELTA: width of the rain/snow transition (C).' },
  {
    name: 'X21',
    low: 5,
    high: 500,
    doc: 'MAX_SWE_SURFACE: maximum SWE of the two-layer snow surface layer (mm).',
  },
  { name: 'X22', low: 0, high: 5, doc: 'TOC_MULTIPLIER: time of concentration multiplier (-).' },
  {
    name: 'X23',
    low: 0,
    high: 5,
    doc: 'REFREEZE_FACTOR of land use FOREST: degree-day refreeze factor (mm/d/C).',
  },
  {
    name: 'X24',
    low: -1,
    high: 1,
    doc: 'DD_MELT_TEMP of land use FOREST: degree-day melt base temperature (C).',
  },
  { name: 'X25', low: 0, high: 8, doc: 'MELT_FACTOR of land use FOREST: degree-day melt factor (mm/d/C).' },
  { name: 'X26', low: 0, high: 20, doc: 'DEP_MAX of land use FOREST: maximum depression storage (mm).' },
  {
    name: 'X27',
    low: 0,
    high: 1.5,
    doc: 'OW_PET_CORR of land use FOREST: open water evaporation PET multiplier (-).',
  },
  {
    name: 'X28',
    low: 0,
    high: 0.2,
    doc: 'RAIN_ICEPT_FACT of vegetation FOREST: rain interception per LAI (-).',
  },
  {
    name: 'X29',
    low: 0,
    high: 0.2,
    doc: 'SNOW_ICEPT_FACT of vegetation FOREST: snow interception per LAI (-).',
  },
  {
    name: 'X30',
    low: 0,
    high: 10,
    doc: 'MAX_CAPACITY of vegetation FOREST: canopy rain storage capacity (mm).',
  },
  {
    name: 'X31',
    low: 0,
    high: 10,
    doc: 'MAX_SNOW_CAPACITY of vegetation FOREST: canopy snow storage capacity (mm).',
  },
  { name: 'X32', low: 0.8, high: 1.2, doc: ':RainCorrection of every gauge: rainfall multiplier (-).' },
  { name: 'X33', low: 0.8, high: 1.2, doc: ':SnowCorrection of every gauge: snowfall multiplier (-).' },
  {
    name: 'X34',
    low: 0,
    high: 1,
    doc: 'Fraction of the basin area in the organic HRU (the rest is bedrock) (-).',
  },
] as const satisfies readonly ParamSpec[];

const P = symbols(CANADIANSHIELD_PARAMS);

/** The soil profile of each HRU, by position: HRU 1 organic soil, HRU 2 bedrock. */
const PROFILES = ['SOILP_ORG', 'SOILP_BEDROCK'] as const;

/** CanadianShield's one HRU type: FOREST classes, the soil profile by position (left as [NONE] here, see finish). */
const HRU_TYPES: Readonly<Record<string, HruClasses>> = {
  land: { land_use_class: 'FOREST', veg_class: 'FOREST', soil_profile: '[NONE]' },
};

/** CanadianShield's own fields (plain data with the parameter mapping as expressions). */
function defaults(): Record<string, unknown> {
  const initial = { 'SOIL[0]': mul(P.X01, 500), 'SOIL[1]': mul(P.X02, 500), 'SOIL[2]': mul(P.X03, 500) };
  return {
    ...commonFields('CanadianShield'),
    // Raven 4.12.1 cannot write this model's storage as NetCDF (two variables named "Snow Melt (Liquid)":
    // "NetCDF: String match to name in use"), so :WriteNetcdfFormat is not written: its outputs are CSV.
    write_netcdf_format: null,
    routing: 'ROUTE_NONE',
    catchment_route: 'ROUTE_TRI_CONVOLUTION',
    evaporation: 'PET_HARGREAVES_1985',
    ow_evaporation: 'PET_HARGREAVES_1985',
    sw_canopy_correct: 'SW_CANOPY_CORR_STATIC',
    rain_snow_fraction: 'RAINSNOW_DINGMAN',
    potential_melt_method: 'POTMELT_DEGREE_DAY',
    precip_icept_frac: 'PRECIP_ICEPT_LAI',
    soil_model: 3,
    monthly_interpolation_method: 'MONTHINT_LINEAR_MID',
    hydrologic_processes: [
      processRow('SnowRefreeze', 'FREEZE_DEGREE_DAY', 'SNOW_LIQ', 'SNOW'),
      processRow('Precipitation', 'PRECIP_RAVEN', 'ATMOS_PRECIP', 'MULTIPLE'),
      processRow('CanopyEvaporation', 'CANEVP_MAXIMUM', 'CANOPY', 'ATMOSPHERE'),
      // Raven 4.12's name; the interface's CANEVP_MAXIMUM is the name before Raven 3.0.2 (RV513).
      processRow('CanopySublimation', 'SUBLIM_MAXIMUM', 'CANOPY_SNOW', 'ATMOSPHERE'),
      processRow('SnowBalance', 'SNOBAL_TWO_LAYER', 'MULTIPLE', 'MULTIPLE'),
      processRow('Abstraction', 'ABST_FILL', 'PONDED_WATER', 'DEPRESSION'),
      processRow('OpenWaterEvaporation', 'OPEN_WATER_EVAP', 'DEPRESSION', 'ATMOSPHERE'),
      processRow('Infiltration', 'INF_HBV', 'PONDED_WATER', 'MULTIPLE'),
      processRow('Interflow', 'INTERFLOW_PRMS', 'SOIL[0]', 'SURFACE_WATER'),
      processRow('Baseflow', 'BASE_POWER_LAW', 'SOIL[1]', 'SURFACE_WATER'),
      conditional('IS', 'SOIL_ORG'),
      processRow('Baseflow', 'BASE_POWER_LAW', 'SOIL[2]', 'SURFACE_WATER'),
      processRow('Percolation', 'PERC_GAWSER', 'SOIL[0]', 'SOIL[1]'),
      conditional('IS', 'SOIL_ORG'),
      processRow('Percolation', 'PERC_GAWSER', 'SOIL[1]', 'SOIL[2]'),
      conditional('IS', 'SOIL_ORG'),
      processRow('Percolation', 'PERC_GAWSER', 'SOIL[0]', 'SOIL[2]'),
      conditional('IS', 'SOIL_BEDROCK'),
      processRow('SoilEvaporation', 'SOILEVAP_ROOT', 'SOIL[0]', 'ATMOSPHERE'),
    ],
    soil_classes: ['TOPSOIL', 'VADOSE', 'FRACBEDROCK'].map((name) => ({ name })),
    soil_profiles: [
      { name: 'LAKE', soil_classes: [], thicknesses: [] },
      { name: 'ROCK', soil_classes: [], thicknesses: [] },
      {
        name: 'SOILP_ORG',
        soil_classes: ['TOPSOIL', 'VADOSE', 'FRACBEDROCK'],
        thicknesses: [P.X01, P.X02, P.X03],
      },
      {
        name: 'SOILP_BEDROCK',
        soil_classes: ['TOPSOIL', 'VADOSE', 'FRACBEDROCK'],
        thicknesses: [P.X01, 0, P.X03],
      },
    ],
    vegetation_classes: [{ name: 'FOREST', max_ht: 5, max_lai: 5, max_leaf_cond: 5 }],
    land_use_classes: [{ name: 'FOREST', impermeable_frac: 0, forest_coverage: 0.02345 }],
    global_parameter: {
      SNOW_SWI: P.X15,
      SNOW_SWI_MIN: P.X16,
      SNOW_SWI_MAX: P.X17,
      SWI_REDUCT_COEFF: P.X18,
      RAINSNOW_TEMP: P.X19,
      RAINSNOW_DELTA: P.X20,
      MAX_SWE_SURFACE: P.X21,
      TOC_MULTIPLIER: P.X22,
    },
    soil_parameter_list: {
      parameters: [
        'POROSITY',
        'HBV_BETA',
        'BASEFLOW_COEFF',
        'BASEFLOW_N',
        'MAX_INTERFLOW_RATE',
        'FIELD_CAPACITY',
        'SAT_WILT',
        'MAX_PERC_RATE',
        'PET_CORRECTION',
      ],
      pl: [
        { name: 'TOPSOIL', values: [1, P.X07, 0, 0, P.X12, P.X06, P.X05, P.X13, P.X04] },
        { name: 'VADOSE', values: [1, 0, P.X08, P.X10, 0, 0, 0, P.X14, 0] },
        { name: 'FRACBEDROCK', values: [1, 0, P.X09, P.X11, 0, 0, 0, 0, 0] },
      ],
    },
    land_use_parameter_list: {
      parameters: [
        'FOREST_SPARSENESS',
        'MELT_FACTOR',
        'DD_MELT_TEMP',
        'REFREEZE_FACTOR',
        'DEP_MAX',
        'OW_PET_CORR',
      ],
      pl: [{ name: 'FOREST', values: [0, P.X25, P.X24, P.X23, P.X26, P.X27] }],
    },
    vegetation_parameter_list: {
      parameters: [
        'SVF_EXTINCTION',
        'SAI_HT_RATIO',
        'RAIN_ICEPT_FACT',
        'SNOW_ICEPT_FACT',
        'MAX_CAPACITY',
        'MAX_SNOW_CAPACITY',
      ],
      pl: [{ name: 'FOREST', values: [0.5, 1, P.X28, P.X29, P.X30, P.X31] }],
    },
    // One [DEFAULT] row of twelve ones each: no seasonal change of LAI or height.
    seasonal_relative_lai: constantSeasonal(),
    seasonal_relative_height: constantSeasonal(),
    // Half-full stores (mm, from thicknesses in m) in both HRUs.
    hru_state_variable_table: [
      { hru_id: 1, data: { ...initial } },
      { hru_id: 2, data: { ...initial } },
    ],
  };
}

/** An area as text, to compare areas given as numbers or expressions. */
const areaKey = (area: unknown): string => (isSymbolic(area) ? printExpr(area) : String(Number(area ?? 0)));

/**
 * The organic and bedrock HRUs (two of equal area, each the whole basin) given their share of the area
 * (X34 and 1 - X34), their ids (1 and 2) and soil profiles where not given; every gauge given the rain and
 * snow corrections X32 and X33 (HRUs and gauges given as instances or plain data).
 */
function finish(plain: Record<string, unknown>): Record<string, unknown> {
  const given = plainOf(plain.hrus) as unknown;
  const hrus = Array.isArray(given) ? given.map(plainOf) : [];
  if (hrus.length !== 2)
    throw new Error(
      `CanadianShield: needs exactly two HRUs of equal area (organic, then bedrock), has ${hrus.length}`,
    );
  const areas = hrus.map((h) => h.area);
  if (areaKey(areas[0]) !== areaKey(areas[1]))
    throw new Error(
      `CanadianShield: the two HRUs must have equal areas (each the whole basin), not ${areas.map(areaKey).join(' and ')}`,
    );
  const share: Expr[] = [P.X34, sub(1, P.X34)];
  const withHrus = {
    ...plain,
    hrus: hrus.map((h, i) => {
      const classes = { ...HRU_TYPES.land, soil_profile: PROFILES[i] };
      const out = withHruClasses({ ...h, hru_id: h.hru_id ?? i + 1 }, classes);
      return { ...out, area: mul((h.area ?? 0) as Expr, share[i]) };
    }),
  };
  return withGaugeCorrections(withHrus, { rain_correction: P.X32, snow_correction: P.X33 });
}

/** CanadianShield's definition: parameters, fields, HRU type, HRU areas and gauge corrections. */
export const CANADIANSHIELD_DEFINITION: EmulatorDefinition = {
  name: 'CanadianShield',
  parameters: CANADIANSHIELD_PARAMS,
  defaults,
  hruTypes: HRU_TYPES,
  finish,
};

/** The Canadian Shield emulator: a Config with an organic and a bedrock HRU and CanadianShield's mapping. */
export class CanadianShield extends EmulatorConfig {
  static override readonly definition = CANADIANSHIELD_DEFINITION;
}
