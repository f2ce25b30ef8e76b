/**
 * MOHYSE (Modèle Hydrologique Simplifié à l'Extrême; Fortin and Turcotte, 2007), emulated in Raven as the
 * reference library does. Ten parameters X01..X10, symbolic until `setParams` (or `params`) gives numbers; the
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

/** Mohyse's parameters, in order, with the bounds calibration uses in the reference library's tests. */
export const MOHYSE_PARAMS = [
  { name: 'X01', low: 0.01, high: 20, doc: 'PET coefficient of PET_MOHYSE (MOHYSE_PET_COEFF).' },
  { name: 'X02', low: 0.01, high: 1, doc: 'Linear soil evaporation coefficient (AET_COEFF).' },
  { name: 'X03', low: 0.01, high: 20, doc: 'Degree-day melt factor (MELT_FACTOR, mm/d/C).' },
  { name: 'X04', low: -5, high: 5, doc: 'Melt base temperature (DD_MELT_TEMP, C).' },
  { name: 'X05', low: 0.01, high: 0.5, doc: 'Topsoil thickness (m).' },
  { name: 'X06', low: 0.01, high: 1, doc: 'Percolation rate, topsoil to groundwater (PERC_COEFF, 1/d).' },
  { name: 'X07', low: 0.01, high: 1, doc: 'Baseflow rate of the topsoil (BASEFLOW_COEFF, 1/d).' },
  { name: 'X08', low: 0.01, high: 1, doc: 'Baseflow rate of the groundwater store (BASEFLOW_COEFF, 1/d).' },
  { name: 'X09', low: 0.01, high: 15, doc: 'Shape of the gamma catchment routing (GAMMA_SHAPE).' },
  {
    name: 'X10',
    low: 0.01,
    high: 15,
    doc: 'Inverse of the scale of the gamma catchment routing (1/GAMMA_SCALE).',
  },
] as const satisfies readonly ParamSpec[];

const P = symbols(MOHYSE_PARAMS);

/** The classes of the HRU types Mohyse knows (land only, as the reference library). */
const HRU_TYPES: Readonly<Record<string, HruClasses>> = {
  land: { land_use_class: 'LU_ALL', veg_class: 'VEG_ALL', soil_profile: 'DEFAULT_P' },
};

/** The subbasin routing values (GAMMA_SCALE, GAMMA_SHAPE) every subbasin gets. */
const gammaValues = () => [div(1, P.X10), P.X09];

/** The default :SubBasinProperties of each construction, to tell it from one the user gave. */
const DEFAULT_PROPERTIES = new WeakSet<object>();

/** Mohyse's own fields (plain data with the parameter mapping as expressions). */
function defaults(): Record<string, unknown> {
  const subBasinProperties = {
    parameters: ['GAMMA_SCALE', 'GAMMA_SHAPE'],
    records: [{ sb_id: '1', values: gammaValues() }],
  };
  DEFAULT_PROPERTIES.add(subBasinProperties);
  return {
    ...commonFields('Mohyse'),
    soil_model: 2,
    potential_melt_method: 'POTMELT_DEGREE_DAY',
    routing: 'ROUTE_NONE',
    catchment_route: 'ROUTE_GAMMA_CONVOLUTION',
    evaporation: 'PET_MOHYSE',
    direct_evaporation: true,
    rain_snow_fraction: 'RAINSNOW_DATA',
    hydrologic_processes: [
      processRow('SoilEvaporation', 'SOILEVAP_LINEAR', 'SOIL[0]', 'ATMOSPHERE'),
      processRow('SnowBalance', 'SNOBAL_SIMPLE_MELT', 'SNOW', 'PONDED_WATER'),
      processRow('Precipitation', 'RAVEN_DEFAULT', 'ATMOS_PRECIP', 'MULTIPLE'),
      processRow('Infiltration', 'INF_HBV', 'PONDED_WATER', 'MULTIPLE'),
      processRow('Baseflow', 'BASE_LINEAR', 'SOIL[0]', 'SURFACE_WATER'),
      processRow('Percolation', 'PERC_LINEAR', 'SOIL[0]', 'SOIL[1]'),
      processRow('Baseflow', 'BASE_LINEAR', 'SOIL[1]', 'SURFACE_WATER'),
    ],
    soil_classes: [{ name: 'TOPSOIL' }, { name: 'GWSOIL' }],
    land_use_classes: [{ name: 'LU_ALL', impermeable_frac: 0, forest_coverage: 1 }],
    vegetation_classes: [{ name: 'VEG_ALL', max_ht: 0, max_lai: 0, max_leaf_cond: 0 }],
    soil_profiles: [
      { name: 'LAKE', soil_classes: [], thicknesses: [] },
      { name: 'ROCK', soil_classes: [], thicknesses: [] },
      { name: 'DEFAULT_P', soil_classes: ['TOPSOIL', 'GWSOIL'], thicknesses: [P.X05, 10] },
    ],
    global_parameter: { RAINSNOW_TEMP: -2, TOC_MULTIPLIER: 1, MOHYSE_PET_COEFF: P.X01 },
    soil_parameter_list: {
      parameters: ['POROSITY', 'PET_CORRECTION', 'HBV_BETA', 'BASEFLOW_COEFF', 'PERC_COEFF'],
      pl: [
        { name: 'TOPSOIL', values: [1, 1, 1, P.X07, P.X06] },
        { name: 'GWSOIL', values: [1, 1, 1, P.X08, 0] },
      ],
    },
    land_use_parameter_list: {
      parameters: ['MELT_FACTOR', 'AET_COEFF', 'FOREST_SPARSENESS', 'DD_MELT_TEMP'],
      pl: [{ name: '[DEFAULT]', values: [P.X03, P.X02, 0, P.X04] }],
    },
    vegetation_parameter_list: {
      parameters: ['SAI_HT_RATIO', 'RAIN_ICEPT_PCT', 'SNOW_ICEPT_PCT'],
      pl: [{ name: '[DEFAULT]', values: [0, 0, 0] }],
    },
    sub_basin_properties: subBasinProperties,
  };
}

/** The IDs of the subbasins given as a list or a `{root}` table (plain data or models). */
function subbasinIds(subBasins: unknown): string[] {
  const rows = Array.isArray(subBasins) ? subBasins : (subBasins as { root?: unknown } | null)?.root;
  if (!Array.isArray(rows)) return [];
  return rows
    .map((r) => (r as { subbasin_id?: unknown } | null)?.subbasin_id)
    .filter((id) => typeof id === 'number' || typeof id === 'string')
    .map(String);
}

/**
 * The default gamma routing given to every subbasin of the configuration: the reference library writes it for
 * subbasin 1 only, which leaves other subbasins on Raven's defaults and names a subbasin that may not exist.
 */
function finish(plain: Record<string, unknown>): Record<string, unknown> {
  const props = plain.sub_basin_properties;
  if (!props || typeof props !== 'object' || !DEFAULT_PROPERTIES.has(props)) return plain;
  const ids = subbasinIds(plain.sub_basins);
  if (ids.length === 0) return plain;
  return {
    ...plain,
    sub_basin_properties: {
      ...props,
      records: ids.map((sb_id) => ({ sb_id, values: gammaValues() })),
    },
  };
}

/** Mohyse's definition: parameters, fields and HRU types. */
export const MOHYSE_DEFINITION: EmulatorDefinition = {
  name: 'Mohyse',
  parameters: MOHYSE_PARAMS,
  defaults,
  hruTypes: HRU_TYPES,
  finish,
};

/** The MOHYSE emulator: a Config with Mohyse's processes, classes and parameter mapping. */
export class Mohyse extends EmulatorConfig {
  static override readonly definition = MOHYSE_DEFINITION;
}
