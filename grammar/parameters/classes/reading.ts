/**
 * How Raven 4.12 turns what the .rvp gives for a class parameter into the value it uses, beyond "what happens
 * when it is missing" (absent.ts): the class AutoCalculate functions treat each parameter in one of three ways,
 * and the global parameters also come from older one-line commands.
 * - copied: the class's own value is taken as it is (a `[DEFAULT]` row does not reach it, and `_AUTO` or
 *   `_DEFAULT` stay the engine's marker numbers, which the value checks then reject);
 * - specified (SetSpecifiedValue, CommonFunctions.cpp): `_DEFAULT` takes the template (`[DEFAULT]` row) value,
 *   and `_AUTO` from anywhere stops the run ("Cannot specify _AUTO … for any parameter that cannot be
 *   autocomputed"), whether or not the model needs the parameter;
 * - computed (SetCalculableValue, the rest): discarded when the model does not need it, `_DEFAULT` takes the
 *   template value, `_AUTO` is computed.
 */
import type { ClassType } from '../types.js';

/** How AutoCalculate treats a parameter's value. */
export type ValueTreatment = 'copied' | 'specified' | 'computed';

/**
 * Parameters copied from the class as read (AutoCalculateSoilProps, AutoCalculateLandUseProps,
 * AutoCalculateVegetationProps, AutoCalculateTerrainProps: "these parameters are required").
 */
export const COPIED_PARAMETERS: Readonly<Partial<Record<ClassType, readonly string[]>>> = {
  soil: ['SAND_CON', 'CLAY_CON', 'ORG_CON'],
  landuse: ['IMPERMEABLE_FRAC'],
  vegetation: ['MAX_HEIGHT', 'MAX_LAI', 'MAX_LEAF_COND'],
  terrain: ['HILLSLOPE_LENGTH', 'DRAINAGE_DENSITY'],
};

/**
 * Exceptions to "a parameter Raven cannot compute when missing goes through SetSpecifiedValue":
 * UBC_ICEPT_FACTOR is missing-means-error but goes through SetCalculableValue (LandUseClass.cpp), so `_AUTO`
 * gives it 0; TOPMODEL_LAMBDA has a default (7.5) yet goes through SetSpecifiedValue (TerrainClass.cpp).
 */
export const COMPUTED_DESPITE_ERROR: readonly string[] = ['UBC_ICEPT_FACTOR'];
/** Parameters with a default that still refuse `_AUTO` (SetSpecifiedValue). */
export const SPECIFIED_DESPITE_DEFAULT: readonly string[] = ['TOPMODEL_LAMBDA'];

/**
 * Global parameters whose template is "compute" (InitializeGlobalParameters marks them computable) while
 * AutoCalculateGlobalParams hands them to SetSpecifiedValue: left out, they stop the run with "Cannot specify
 * _AUTO …" rather than "required global parameter … not included".
 */
export const AUTO_TEMPLATE_BUT_SPECIFIED: readonly string[] = ['AIRSNOW_COEFF', 'MOHYSE_PET_COEFF'];

/**
 * STONE_FRAC starts as "compute" in every soil class and in the template (InitializeSoilProperties), needed or
 * not, so its value is never discarded.
 */
export const ALWAYS_COMPUTED: readonly string[] = ['STONE_FRAC'];

/**
 * The older one-line .rvp commands that set global parameters (ParseClassPropertiesFile): the parameter set
 * by each argument in order, and the number of arguments below which the line is skipped (ImproperFormat).
 */
export const GLOBAL_COMMANDS: Readonly<
  Record<string, { readonly params: readonly string[]; readonly minArgs: number }>
> = {
  ':AdiabaticLapseRate': { params: ['ADIABATIC_LAPSE'], minArgs: 1 },
  ':UBCTempLapseRates': {
    params: ['UBC_A0TLXM', 'UBC_A0TLNM', 'UBC_A0TLXH', 'UBC_A0TLNH', 'UBC_P0TEDL', 'UBC_P0TEDU'],
    minArgs: 6,
  },
  ':UBCPrecipLapseRates': {
    params: [
      'UBC_E0LLOW',
      'UBC_E0LMID',
      'UBC_E0LHI',
      'UBC_P0GRADL',
      'UBC_P0GRADM',
      'UBC_P0GRADU',
      'UBC_A0STAB',
    ],
    minArgs: 7,
  },
  ':UBCEvapLapseRates': { params: ['UBC_A0PELA'], minArgs: 1 },
  // The second value (A0PPTP) is optional.
  ':WetAdiabaticLapse': { params: ['WET_ADIABATIC_LAPSE', 'UBC_A0PPTP'], minArgs: 1 },
  ':ReferenceMaxTemperatureRange': { params: ['UBC_MAX_RANGE_TEMP'], minArgs: 1 },
  ':UBCSnowParams': {
    params: [
      'MIN_SNOW_ALBEDO',
      'MAX_SNOW_ALBEDO',
      'UBC_ALBREC',
      'UBC_ALBASE',
      'UBC_ALBSNW',
      'UBC_MAX_CUM_MELT',
    ],
    minArgs: 6,
  },
  ':RainSnowTransition': { params: ['RAINSNOW_TEMP', 'RAINSNOW_DELTA'], minArgs: 2 },
  ':IrreducibleSnowSaturation': { params: ['SNOW_SWI'], minArgs: 1 },
  ':UBCGroundwaterSplit': { params: ['UBC_GW_SPLIT'], minArgs: 1 },
  ':PrecipitationLapseRate': { params: ['PRECIP_LAPSE'], minArgs: 1 },
  ':UBCExposureFactor': { params: ['UBC_EXPOSURE_FACT'], minArgs: 1 },
  ':UBCCloudPenetration': { params: ['UBC_CLOUD_PENET'], minArgs: 1 },
  ':UBCLWForestFactor': { params: ['UBC_LW_FOREST_FACT'], minArgs: 1 },
  ':UBCFlashPonding': { params: ['UBC_FLASH_PONDING'], minArgs: 1 },
  ':AirSnowCoeff': { params: ['AIRSNOW_COEFF'], minArgs: 1 },
  ':AvgAnnualSnow': { params: ['AVG_ANNUAL_SNOW'], minArgs: 1 },
  ':AvgAnnualRunoff': { params: ['AVG_ANNUAL_RUNOFF'], minArgs: 1 },
  // Twelve monthly values of one parameter.
  ':UBCNorthSWCorr': { params: ['UBC_SW_N_CORR'], minArgs: 12 },
  ':UBCSouthSWCorr': { params: ['UBC_SW_S_CORR'], minArgs: 12 },
};

/**
 * Names the class setters accept that are not parameters of their own: a vegetation table's TFRAIN and TFSNOW
 * set RAIN_ICEPT_PCT and SNOW_ICEPT_PCT to one minus the value (CVegetationClass::SetVegetationProperty).
 */
export const SETTER_ALIASES: Readonly<
  Partial<Record<ClassType, Readonly<Record<string, { readonly sets: string; readonly oneMinus: true }>>>>
> = {
  vegetation: {
    TFRAIN: { sets: 'RAIN_ICEPT_PCT', oneMinus: true },
    TFSNOW: { sets: 'SNOW_ICEPT_PCT', oneMinus: true },
  },
};
