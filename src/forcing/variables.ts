/**
 * Which NetCDF variable holds a Raven forcing: the reference library's CF_RAVEN names (CF short names first,
 * then CF standard names), then the caller's alternative names. Variable names are compared, not the
 * `standard_name` attribute, as the reference library does.
 */
import type { Dataset } from '../output/dataset.js';

/** CF variable names tried for each Raven data type, in order (the reference library's CF_RAVEN). */
export const CF_RAVEN: Readonly<Record<string, readonly string[]>> = {
  TEMP_MIN: ['tasmin'],
  TEMP_DAILY_MIN: ['tasmin'],
  TEMP_MAX: ['tasmax'],
  TEMP_DAILY_MAX: ['tasmax'],
  TEMP_AVE: ['tas', 'air_temperature'],
  TEMP_DAILY_AVE: ['tas', 'air_temperature'],
  RAINFALL: ['rainfall_flux', 'prra', 'rainfall'],
  PRECIP: ['pr', 'precipitation_flux'],
  PRECIP_DAILY_AVE: ['pr', 'precipitation_flux'],
  SNOWFALL: ['prsn', 'snowfall_flux', 'snowfall'],
  REL_HUMIDITY: ['hurs', 'relative_humidity'],
  AIR_PRES: ['ps', 'surface_air_pressure'],
  SHORTWAVE: ['rsds', 'surface_downwelling_shortwave_flux_in_air'],
  LW_INCOMING: ['rlds', 'surface_downwelling_longwave_flux_in_air'],
  CLOUD_COVER: ['clt', 'cloud_area_fraction'],
  WIND_VEL: ['sfcWind', 'wind_speed'],
  PET: ['evspsbl', 'water_evapotranspiration_flux', 'water_evaporation_flux'],
  HYDROGRAPH: ['water_volume_transport_in_river_channel'],
};

/** Alternative variable names: one name or a list, per data type (the reference library's alt_names). */
export type AltNames = Readonly<Record<string, string | readonly string[]>>;

/** The names tried for a data type: the CF names, then the alternatives. */
export function candidateNames(dataType: string, altNames: AltNames | readonly string[] = {}): string[] {
  const alt = Array.isArray(altNames) ? altNames : (altNames as AltNames)[dataType];
  const extra = alt === undefined ? [] : typeof alt === 'string' ? [alt] : [...(alt as readonly string[])];
  return [...(CF_RAVEN[dataType] ?? []), ...extra];
}

/** The first candidate name that is a data variable of the dataset, or null. */
export function findVariable(ds: Dataset, names: readonly string[]): string | null {
  const vars = ds.dataVars;
  return names.find((n) => vars.includes(n)) ?? null;
}

/** The error for a data type whose variable is not in the file: names the file, the type and what was tried. */
export function missingVariableError(
  fn: string,
  dataType: string,
  names: readonly string[],
  ds: Dataset,
): Error {
  const tried = names.length > 0 ? names.join(', ') : 'no default CF name for this type: give alt_names';
  return new Error(
    `${fn}: no variable for ${dataType} (tried: ${tried}; variables in the file: ${ds.dataVars.join(', ')})`,
  );
}
