/** Forcing function names (`:Data`, `:ForcingPerturbation`, `:GriddedForcing`'s `:ForcingType`). */
import { type EnumValue, enumValues, literalEnum } from './enum.js';

/** The 37 forcing types of the interface; Raven 4.12.1 reads every one (Forcings.cpp, GetForcingTypeFromString). */
export const ForcingType = literalEnum([
  'AIR_DENS',
  'AIR_PRES',
  'CLOUD_COVER',
  'DAY_ANGLE',
  'DAY_LENGTH',
  'ET_RADIA',
  'LW_INCOMING',
  'LW_RADIA_NET',
  'OW_PET',
  'PET',
  'PET_MONTH_AVE',
  'POTENTIAL_MELT',
  'PRECIP',
  'PRECIP_5DAY',
  'PRECIP_DAILY_AVE',
  'RAINFALL',
  'RECHARGE',
  'REL_HUMIDITY',
  'SHORTWAVE',
  'SNOWFALL',
  'SNOW_FRAC',
  'SUBDAILY_CORR',
  'SW_RADIA',
  'SW_RADIA_NET',
  'TEMP_AVE',
  'TEMP_AVE_UNC',
  'TEMP_DAILY_AVE',
  'TEMP_DAILY_MAX',
  'TEMP_DAILY_MIN',
  'TEMP_MAX',
  'TEMP_MAX_UNC',
  'TEMP_MIN',
  'TEMP_MIN_UNC',
  'TEMP_MONTH_AVE',
  'TEMP_MONTH_MAX',
  'TEMP_MONTH_MIN',
  'WIND_VEL',
]);
/** A forcing type name. */
export type ForcingType = EnumValue<typeof ForcingType>;
/** Every forcing type name. */
export const ForcingTypeValues = enumValues(ForcingType);
