/**
 * The cells of a forcing grid read from NetCDF, as Raven numbers them: the x dimension (the first name of
 * `:DimNamesNC`) gives the columns, the y dimension the rows, cell = row × columns + column, from 0. Each cell is
 * four corners in longitude/latitude: from the CF `bounds` variables when the coordinates have them, otherwise
 * derived from the cell centres exactly as the reference library does (each corner half the diagonal step from
 * its centre, the last row and column extended by the step before them), so a curvilinear grid (rotated pole,
 * projected) gets the same cells as there.
 */
import { peekNetcdf } from '../output/netcdf.js';
import type { DatasetInit, Variable } from '../output/dataset.js';
import { GeoInputError } from './messages.js';

/** A grid's cells in longitude/latitude, in Raven's cell numbering. */
export interface LonLatGrid {
  readonly path: string;
  /** Columns: the size of the x dimension. */
  readonly nx: number;
  /** Rows: the size of the y dimension. */
  readonly ny: number;
  readonly xDim: string;
  readonly yDim: string;
  readonly latName: string;
  readonly lonName: string;
  /** Four corners per cell, longitude then latitude: 8 numbers per cell, cell by cell. */
  readonly corners: Float64Array;
  /** How the corners were found, for the report. */
  readonly cornersFrom: string;
}

/** Which variables and dimensions to use, when the file alone does not say. */
export interface GridOptions {
  readonly lat?: string;
  readonly lon?: string;
  /** The x and y dimension names, as `:DimNamesNC` gives them (x first). */
  readonly dims?: readonly [string, string];
  /** A data variable whose dimension order sets the default x and y (its last spatial dimension is x). */
  readonly variable?: string;
}

/**
 * The prefix NetCDF-4 gives in HDF5 to a variable that shares its name with a dimension it is not the coordinate
 * of (`lon(lat_dim, lon_dim)` beside a dimension `lon`); netCDF itself shows the plain name.
 */
const HIDDEN = '_nc4_non_coord_';

/** A variable's name as netCDF shows it. */
export function shownName(name: string): string {
  return name.startsWith(HIDDEN) ? name.slice(HIDDEN.length) : name;
}

function attr(v: Variable, name: string): string {
  const a = v.attrs[name];
  return typeof a === 'string' ? a : '';
}

/** The latitude or longitude variable: named by the user, else by standard name, units or usual name. */
function findCoordinate(
  init: DatasetInit,
  kind: 'lat' | 'lon',
  given: string | undefined,
  path: string,
): string {
  const vars = init.variables;
  if (given !== undefined) {
    if (!vars[given])
      throw new GeoInputError([
        {
          severity: 'error',
          where: path,
          message: `has no variable ${given} (variables: ${Object.keys(vars).join(', ')})`,
        },
      ]);
    return given;
  }
  const names =
    kind === 'lat' ? ['lat', 'latitude', 'nav_lat', 'XLAT'] : ['lon', 'longitude', 'nav_lon', 'XLONG'];
  const std = kind === 'lat' ? 'latitude' : 'longitude';
  const units = kind === 'lat' ? /^degrees?_?n(orth)?$/i : /^degrees?_?e(ast)?$/i;
  const byName = names.find((n) => vars[n]) ?? names.map((n) => HIDDEN + n).find((n) => vars[n]);
  if (byName) return byName;
  const candidates = Object.entries(vars).filter(
    ([, v]) => attr(v, 'standard_name') === std || units.test(attr(v, 'units')),
  );
  // A 2-D coordinate is the grid's own; a 1-D one may be a rotated axis labelled loosely.
  candidates.sort((a, b) => b[1].dims.length - a[1].dims.length);
  if (candidates.length > 0) return candidates[0][0];
  throw new GeoInputError([
    {
      severity: 'error',
      where: path,
      message: `has no ${std} variable (none named ${names.join('/')}, with standard_name ${std} or units degrees_${kind === 'lat' ? 'north' : 'east'}): name it with --${kind}`,
    },
  ]);
}

/** Reads the grid of a forcing NetCDF file. */
export async function readNetcdfGrid(path: string, options: GridOptions = {}): Promise<LonLatGrid> {
  let head: DatasetInit;
  try {
    head = await peekNetcdf(path);
  } catch (e) {
    throw new GeoInputError([
      { severity: 'error', where: path, message: `cannot be read as NetCDF (${(e as Error).message})` },
    ]);
  }
  const latName = findCoordinate(head, 'lat', options.lat, path);
  const lonName = findCoordinate(head, 'lon', options.lon, path);
  const latDims = head.variables[latName].dims;
  const lonDims = head.variables[lonName].dims;
  const bounds = [attr(head.variables[latName], 'bounds'), attr(head.variables[lonName], 'bounds')];
  const withBounds = bounds.every((b) => b !== '' && head.variables[b]);
  const init = await peekNetcdf(path, [latName, lonName, ...(withBounds ? bounds : [])]);
  const lat = init.variables[latName].data as Float64Array;
  const lon = init.variables[lonName].data as Float64Array;
  const bad = (message: string) => new GeoInputError([{ severity: 'error', where: path, message }]);

  let yDim: string;
  let xDim: string;
  if (latDims.length === 2 && lonDims.length === 2) {
    if (latDims.join() !== lonDims.join())
      throw bad(`${latName} has dimensions (${latDims}) but ${lonName} (${lonDims}): they must be the same`);
    [yDim, xDim] = latDims as [string, string];
  } else if (latDims.length === 1 && lonDims.length === 1) {
    [yDim, xDim] = [latDims[0], lonDims[0]];
  } else
    throw bad(
      `${latName} (${latDims.length}-D) and ${lonName} (${lonDims.length}-D) must be both 1-D or both 2-D`,
    );
  // The file's own order: the dimension that comes last in the data variable is x.
  const data = options.variable
    ? head.variables[options.variable]
    : Object.values(head.variables).find(
        (v) => v.dims.includes(xDim) && v.dims.includes(yDim) && v.dims.length >= 3,
      );
  if (options.variable && !data) throw bad(`has no variable ${options.variable}`);
  if (data && data.dims.indexOf(yDim) > data.dims.indexOf(xDim)) [xDim, yDim] = [yDim, xDim];
  if (options.dims) {
    const [x, y] = options.dims;
    if (new Set([x, y]).size !== 2 || ![xDim, yDim].includes(x) || ![xDim, yDim].includes(y))
      throw bad(`the grid's dimensions are ${yDim} and ${xDim}, not ${x} and ${y}`);
    [xDim, yDim] = [x, y];
  }
  const nx = init.dims[xDim];
  const ny = init.dims[yDim];
  // Raven's numbering as a (row, column) → position of the coordinate arrays.
  const twoD = latDims.length === 2;
  const transposed = twoD && latDims[0] === xDim;
  const at2 = (a: Float64Array, r: number, c: number) => (transposed ? a[c * ny + r] : a[r * nx + c]);
  const latAt = (r: number, c: number) => (twoD ? at2(lat, r, c) : latDims[0] === yDim ? lat[r] : lat[c]);
  const lonAt = (r: number, c: number) => (twoD ? at2(lon, r, c) : lonDims[0] === xDim ? lon[c] : lon[r]);

  const corners = new Float64Array(nx * ny * 8);
  let cornersFrom: string;
  if (withBounds) {
    cornersFrom = `the bounds variables ${bounds[0]} and ${bounds[1]}`;
    fillFromBounds(corners, init, bounds as [string, string], {
      twoD,
      transposed,
      nx,
      ny,
      latDims,
      lonDims,
      xDim,
      yDim,
    });
  } else {
    if (nx < 2 || ny < 2)
      throw bad(
        `a grid of ${ny} × ${nx} cells has no step to derive cell corners from: give it bounds variables`,
      );
    cornersFrom = 'derived from the cell centres';
    const latC = new Float64Array((ny + 1) * (nx + 1));
    const lonC = new Float64Array((ny + 1) * (nx + 1));
    cornersFromCentres(latAt, ny, nx, latC);
    cornersFromCentres(lonAt, ny, nx, lonC);
    const w = nx + 1;
    for (let r = 0; r < ny; r++)
      for (let c = 0; c < nx; c++) {
        const o = (r * nx + c) * 8;
        const k = [r * w + c, (r + 1) * w + c, (r + 1) * w + c + 1, r * w + c + 1];
        for (let q = 0; q < 4; q++) {
          corners[o + 2 * q] = lonC[k[q]];
          corners[o + 2 * q + 1] = latC[k[q]];
        }
      }
  }
  return {
    path,
    nx,
    ny,
    xDim,
    yDim,
    latName: shownName(latName),
    lonName: shownName(lonName),
    corners,
    cornersFrom,
  };
}

/**
 * The (rows + 1) × (columns + 1) corner values of a coordinate given at the centres: each corner is the centre
 * less half the step to the next cell along the diagonal (the last column's step taken from the column before,
 * the last row's from the row before), and the last row and column are extended by the previous step: the
 * construction of the reference library (GridWeightExtractor) and of derive_grid_weights.py.
 */
export function cornersFromCentres(
  v: (r: number, c: number) => number,
  ny: number,
  nx: number,
  out: Float64Array,
): void {
  const w = nx + 1;
  const half = (r: number, c: number) =>
    c < nx - 1 ? (v(r + 1, c + 1) - v(r, c)) / 2 : (v(r + 1, nx - 1) - v(r, nx - 2)) / 2;
  for (let r = 0; r < ny; r++)
    for (let c = 0; c < nx; c++) out[r * w + c] = v(r, c) - half(Math.min(r, ny - 2), c);
  for (let c = 0; c < nx; c++)
    out[ny * w + c] = out[(ny - 1) * w + c] + (out[(ny - 1) * w + c] - out[(ny - 2) * w + c]);
  for (let r = 0; r < ny; r++)
    out[r * w + nx] = out[r * w + nx - 1] + (out[r * w + nx - 1] - out[r * w + nx - 2]);
  out[ny * w + nx] = out[(ny - 1) * w + nx - 1] + (out[(ny - 1) * w + nx - 1] - out[(ny - 2) * w + nx - 2]);
}

interface Layout {
  twoD: boolean;
  transposed: boolean;
  nx: number;
  ny: number;
  latDims: readonly string[];
  lonDims: readonly string[];
  xDim: string;
  yDim: string;
}

/** Corners from CF bounds: (n, 2) per 1-D axis, or (y, x, 4) counter-clockwise per cell for 2-D coordinates. */
function fillFromBounds(corners: Float64Array, init: DatasetInit, names: [string, string], g: Layout): void {
  const latB = init.variables[names[0]].data as Float64Array;
  const lonB = init.variables[names[1]].data as Float64Array;
  for (let r = 0; r < g.ny; r++)
    for (let c = 0; c < g.nx; c++) {
      const o = (r * g.nx + c) * 8;
      if (g.twoD) {
        const k = (g.transposed ? c * g.ny + r : r * g.nx + c) * 4;
        for (let q = 0; q < 4; q++) {
          corners[o + 2 * q] = lonB[k + q];
          corners[o + 2 * q + 1] = latB[k + q];
        }
      } else {
        const li = g.latDims[0] === g.yDim ? r : c;
        const oi = g.lonDims[0] === g.xDim ? c : r;
        const [y0, y1] = [latB[2 * li], latB[2 * li + 1]];
        const [x0, x1] = [lonB[2 * oi], lonB[2 * oi + 1]];
        corners.set([x0, y0, x1, y0, x1, y1, x0, y1], o);
      }
    }
}
