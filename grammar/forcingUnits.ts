/**
 * The units Raven expects of each forcing and observation data type (the reference library's defaults.units;
 * '' is dimensionless): what a NetCDF variable is converted to, and what a plot of a forcing is labelled with.
 */
export const RAVEN_UNITS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    ['PRECIP', 'PRECIP_DAILY_AVE', 'SNOWFALL', 'RAINFALL', 'RECHARGE', 'PET', 'OW_PET', 'PET_MONTH_AVE'].map(
      (k) => [k, 'mm/d'],
    ),
  ),
  POTENTIAL_MELT: 'mm/d',
  PRECIP_5DAY: 'mm',
  ...Object.fromEntries(
    [
      'TEMP_AVE',
      'TEMP_MIN',
      'TEMP_MAX',
      'TEMP_DAILY_AVE',
      'TEMP_DAILY_MIN',
      'TEMP_DAILY_MAX',
      'TEMP_MONTH_MAX',
      'TEMP_MONTH_MIN',
      'TEMP_MONTH_AVE',
      'TEMP_AVE_UNC',
      'TEMP_MAX_UNC',
      'TEMP_MIN_UNC',
    ].map((k) => [k, 'degC']),
  ),
  AIR_DENS: 'kg/m**3',
  AIR_PRES: 'kPa',
  ...Object.fromEntries(
    ['ET_RADIA', 'SHORTWAVE', 'SW_RADIA', 'SW_RADIA_NET', 'LW_RADIA_NET', 'LW_INCOMING'].map((k) => [
      k,
      'MJ/m**2/d',
    ]),
  ),
  DAY_LENGTH: 'd',
  WIND_VEL: 'm/s',
  HYDROGRAPH: 'm**3/s',
  ...Object.fromEntries(
    ['SNOW_FRAC', 'REL_HUMIDITY', 'CLOUD_COVER', 'DAY_ANGLE', 'SUBDAILY_CORR'].map((k) => [k, '']),
  ),
};
