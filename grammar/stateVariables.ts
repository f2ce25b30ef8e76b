/**
 * The state variable names Raven 4.12.1 reads (StateVariables.cpp, CStateVariable::StringToSVType): the
 * name before an optional `[layer]`, compared after upper-casing, spelling variants included. A name that
 * starts with `!` is a transport constituent (`!Nitrate`, `!Nitrate_SRC` …). Anything else is "Unrecognized".
 */

/** Every state variable name Raven reads, spelling variants included, in StringToSVType's order. */
export const STATE_VARIABLE_NAMES: readonly string[] = Object.freeze([
  'SURFACEWATER',
  'SURFACE_WATER',
  'PONDED_WATER',
  'ATMOSPHERE',
  'ATMOS_PRECIP',
  'SOIL',
  'GROUNDWATER',
  'GROUND_WATER',
  'GWMODEL',
  'AQUIFER',
  'CANOPY',
  'CANOPYSNOW',
  'CANOPY_SNOW',
  'TRUNK',
  'ROOT',
  'SNOW',
  'NEW_SNOW',
  'SNOWLIQ',
  'SNOW_LIQ',
  'TOTAL_SWE',
  'GLACIER_MB',
  'SNOW_DEPTH',
  'SNOW_TEMP',
  'COLD_CONTENT',
  'WETLAND',
  'DEPRESSION',
  'LAKE_STORAGE',
  'MIN_DEP_DEFICIT',
  'ENERGY_LOSSES',
  'SNOW_COVER',
  'SNOW_DEFICIT',
  'SNOW_AGE',
  'SNODRIFT_TEMP',
  'SNOW_DRIFT',
  'ICE_THICKNESS',
  'GLACIER',
  'GLACIER_ICE',
  'GLACIER_CC',
  'GLACIER_COLD_CONTENT',
  'FIRN',
  'FIRN_GRAVITY',
  'CUM_SNOWMELT',
  'SNOW_ALBEDO',
  'CROP_HEAT_UNITS',
  'CUM_INFIL',
  'CONVOLUTION',
  'CONV_STOR',
  'GA_MOISTURE_INIT',
  'LATERAL_EXCHANGE',
  'AET',
  'RUNOFF',
  'MULTIPLE',
  'STREAMFLOW',
  'RESERVOIR_STAGE',
  'CONSTITUENT',
  'CONSTITUENT_SRC',
  'CONSTITUENT_SINK',
  'CONSTITUENT_SW',
]);

/** The storage type each spelling variant stands for (StringToSVType maps several names to one type). */
export const STATE_VARIABLE_TYPE: Readonly<Record<string, string>> = {
  SURFACEWATER: 'SURFACE_WATER',
  GROUND_WATER: 'GROUNDWATER',
  GWMODEL: 'GROUNDWATER',
  AQUIFER: 'GROUNDWATER',
  CANOPYSNOW: 'CANOPY_SNOW',
  SNOWLIQ: 'SNOW_LIQ',
  GLACIER_COLD_CONTENT: 'GLACIER_CC',
};

/**
 * The state variable types Raven counts as water storage where the transport model numbers its compartments
 * (StateVariables.cpp, CStateVariable::IsWaterStorage(typ, false): CONV_STOR is, CONVOLUTION is not).
 */
export const WATER_STORAGE_TYPES: ReadonlySet<string> = new Set([
  'SURFACE_WATER',
  'PONDED_WATER',
  'ATMOSPHERE',
  'ATMOS_PRECIP',
  'SNOW',
  'GROUNDWATER',
  'SOIL',
  'CANOPY',
  'CANOPY_SNOW',
  'ROOT',
  'TRUNK',
  'DEPRESSION',
  'SNOW_LIQ',
  'WETLAND',
  'GLACIER',
  'GLACIER_ICE',
  'FIRN',
  'CONV_STOR',
  'NEW_SNOW',
  'LATERAL_EXCHANGE',
  'SNOW_DRIFT',
  'LAKE_STORAGE',
]);

/** The layers a state variable type may have in Raven's tables (RavenInclude.h, MAX_SV_LAYERS). */
export const MAX_SV_LAYERS = 160;
