/**
 * Parameters the .rvi options add to Raven's master list of required parameters, in the order
 * CModel::GetParticipatingParamList (ModelParamCheck.cpp) adds them. The master list starts with these,
 * before any process's own (see processParams.ts).
 *
 * Options are keyed by the engine's method name (RAINSNOW_HBV); `spellings` maps the other .rvi tokens the
 * engine accepts for the same method (HBV → RAINSNOW_HBV), as ParseMainInputFile (ParseInput.cpp) does.
 * An option value not listed under `params` adds nothing.
 */
import { glob, lu, soil, veg } from './types.js';
import type { ParamRef, SourceRef } from './types.js';

const MODEL_PARAM_CHECK: SourceRef = { file: 'ModelParamCheck.cpp', fn: 'CModel::GetParticipatingParamList' };

/** One .rvi option that selects parameters by its (first) value. */
export interface OptionRule {
  /** Canonical .rvi command name. */
  readonly command: string;
  /** The engine's method when the command is absent (ParseMainInputFile's defaults). */
  readonly engineDefault: string;
  /** The engine upper-cases the token before comparing it. */
  readonly upperCase?: true;
  /** Tokens that are not the engine's own method name, and the method each means. */
  readonly spellings: Readonly<Record<string, string>>;
  /** Engine method → parameters it adds, in order. */
  readonly params: Readonly<Record<string, readonly ParamRef[]>>;
  readonly source: SourceRef;
}

/** A step of CModel::GetParticipatingParamList, in order. */
export type OptionStep =
  | { readonly kind: 'always'; readonly params: readonly ParamRef[]; readonly source: SourceRef }
  | { readonly kind: 'option'; readonly rule: OptionRule }
  /** :Evaporation, expanded per :BlendedPETWeights method when PET_BLENDED (CModel::AddFromPETParamList). */
  | { readonly kind: 'pet'; readonly rule: OptionRule }
  /** :PotentialMeltMethod, expanded per :BlendedPotMeltWeights method when POTMELT_BLENDED. */
  | { readonly kind: 'potmelt'; readonly rule: OptionRule };

const PENMAN_MONTEITH: readonly ParamRef[] = [
  veg('MAX_HEIGHT'),
  veg('RELATIVE_HT'),
  veg('MAX_LAI'),
  veg('RELATIVE_LAI'),
  veg('MAX_LEAF_COND'),
  lu('FOREST_SPARSENESS'),
  lu('ROUGHNESS'),
];
const PENMAN_COMBINATION: readonly ParamRef[] = [veg('MAX_HEIGHT'), veg('RELATIVE_HT')];

/** Tokens of the PET methods that are not the engine's names (ParseEvapMethod, after upper-casing). */
const PET_SPELLINGS: Readonly<Record<string, string>> = {
  CONSTANT: 'PET_CONSTANT',
  FROM_FILE: 'PET_DATA',
  FROM_MONTHLY: 'PET_FROMMONTHLY',
  PENMAN_MONTEITH: 'PET_PENMAN_MONTEITH',
  PENMAN_COMBINATION: 'PET_PENMAN_COMBINATION',
  PRIESTLEY_TAYLOR: 'PET_PRIESTLEY_TAYLOR',
  HARGREAVES: 'PET_HARGREAVES',
  HARGREAVES_1985: 'PET_HARGREAVES_1985',
  MONTHLY_FACTOR: 'PET_MONTHLY_FACTOR',
};

/** :Evaporation (CModel::AddFromPETParamList). */
export const PET_RULE: OptionRule = {
  command: ':Evaporation',
  engineDefault: 'PET_HARGREAVES_1985',
  upperCase: true,
  spellings: PET_SPELLINGS,
  params: {
    PET_LINEAR_TEMP: [lu('PET_LIN_COEFF')],
    PET_MONTHLY_FACTOR: [lu('FOREST_PET_CORR')],
    PET_PENMAN_MONTEITH: PENMAN_MONTEITH,
    PET_PENMAN_COMBINATION: PENMAN_COMBINATION,
    PET_MOHYSE: [glob('MOHYSE_PET_COEFF')],
    PET_PRIESTLEY_TAYLOR: [lu('PRIESTLEYTAYLOR_COEFF')],
    PET_VAPDEFICIT: [lu('PET_VAP_COEFF')],
  },
  source: { file: 'ModelParamCheck.cpp', fn: 'CModel::AddFromPETParamList' },
};

/**
 * PET methods that also need the albedo parameters of the net shortwave calculation, when :NetSWRadMethod is
 * NETSWRAD_CALC (the default). Two of them (SHUTTLEWORTH_WALLACE, JENSEN_HAISE) cannot be chosen in 4.12.
 */
export const PET_ALBEDO_METHODS: readonly string[] = [
  'PET_PRIESTLEY_TAYLOR',
  'PET_PENMAN_MONTEITH',
  'PET_PENMAN_COMBINATION',
  'PET_GRANGERGRAY',
];
/** The parameters those methods add (after their own). */
export const PET_ALBEDO_PARAMS: readonly ParamRef[] = [
  veg('ALBEDO'),
  soil('ALBEDO_WET'),
  soil('ALBEDO_DRY'),
  veg('SVF_EXTINCTION'),
];
/** :NetSWRadMethod: the value that turns the albedo parameters on, and the default. */
export const NET_SW_RAD = {
  command: ':NetSWRadMethod',
  calc: 'NETSWRAD_CALC',
  engineDefault: 'NETSWRAD_CALC',
};
/** The commands that list the blended methods (method weight pairs, or methods and N-1 random numbers). */
export const BLEND_COMMANDS = { pet: ':BlendedPETWeights', potmelt: ':BlendedPotMeltWeights' } as const;

/** :OW_Evaporation: a shorter table than :Evaporation's, and no albedo parameters. */
const OW_PET_RULE: OptionRule = {
  command: ':OW_Evaporation',
  engineDefault: 'PET_HARGREAVES_1985',
  upperCase: true,
  spellings: PET_SPELLINGS,
  params: {
    PET_MONTHLY_FACTOR: [lu('FOREST_PET_CORR')],
    PET_PENMAN_MONTEITH: PENMAN_MONTEITH,
    PET_PENMAN_COMBINATION: PENMAN_COMBINATION,
    PET_PRIESTLEY_TAYLOR: [lu('PRIESTLEYTAYLOR_COEFF')],
  },
  source: MODEL_PARAM_CHECK,
};

const UBC_SW = [glob('UBC_EXPOSURE_FACT'), glob('UBC_SW_S_CORR'), glob('UBC_SW_N_CORR')];

const SW_RADIATION: OptionRule = {
  command: ':SWRadiationMethod',
  engineDefault: 'SW_RAD_DEFAULT',
  spellings: { UBC: 'SW_RAD_UBCWM' },
  params: { SW_RAD_UBCWM: UBC_SW },
  source: MODEL_PARAM_CHECK,
};

const LW_RADIATION: OptionRule = {
  command: ':LWRadiationMethod',
  engineDefault: 'LW_RAD_DEFAULT',
  spellings: { USE_DATA: 'LW_RAD_DATA', DEFAULT: 'LW_RAD_DEFAULT', UBC: 'LW_RAD_UBCWM', HSPF: 'LW_RAD_HSPF' },
  params: { LW_RAD_UBCWM: [glob('UBC_LW_FOREST_FACT')] },
  source: MODEL_PARAM_CHECK,
};

const SW_CANOPY: OptionRule = {
  command: ':SWCanopyCorrect',
  engineDefault: 'SW_CANOPY_CORR_NONE',
  spellings: {
    NONE: 'SW_CANOPY_CORR_NONE',
    STATIC: 'SW_CANOPY_CORR_STATIC',
    DYNAMIC: 'SW_CANOPY_CORR_DYNAMIC',
    UBC: 'SW_CANOPY_CORR_UBCWM',
  },
  params: {
    SW_CANOPY_CORR_STATIC: [veg('RELATIVE_LAI'), lu('FOREST_SPARSENESS'), veg('SVF_EXTINCTION')],
    SW_CANOPY_CORR_UBCWM: [glob('UBC_EXPOSURE_FACT')],
  },
  source: MODEL_PARAM_CHECK,
};

const SW_CLOUD: OptionRule = {
  command: ':SWCloudCorrect',
  engineDefault: 'SW_CLOUD_CORR_NONE',
  spellings: {},
  params: { SW_CLOUD_CORR_UBCWM: [glob('UBC_CLOUD_PENET')] },
  source: MODEL_PARAM_CHECK,
};

const RAINSNOW: OptionRule = {
  command: ':RainSnowFraction',
  engineDefault: 'RAINSNOW_DINGMAN',
  spellings: {
    USE_DATA: 'RAINSNOW_DATA',
    DINGMAN: 'RAINSNOW_DINGMAN',
    HBV: 'RAINSNOW_HBV',
    UBC: 'RAINSNOW_UBCWM',
    HSPF: 'RAINSNOW_HSPF',
  },
  params: {
    RAINSNOW_DINGMAN: [glob('RAINSNOW_TEMP')],
    RAINSNOW_HSPF: [glob('RAINSNOW_TEMP')],
    RAINSNOW_HBV: [glob('RAINSNOW_TEMP'), glob('RAINSNOW_DELTA')],
    RAINSNOW_UBCWM: [glob('RAINSNOW_TEMP'), glob('RAINSNOW_DELTA')],
    RAINSNOW_THRESHOLD: [glob('RAINSNOW_TEMP')],
  },
  source: MODEL_PARAM_CHECK,
};

const ORO_SPELLINGS = {
  HBV: 'OROCORR_HBV',
  UBC: 'OROCORR_UBCWM',
  UBC_2: 'OROCORR_UBCWM2',
  SIMPLE: 'OROCORR_SIMPLELAPSE',
  NONE: 'OROCORR_NONE',
};

const UBC_PRECIP_LAPSE: readonly ParamRef[] = [
  glob('UBC_E0LHI'),
  glob('UBC_E0LLOW'),
  glob('UBC_E0LMID'),
  glob('UBC_P0GRADL'),
  glob('UBC_P0GRADM'),
  glob('UBC_P0GRADU'),
  glob('UBC_A0STAB'),
  glob('UBC_MAX_RANGE_TEMP'),
  glob('UBC_A0PPTP'),
  veg('MAX_INTERCEPT_RATE'),
  veg('RAIN_ICEPT_PCT'),
  lu('FOREST_COVERAGE'),
  lu('UBC_ICEPT_FACTOR'),
];

const ORO_PRECIP: OptionRule = {
  command: ':OroPrecipCorrect',
  engineDefault: 'OROCORR_NONE',
  spellings: ORO_SPELLINGS,
  params: {
    OROCORR_HBV: [glob('HBVEC_LAPSE_ELEV'), glob('HBVEC_LAPSE_RATE'), glob('HBVEC_LAPSE_UPPER')],
    OROCORR_UBCWM: UBC_PRECIP_LAPSE,
    OROCORR_UBCWM2: UBC_PRECIP_LAPSE,
    OROCORR_SIMPLELAPSE: [glob('PRECIP_LAPSE')],
  },
  source: MODEL_PARAM_CHECK,
};

const UBC_TEMP_LAPSE: readonly ParamRef[] = [
  glob('UBC_A0TLXH'),
  glob('UBC_A0TLNM'),
  glob('UBC_A0TLXM'),
  glob('UBC_A0TLNH'),
  glob('UBC_P0TEDL'),
  glob('UBC_P0TEDU'),
  glob('UBC_MAX_RANGE_TEMP'),
  glob('ADIABATIC_LAPSE'),
  glob('WET_ADIABATIC_LAPSE'),
  veg('MAX_INTERCEPT_RATE'),
  veg('RAIN_ICEPT_PCT'),
];

const ORO_TEMP: OptionRule = {
  command: ':OroTempCorrect',
  engineDefault: 'OROCORR_NONE',
  spellings: ORO_SPELLINGS,
  params: {
    OROCORR_UBCWM: UBC_TEMP_LAPSE,
    OROCORR_UBCWM2: UBC_TEMP_LAPSE,
    OROCORR_WETDRY: [glob('ADIABATIC_LAPSE'), glob('WET_ADIABATIC_LAPSE'), glob('UBC_A0PPTP')],
    OROCORR_HBV: [glob('ADIABATIC_LAPSE')],
    OROCORR_SIMPLELAPSE: [glob('ADIABATIC_LAPSE')],
  },
  source: MODEL_PARAM_CHECK,
};

const HBV_MELT = [
  lu('MELT_FACTOR'),
  lu('DD_MELT_TEMP'),
  lu('MIN_MELT_FACTOR'),
  lu('HBV_MELT_ASP_CORR'),
  lu('HBV_MELT_FOR_CORR'),
];

/** :PotentialMeltMethod (CModel::AddFromPotMeltParamList); the engine upper-cases the token. */
export const POTMELT_RULE: OptionRule = {
  command: ':PotentialMeltMethod',
  engineDefault: 'POTMELT_DEGREE_DAY',
  upperCase: true,
  spellings: { UBC: 'POTMELT_UBCWM', HBV: 'POTMELT_HBV' },
  params: {
    POTMELT_DEGREE_DAY: [lu('MELT_FACTOR'), lu('DD_MELT_TEMP')],
    POTMELT_DD_FREEZE: [lu('MELT_FACTOR'), lu('DD_MELT_TEMP'), lu('REFREEZE_FACTOR')],
    POTMELT_RESTRICTED: [lu('MELT_FACTOR'), lu('DD_MELT_TEMP')],
    POTMELT_HBV: HBV_MELT,
    POTMELT_HBV_ROS: [...HBV_MELT, lu('RAIN_MELT_MULT')],
    POTMELT_UBCWM: [
      lu('FOREST_COVERAGE'),
      lu('RAIN_MELT_MULT'),
      lu('CONV_MELT_MULT'),
      lu('COND_MELT_MULT'),
      glob('MIN_SNOW_ALBEDO'),
      glob('UBC_SW_S_CORR'),
      glob('UBC_SW_N_CORR'),
    ],
    POTMELT_USACE: [lu('WIND_EXPOSURE')],
    POTMELT_EB: [veg('MAX_HEIGHT'), veg('RELATIVE_HT'), lu('ROUGHNESS'), glob('SNOW_TEMPERATURE')],
    POTMELT_HMETS: [lu('MIN_MELT_FACTOR'), lu('MAX_MELT_FACTOR'), lu('DD_MELT_TEMP'), lu('DD_AGGRADATION')],
    POTMELT_RILEY: [lu('MELT_FACTOR')],
  },
  source: { file: 'ModelParamCheck.cpp', fn: 'CModel::AddFromPotMeltParamList' },
};

const WINDSPEED: OptionRule = {
  command: ':WindspeedMethod',
  engineDefault: 'WINDVEL_CONSTANT',
  spellings: {
    CONSTANT: 'WINDVEL_CONSTANT',
    USE_DATA: 'WINDVEL_DATA',
    UBC: 'WINDVEL_UBCWM',
    WINDVEL_UBC: 'WINDVEL_UBCWM',
  },
  params: {
    WINDVEL_UBCWM: [
      lu('FOREST_COVERAGE'),
      glob('UBC_P0TEDL'),
      glob('UBC_P0TEDU'),
      glob('UBC_MAX_RANGE_TEMP'),
    ],
    WINDVEL_UBC_MOD: [lu('MIN_WIND_SPEED'), lu('MAX_WIND_SPEED')],
    WINDVEL_SQRT: [glob('WINDVEL_ICEPT'), glob('WINDVEL_SCALE')],
    WINDVEL_LOG: [glob('WINDVEL_ICEPT'), glob('WINDVEL_SCALE')],
  },
  source: MODEL_PARAM_CHECK,
};

const PRECIP_ICEPT: OptionRule = {
  command: ':PrecipIceptFract',
  engineDefault: 'PRECIP_ICEPT_USER',
  spellings: {
    USER_SPECIFIED: 'PRECIP_ICEPT_USER',
    ICEPT_USER: 'PRECIP_ICEPT_USER',
    LAI_LINEAR: 'PRECIP_ICEPT_LAI',
    ICEPT_LAI: 'PRECIP_ICEPT_LAI',
    LAI_EXPONENTIAL: 'PRECIP_ICEPT_EXPLAI',
    ICEPT_EXPLAI: 'PRECIP_ICEPT_EXPLAI',
  },
  params: {
    PRECIP_ICEPT_LAI: [veg('RAIN_ICEPT_FACT'), veg('SNOW_ICEPT_FACT')],
    PRECIP_ICEPT_USER: [veg('RAIN_ICEPT_PCT'), veg('SNOW_ICEPT_PCT')],
    PRECIP_ICEPT_HEDSTROM: [veg('MAX_SNOW_CAPACITY'), veg('MAX_SNOW_LOAD')],
    PRECIP_ICEPT_STICKY: [veg('MAX_SNOW_CAPACITY')],
  },
  source: MODEL_PARAM_CHECK,
};

/** Every step of CModel::GetParticipatingParamList, in the engine's order. */
export const OPTION_STEPS: readonly OptionStep[] = [
  {
    kind: 'always',
    // Assumed needed by every model (LAKE_PET_CORR for evaporation from any reservoir).
    params: [
      lu('FOREST_COVERAGE'),
      soil('POROSITY'),
      lu('LAKE_PET_CORR'),
      lu('WIND_VEL_CORR'),
      lu('RELHUM_CORR'),
    ],
    source: MODEL_PARAM_CHECK,
  },
  // Used by every soil evaporation algorithm.
  { kind: 'always', params: [soil('PET_CORRECTION')], source: MODEL_PARAM_CHECK },
  { kind: 'pet', rule: PET_RULE },
  { kind: 'option', rule: OW_PET_RULE },
  { kind: 'option', rule: SW_RADIATION },
  { kind: 'option', rule: LW_RADIATION },
  { kind: 'option', rule: SW_CANOPY },
  { kind: 'option', rule: SW_CLOUD },
  { kind: 'option', rule: RAINSNOW },
  { kind: 'option', rule: ORO_PRECIP },
  { kind: 'option', rule: ORO_TEMP },
  { kind: 'potmelt', rule: POTMELT_RULE },
  { kind: 'option', rule: WINDSPEED },
  { kind: 'always', params: [veg('RELATIVE_HT')], source: MODEL_PARAM_CHECK },
  { kind: 'option', rule: PRECIP_ICEPT },
];
