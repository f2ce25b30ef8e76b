/**
 * The dimension names of a forcing variable in the order Raven reads them (the reference library's
 * infer_dim_names): 1-D → time; 2-D → station, time (time moved last); 3-D → x (lon), y (lat), time.
 */
import type { Dataset } from '../output/dataset.js';

const TIME_NAMES = ['time', 't'];
const X_NAMES = ['lon', 'longitude', 'x', 'rlon', 'nlon'];
const Y_NAMES = ['lat', 'latitude', 'y', 'rlat', 'nlat'];

/** The CF axis (X, Y, T) of a dimension, from its coordinate variable's attributes or its name, or null. */
export function axisOf(ds: Dataset, dim: string): 'X' | 'Y' | 'T' | null {
  if (ds.time?.name === dim) return 'T';
  const attrs = ds.has(dim) ? ds.get(dim).attrs : {};
  const axis = attrs['axis'];
  if (axis === 'X' || axis === 'Y' || axis === 'T') return axis;
  const std = attrs['standard_name'];
  const units = typeof attrs['units'] === 'string' ? attrs['units'] : '';
  if (std === 'time' || / since /.test(units) || TIME_NAMES.includes(dim)) return 'T';
  if (std === 'longitude' || std === 'projection_x_coordinate' || units === 'degrees_east') return 'X';
  if (std === 'latitude' || std === 'projection_y_coordinate' || units === 'degrees_north') return 'Y';
  if (X_NAMES.includes(dim.toLowerCase())) return 'X';
  if (Y_NAMES.includes(dim.toLowerCase())) return 'Y';
  return null;
}

/** The variable's dimensions in Raven's order; the file's order when the axes cannot be told apart. */
export function inferDimNames(ds: Dataset, variable: string): string[] {
  const dims = [...ds.get(variable).dims];
  const axes = dims.map((d) => axisOf(ds, d));
  const t = axes.indexOf('T');
  if (dims.length === 1 || t < 0) return dims;
  if (dims.length === 2) return [dims[1 - t]!, dims[t]!];
  if (dims.length === 3) {
    const x = axes.indexOf('X');
    const y = axes.indexOf('Y');
    if (x >= 0 && y >= 0) return [dims[x]!, dims[y]!, dims[t]!];
  }
  return dims;
}

/** The name of the time dimension of a variable, or null. */
export function timeDimOf(ds: Dataset, variable: string): string | null {
  return ds.get(variable).dims.find((d) => axisOf(ds, d) === 'T') ?? null;
}

/** True when a 3-D variable has one X, one Y and one time dimension (so inferDimNames gives x y t). */
export function hasGridAxes(ds: Dataset, variable: string): boolean {
  const axes = ds.get(variable).dims.map((d) => axisOf(ds, d));
  return axes.length === 3 && ['X', 'Y', 'T'].every((a) => axes.filter((x) => x === a).length === 1);
}
