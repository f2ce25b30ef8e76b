/**
 * Forcing names as Raven reads them (Forcings.cpp, GetForcingTypeFromString): case-insensitive, with the
 * aliases that name the same forcing (TEMP_MIN, MIN_TEMPERATURE and TEMP_DAILY_MIN are one forcing). A gauge
 * keeps one series per forcing, so two names of one forcing replace each other.
 */

/** Alias → the forcing it names (names that are their own forcing are listed too). */
const FORCINGS: Readonly<Record<string, string>> = {
  PRECIP: 'PRECIP',
  PRECIP_DAILY_AVE: 'PRECIP_DAILY_AVE',
  PRECIP_5DAY: 'PRECIP_5DAY',
  SNOW_FRAC: 'SNOW_FRAC',
  SNOWFALL: 'SNOWFALL',
  RAINFALL: 'RAINFALL',
  IRRIGATION: 'IRRIGATION',
  TEMP_AVE: 'TEMP_AVE',
  TEMP_MIN: 'TEMP_DAILY_MIN',
  MIN_TEMPERATURE: 'TEMP_DAILY_MIN',
  TEMP_DAILY_MIN: 'TEMP_DAILY_MIN',
  TEMP_MAX: 'TEMP_DAILY_MAX',
  MAX_TEMPERATURE: 'TEMP_DAILY_MAX',
  TEMP_DAILY_MAX: 'TEMP_DAILY_MAX',
  TEMP_DAILY_AVE: 'TEMP_DAILY_AVE',
  TEMP_MONTH_MAX: 'TEMP_MONTH_MAX',
  TEMP_MONTH_MIN: 'TEMP_MONTH_MIN',
  TEMP_MONTH_AVE: 'TEMP_MONTH_AVE',
  TEMP_AVE_UNC: 'TEMP_AVE_UNC',
  TEMP_MAX_UNC: 'TEMP_MAX_UNC',
  TEMP_MIN_UNC: 'TEMP_MIN_UNC',
  AIR_DENS: 'AIR_DENS',
  AIR_DENSITY: 'AIR_DENS',
  AIR_PRES: 'AIR_PRES',
  AIR_PRESSURE: 'AIR_PRES',
  REL_HUMIDITY: 'REL_HUMIDITY',
  ET_RADIA: 'ET_RADIA',
  ET_RADIA_FLAT: 'ET_RADIA_FLAT',
  SW_RADIA: 'SW_RADIA',
  SHORTWAVE: 'SW_RADIA',
  SW_RADIA_NET: 'SW_RADIA_NET',
  SW_RADIA_SUBCAN: 'SW_RADIA_SUBCAN',
  SW_SUBCAN_NET: 'SW_SUBCAN_NET',
  LW_INCOMING: 'LW_INCOMING',
  LW_RADIA: 'LW_RADIA_NET',
  LONGWAVE: 'LW_RADIA_NET',
  LW_RADIA_NET: 'LW_RADIA_NET',
  CLOUD_COVER: 'CLOUD_COVER',
  DAY_LENGTH: 'DAY_LENGTH',
  DAY_ANGLE: 'DAY_ANGLE',
  WIND_VEL: 'WIND_VEL',
  PET: 'PET',
  OW_PET: 'OW_PET',
  PET_MONTH_AVE: 'PET_MONTH_AVE',
  POTENTIAL_MELT: 'POTENTIAL_MELT',
  RECHARGE: 'RECHARGE',
  PRECIP_TEMP: 'PRECIP_TEMP',
  PRECIP_CONC: 'PRECIP_CONC',
  SUBDAILY_CORR: 'SUBDAILY_CORR',
};

/** The forcing a name stands for, or undefined when Raven does not know it. */
export function forcingOf(name: string): string | undefined {
  return FORCINGS[name.toUpperCase()];
}
