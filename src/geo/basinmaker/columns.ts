/**
 * The columns of a BasinMaker routing product's HRU table (finalcat_hru_info), by version: 1.x names the river
 * length Rivlen, the gauge flag IsObs and the lake flag IsLake; 2.x RivLength, Has_Gauge and Lake_Cat; 3.x adds
 * Has_POI (points of interest, gauges among them). A row is read into one record whatever the version.
 */

/** BasinMaker's missing value: written where an attribute could not be computed (a lake has no river). */
export const MISSING = -1.2345;

/** True when a value is BasinMaker's missing value. */
export function isMissing(v: number): boolean {
  return Math.abs(v - MISSING) < 1e-9;
}

/** One row of the HRU table, version-independent. */
export interface ProductRow {
  /** Feature number in the file (from 1). */
  readonly feature: number;
  readonly subId: number;
  readonly downSubId: number;
  readonly hruId: number;
  readonly hruArea: number;
  readonly hruIsLake: boolean;
  readonly hruElevation: number;
  readonly hruLatitude: number;
  readonly hruLongitude: number;
  readonly hruSlope: number;
  readonly hruAspect: number;
  readonly landUse: string;
  readonly vegetation: string;
  readonly soilProfile: string;
  readonly isLakeSubbasin: boolean;
  readonly gauged: boolean;
  readonly gaugeName: string;
  readonly riverLength: number;
  readonly riverSlope: number;
  readonly bankfullWidth: number;
  readonly bankfullDepth: number;
  readonly floodplainN: number;
  readonly channelN: number;
  readonly meanElevation: number;
  readonly lakeId: number;
  readonly lakeDepth: number;
  readonly drainageArea: number | null;
}

/** Which columns hold what, for the version a table is in. */
export interface ColumnSet {
  readonly version: '1.x' | '2.x' | '3.x';
  readonly riverLength: string;
  readonly gauge: string;
  readonly lake: string;
}

const ALWAYS = [
  'SubId', 'DowSubId', 'HRU_ID', 'HRU_Area', 'HRU_IsLake', 'HRU_E_mean', 'HRU_CenX', 'HRU_CenY', 'HRU_S_mean',
  'HRU_A_mean', 'LAND_USE_C', 'VEG_C', 'SOIL_PROF', 'RivSlope', 'BkfWidth', 'BkfDepth', 'FloodP_n', 'Ch_n',
  'MeanElev', 'HyLakeId', 'LakeDepth',
]; // prettier-ignore

/** The version of a table from its columns, or the list of the columns it lacks. */
export function columnSet(fields: readonly string[]): ColumnSet | { missing: string[] } {
  const has = (f: string) => fields.includes(f);
  const riverLength = has('RivLength') ? 'RivLength' : 'Rivlen';
  const gauge = has('Has_POI') ? 'Has_POI' : has('Has_Gauge') ? 'Has_Gauge' : 'IsObs';
  const lake = has('Lake_Cat') ? 'Lake_Cat' : 'IsLake';
  const missing = [...ALWAYS, riverLength, gauge, lake].filter((f) => !has(f));
  if (missing.length > 0) return { missing };
  const version = gauge === 'Has_POI' ? '3.x' : riverLength === 'Rivlen' ? '1.x' : '2.x';
  return { version, riverLength, gauge, lake };
}

function num(v: unknown): number {
  return typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
}

function text(v: unknown): string {
  return v === null || v === undefined ? '' : String(v).trim();
}

/** A record of a row's attributes. */
export function productRow(feature: number, p: Readonly<Record<string, unknown>>, c: ColumnSet): ProductRow {
  return {
    feature,
    subId: num(p.SubId),
    downSubId: num(p.DowSubId),
    hruId: num(p.HRU_ID),
    hruArea: num(p.HRU_Area),
    hruIsLake: num(p.HRU_IsLake) > 0,
    hruElevation: num(p.HRU_E_mean),
    hruLatitude: num(p.HRU_CenY),
    hruLongitude: num(p.HRU_CenX),
    hruSlope: num(p.HRU_S_mean),
    hruAspect: num(p.HRU_A_mean),
    landUse: text(p.LAND_USE_C),
    vegetation: text(p.VEG_C),
    soilProfile: text(p.SOIL_PROF),
    isLakeSubbasin: num(p[c.lake]) > 0,
    gauged: num(p[c.gauge]) > 0,
    gaugeName: text(p.Obs_NM),
    riverLength: num(p[c.riverLength]),
    riverSlope: num(p.RivSlope),
    bankfullWidth: num(p.BkfWidth),
    bankfullDepth: num(p.BkfDepth),
    floodplainN: num(p.FloodP_n),
    channelN: num(p.Ch_n),
    meanElevation: num(p.MeanElev),
    lakeId: num(p.HyLakeId),
    lakeDepth: num(p.LakeDepth),
    drainageArea: p.DrainArea === undefined ? null : num(p.DrainArea),
  };
}
