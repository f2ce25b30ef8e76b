/**
 * What a NetCDF file says about one forcing (the reference library's nc_specs): the variable, its dimensions
 * in Raven's order, the unit transform, and — for a station — the latitude, longitude, elevation and name.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Dataset } from '../output/dataset.js';
import { openNetcdf } from '../output/netcdf.js';
import { axisOf, hasGridAxes, inferDimNames, timeDimOf } from './dims.js';
import { scaleAndOffset } from './units.js';
import { nanMean } from './pairwiseSum.js';
import { candidateNames, findVariable, missingVariableError, type AltNames } from './variables.js';

/** Options of ncSpecs. */
export interface SpecOptions {
  /** Index along the station dimension, from 1 (station coordinates are read only when given). */
  readonly stationIdx?: number | null;
  readonly altNames?: AltNames | readonly string[];
  /** Also compute the twelve monthly means (in Raven's units, the :LinearTransform applied). */
  readonly monAve?: boolean;
}

/** The monthly-normal Gauge field filled from each data type when monAve is asked for. */
export const MONTHLY_FIELD: Readonly<Record<string, string>> = {
  TEMP_AVE: 'monthly_ave_temperature',
  TEMP_MIN: 'monthly_min_temperature',
  TEMP_MAX: 'monthly_max_temperature',
  PET: 'monthly_ave_evaporation',
};

/** The facts about one forcing variable, with field names of ReadFromNetCDF/Data/Gauge. */
export interface NcSpecs {
  file_name_nc: string;
  data_type: string;
  var_name_nc: string;
  dim_names_nc: string[];
  units: string;
  linear_transform?: { scale: number; offset: number };
  station_idx?: number;
  latitude_var_name_nc?: string;
  longitude_var_name_nc?: string;
  elevation_var_name_nc?: string;
  latitude?: number;
  longitude?: number;
  elevation?: number;
  name?: string;
  monthly?: { field: string; values: number[] };
  /** Size of the non-time dimension of a 2-D variable (the number of stations). */
  nstations?: number;
  /** True when the x, y and time axes of a 3-D variable were all recognised (dim_names_nc is x y t). */
  grid_axes?: boolean;
}

const isUrl = (fn: string) => /^https?:\/\//.test(fn);

/** The absolute path of a forcing file (a URL as it is, for openForcingFile to refuse by name). */
export const forcingPath = (fn: string): string => (isUrl(fn) ? fn : resolve(fn));

/** Opens a NetCDF file, with a clear message for a missing file or a URL. */
export async function openForcingFile(fn: string): Promise<Dataset> {
  if (isUrl(fn)) throw new Error(`${fn}: OPeNDAP URLs are not supported; download the file first`);
  if (!existsSync(fn)) throw new Error(`NetCDF file not found: ${fn}`);
  return openNetcdf(fn);
}

/** The specs of a data type in an opened file; throws naming the file and the variable when it is missing. */
export function specsOf(ds: Dataset, fn: string, dataType: string, options: SpecOptions = {}): NcSpecs {
  const names = candidateNames(dataType, options.altNames);
  const v = findVariable(ds, names);
  if (v === null) throw missingVariableError(fn, dataType, names, ds);
  const units = ds.get(v).attrs['units'];
  const specs: NcSpecs = {
    file_name_nc: fn,
    data_type: dataType,
    var_name_nc: v,
    dim_names_nc: inferDimNames(ds, v),
    units: typeof units === 'string' ? units : '',
  };
  if (specs.units !== '') {
    const transform = scaleAndOffset(specs.units, dataType, stepSeconds(ds));
    if (transform) specs.linear_transform = transform;
  }
  const tdim = timeDimOf(ds, v);
  const other = ds.get(v).dims.filter((d) => d !== tdim);
  if (other.length === 1) specs.nstations = ds.dims[other[0]!];
  if (other.length === 2) specs.grid_axes = hasGridAxes(ds, v);
  const idx = options.stationIdx;
  if (idx !== undefined && idx !== null) {
    specs.station_idx = idx;
    Object.assign(specs, stationFacts(ds, idx, fn));
  }
  if (options.monAve && MONTHLY_FIELD[dataType]) {
    // Monthly normals are Gauge fields, read by Raven in its own units (no :LinearTransform applies to
    // them): converted here, e.g. K to degrees C.
    const { scale, offset } = specs.linear_transform ?? { scale: 1, offset: 0 };
    // Written as computed: the shortest text that reads back as the same number.
    const values = monthlyMeans(ds, v, idx ?? 1).map((x) => x * scale + offset);
    specs.monthly = { field: MONTHLY_FIELD[dataType]!, values };
  }
  return specs;
}

/** ncSpecs(fn, dataType, options): opens the file and reads the specs of one data type. */
export async function ncSpecs(fn: string, dataType: string, options: SpecOptions = {}): Promise<NcSpecs> {
  const path = forcingPath(fn);
  return specsOf(await openForcingFile(path), path, dataType, options);
}

/** The first variable whose attributes or name say it is the given coordinate. */
function coordinateVar(ds: Dataset, kind: 'latitude' | 'longitude' | 'elevation'): string | null {
  const names = Object.keys(ds.variables);
  const found = names.find((n) => {
    const a = ds.get(n).attrs;
    if (kind === 'elevation')
      return (
        ['height', 'altitude', 'surface_altitude'].includes(a['standard_name'] as string) || a['axis'] === 'Z'
      );
    return (
      a['standard_name'] === kind || a['units'] === (kind === 'latitude' ? 'degrees_north' : 'degrees_east')
    );
  });
  if (found) return found;
  const plain = { latitude: ['lat', 'latitude'], longitude: ['lon', 'longitude'], elevation: ['elevation'] }[
    kind
  ];
  return names.find((n) => plain.includes(n)) ?? null;
}

/** The value of a station coordinate at 1-based index idx (a scalar variable serves every station). */
function valueAt(ds: Dataset, name: string, idx: number, fn: string): number {
  const data = ds.numeric(name);
  if (data.length === 1) return data[0]!;
  if (idx < 1 || idx > data.length)
    throw new Error(`${fn}: station_idx ${idx} is out of range for ${name} (${data.length} stations)`);
  return data[idx - 1]!;
}

/** Latitude, longitude, elevation (names and values) and station name at a station index. */
function stationFacts(ds: Dataset, idx: number, fn: string): Partial<NcSpecs> {
  const out: Partial<NcSpecs> = {};
  const lat = coordinateVar(ds, 'latitude');
  const lon = coordinateVar(ds, 'longitude');
  const elev = coordinateVar(ds, 'elevation');
  if (lat) Object.assign(out, { latitude_var_name_nc: lat, latitude: valueAt(ds, lat, idx, fn) });
  if (lon) Object.assign(out, { longitude_var_name_nc: lon, longitude: valueAt(ds, lon, idx, fn) });
  if (elev) Object.assign(out, { elevation_var_name_nc: elev, elevation: valueAt(ds, elev, idx, fn) });
  if (ds.has('station_id')) {
    const ids = ds.get('station_id').data;
    const id = ids.length === 1 ? ids[0] : ids[idx - 1];
    if (id !== undefined) out.name = String(id).trim().replace(/\s+/g, '_');
  }
  return out;
}

/** Seconds between the first two time steps, or null. */
function stepSeconds(ds: Dataset): number | null {
  const dates = ds.time?.dates ?? [];
  if (dates.length < 2) return null;
  const dt = (Date.parse(dates[1]!) - Date.parse(dates[0]!)) / 1000;
  return Number.isFinite(dt) ? dt : null;
}

/** The twelve monthly means of a variable at a station, in the file's units (NaN for a month with no value). */
function monthlyMeans(ds: Dataset, v: string, idx: number): number[] {
  if (ds.time === null) throw new Error(`no time coordinate: cannot compute monthly means of ${v}`);
  const other = ds.get(v).dims.filter((d) => axisOf(ds, d) !== 'T');
  const one =
    other.length === 0
      ? ds
      : ds.isel(Object.fromEntries(other.map((d) => [d, other.length === 1 ? idx - 1 : 0])));
  return monthlyMeansOf(ds.time.dates, one.numeric(v));
}

/**
 * The twelve monthly means of a daily series (`dates` ISO, NaN left out), added in numpy's order: the
 * reference library's `groupby("time.month").mean()`, to the last bit.
 */
export function monthlyMeansOf(dates: readonly string[], data: ArrayLike<number>): number[] {
  const months: number[][] = Array.from({ length: 12 }, () => []);
  dates.forEach((d, i) => months[Number(d.slice(5, 7)) - 1]?.push(data[i]!));
  return months.map(nanMean);
}
