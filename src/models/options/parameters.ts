/**
 * The closed lists of parameter names of the parameter-list commands (`:LandUseParameterList`,
 * `:SoilParameterList`, `:VegetationParameterList`) and of `:SubBasinProperties`, exactly as the interface lists
 * them: `CLAPP N,CLAPP M` is one name, and `VIC ALPHA` and `VIZ_ZMIN` keep their spelling.
 */
import { type EnumValue, enumValues, literalEnum } from './enum.js';

/** Land use parameter names. */
export const LandUseParameterName = literalEnum([
  'ABST_PERCENT',
  'AET_COEFF',
  'BF_LOSS_FRACTION',
  'B_EXP',
  'CC_DECAY_COEFF',
  'DD_AGGRADATION',
  'DD_MELT_TEMP',
  'DD_REFREEZE_TEMP',
  'DEP_K',
  'DEP_MAX',
  'DEP_MAX_FLOW',
  'DEP_N',
  'DEP_SEEP_K',
  'DEP_THRESHOLD',
  'FOREST_COVERAGE',
  'FOREST_PET_CORR',
  'FOREST_SPARSENESS',
  'GAMMA_SCALE',
  'GAMMA_SCALE2',
  'GAMMA_SHAPE',
  'GAMMA_SHAPE2',
  'GLAC_STORAGE_COEFF',
  'GR4J_X4',
  'HBV_GLACIER_AG',
  'HBV_GLACIER_KMIN',
  'HBV_MELT_ASP_CORR',
  'HBV_MELT_FOR_CORR',
  'HBV_MELT_GLACIER_CORR',
  'HMETS_RUNOFF_COEFF',
  'IMPERMEABLE_FRAC',
  'LAKE_PET_CORR',
  'LAKE_REL_COEFF',
  'MAX_DEP_AREA_FRAC',
  'MAX_MELT_FACTOR',
  'MAX_SAT_AREA_FRAC',
  'MELT_FACTOR',
  'MIN_MELT_FACTOR',
  'OW_PET_CORR',
  'PARTITION_COEFF',
  'PDMROF_B',
  'PONDED_EXP',
  'REFREEZE_EXP',
  'REFREEZE_FACTOR',
  'ROUGHNESS',
  'SCS_CN',
  'SCS_IA_FRACTION',
  'SNOW_PATCH_LIMIT',
  'STREAM_FRACTION',
  'UBC_ICEPT_FACTOR',
]);
/** A land use parameter name. */
export type LandUseParameterName = EnumValue<typeof LandUseParameterName>;
/** Every land use parameter name. */
export const LandUseParameterNameValues = enumValues(LandUseParameterName);

/** Soil parameter names. */
export const SoilParameterName = literalEnum([
  'AIR_ENTRY_PRESSURE',
  'ALBEDO_DRY',
  'ALBEDO_WET',
  'BASEFLOW_COEFF',
  'BASEFLOW_COEFF2',
  'BASEFLOW_N',
  'BASEFLOW_THRESH',
  'BF_LOSS_FRACTION',
  'BULK_DENSITY',
  'B_EXP',
  'CLAPP N,CLAPP M',
  'CLAPP_B',
  'CLAY_CON',
  'EVAP_RES_FC',
  'FIELD_CAPACITY',
  'GR4J_X2',
  'GR4J_X3',
  'HBV_BETA',
  'HEAT_CAPACITY',
  'HYDRAUL_COND',
  'INTERFLOW_COEF',
  'MAX_BASEFLOW_RATE',
  'MAX_CAP_RISE_RATE',
  'MAX_INTERFLOW_RATE',
  'MAX_PERC_RATE',
  'ORG_CON',
  'PERC_COEFF',
  'PERC_N',
  'PET_CORRECTION',
  'POROSITY',
  'SAC_PERC_ALPHA',
  'SAC_PERC_EXPON',
  'SAC_PERC_PFREE',
  'SAND_CON',
  'SAT_RES',
  'SAT_WILT',
  'SHUTTLEWORTH_B',
  'SILT_CON',
  'STONE_FRAC',
  'STORAGE_THRESHOLD',
  'THERMAL_COND',
  'UBC_EVAL_SOIL_DEF',
  'UBC_INFIL_SOIL_DEF',
  'UNAVAIL_FRAC',
  'VIC ALPHA',
  'VIC_EVAP_GAMMA',
  'VIC_ZMAX',
  'VIZ_ZMIN',
  'WETTING_FRONT_PSI',
  'WILTING_PRESSURE',
]);
/** A soil parameter name. */
export type SoilParameterName = EnumValue<typeof SoilParameterName>;
/** Every soil parameter name. */
export const SoilParameterNameValues = enumValues(SoilParameterName);

/** Vegetation parameter names. */
export const VegetationParameterName = literalEnum([
  'ALBEDO',
  'ALBEDO_WET',
  'CAP_LAI_RATIO',
  'CHU_MATURITY',
  'DRIP_PROPORTION',
  'MAX_CAPACITY',
  'MAX_HEIGHT',
  'MAX_INTERCEPT_RATE',
  'MAX_LAI',
  'MAX_LEAF_COND',
  'MAX_ROOT_LENGTH',
  'MAX_SNOW_CAPACITY',
  'MIN_RESISTIVITY',
  'PET_VEG_CORR',
  'PSI_CRITICAL',
  'RAIN_ICEPT_FACT',
  'RAIN_ICEPT_PCT',
  'RELATIVE_HT',
  'RELATIVE_LAI',
  'ROOTRADIUS',
  'ROOT_EXTINCT',
  'SAI_HT_RATIO',
  'SNOCAP_LAI_RATIO',
  'SNOW_ICEPT_FACT',
  'SNOW_ICEPT_PCT',
  'STEMFLOW_FRAC',
  'SVF_EXTINCTION',
  'TFRAIN',
  'TFSNOW',
  'TRUNK_FRACTION',
  'VEG_DENS',
  'VEG_DIAM',
  'VEG_MBETA',
  'XYLEM_FRAC',
]);
/** A vegetation parameter name. */
export type VegetationParameterName = EnumValue<typeof VegetationParameterName>;
/** Every vegetation parameter name. */
export const VegetationParameterNameValues = enumValues(VegetationParameterName);

/** Sub-basin property names (`:SubBasinProperties` parameters). */
export const SubBasinPropertyName = literalEnum([
  'CELERITY',
  'DIFFUSIVITY',
  'GAMMA_SCALE',
  'GAMMA_SHAPE',
  'MANNINGS_N',
  'NUM_RESERVOIRS',
  'Q_REFERENCE',
  'RAIN_CORR',
  'RES_CONSTANT',
  'SLOPE',
  'SNOW_CORR',
  'TIME_CONC',
  'TIME_LAG',
  'TIME_TO_PEAK',
]);
/** A sub-basin property name. */
export type SubBasinPropertyName = EnumValue<typeof SubBasinPropertyName>;
/** Every sub-basin property name. */
export const SubBasinPropertyNameValues = enumValues(SubBasinPropertyName);
