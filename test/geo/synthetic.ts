/**
 * The geo tests' own data, written at test time into a temporary directory (nothing binary committed): small
 * forcing grids as NetCDF (CDL through Debian's ncgen) — a rotated-pole grid, a grid in projected coordinates,
 * a regular grid with bounds variables — and HRU polygons around each grid's centre as GeoJSON, in the columns
 * the reference library's GridWeightExtractor expects.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import proj4 from 'proj4';

/** A grid written by `writeGrid`: its file and the centre to place polygons around. */
export interface SyntheticGrid {
  readonly path: string;
  readonly dims: readonly [string, string];
  readonly vars: readonly [string, string];
  readonly centre: readonly [number, number];
}

const num = (a: ArrayLike<number>) => Array.from(a, (v) => v.toPrecision(15)).join(', ');

/** Writes a NetCDF file from CDL text with ncgen. */
function ncgen(dir: string, name: string, cdl: string): string {
  const cdlPath = join(dir, `${name}.cdl`);
  const path = join(dir, `${name}.nc`);
  writeFileSync(cdlPath, cdl);
  execFileSync('ncgen', ['-k', 'nc4', '-o', path, cdlPath]);
  return path;
}

/** 2-D latitude/longitude from a function of (row, column), with a data variable over (time, y, x). */
function curvilinear(
  dir: string,
  name: string,
  ny: number,
  nx: number,
  y: { name: string; values: number[]; attrs: string },
  x: { name: string; values: number[]; attrs: string },
  lonLat: (r: number, c: number) => [number, number],
  mapping: string,
): string {
  const lat = new Float64Array(ny * nx);
  const lon = new Float64Array(ny * nx);
  for (let r = 0; r < ny; r++) for (let c = 0; c < nx; c++) [lon[r * nx + c], lat[r * nx + c]] = lonLat(r, c);
  return ncgen(
    dir,
    name,
    `netcdf ${name} {
dimensions: time = 2 ; ${y.name} = ${ny} ; ${x.name} = ${nx} ;
variables:
  double time(time) ; time:units = "days since 2000-01-01" ; time:calendar = "standard" ;
  double ${y.name}(${y.name}) ; ${y.attrs}
  double ${x.name}(${x.name}) ; ${x.attrs}
  double lat(${y.name}, ${x.name}) ; lat:units = "degrees_north" ; lat:standard_name = "latitude" ;
  double lon(${y.name}, ${x.name}) ; lon:units = "degrees_east" ; lon:standard_name = "longitude" ;
  int crs ; ${mapping}
  float pr(time, ${y.name}, ${x.name}) ; pr:units = "mm/d" ; pr:grid_mapping = "crs" ; pr:coordinates = "lat lon" ;
data:
  time = 0, 1 ;
  ${y.name} = ${num(y.values)} ;
  ${x.name} = ${num(x.values)} ;
  lat = ${num(lat)} ;
  lon = ${num(lon)} ;
}
`,
  );
}

/** A rotated-pole grid (CORDEX North America's pole), 0.44° cells in rotated coordinates. */
export function rotatedGrid(dir: string): SyntheticGrid {
  const def =
    '+proj=ob_tran +o_proj=longlat +o_lon_p=0 +o_lat_p=31.758312 +lon_0=267.597031 +datum=WGS84 +no_defs';
  const toGeo = proj4(def, 'EPSG:4326');
  const ny = 12;
  const nx = 14;
  const rlat = Array.from({ length: ny }, (_, i) => -2.42 + 0.44 * i);
  const rlon = Array.from({ length: nx }, (_, i) => 10.12 + 0.44 * i);
  const at = (r: number, c: number) => toGeo.forward([rlon[c], rlat[r]]) as [number, number];
  const path = curvilinear(
    dir,
    'rotated',
    ny,
    nx,
    { name: 'rlat', values: rlat, attrs: 'rlat:standard_name = "grid_latitude" ; rlat:units = "degrees" ;' },
    { name: 'rlon', values: rlon, attrs: 'rlon:standard_name = "grid_longitude" ; rlon:units = "degrees" ;' },
    at,
    'crs:grid_mapping_name = "rotated_latitude_longitude" ; crs:grid_north_pole_latitude = 31.758312 ; crs:grid_north_pole_longitude = 92.402969 ;',
  );
  return {
    path,
    dims: ['rlon', 'rlat'],
    vars: ['lon', 'lat'],
    centre: at(Math.floor(ny / 2), Math.floor(nx / 2)),
  };
}

/** A grid of 10 km cells in a Lambert conformal conic projection, with its 2-D latitude/longitude. */
export function projectedGrid(dir: string): SyntheticGrid {
  const def =
    '+proj=lcc +lat_1=49 +lat_2=77 +lat_0=49 +lon_0=-95 +x_0=0 +y_0=0 +datum=WGS84 +units=m +no_defs';
  const toGeo = proj4(def, 'EPSG:4326');
  const ny = 11;
  const nx = 13;
  const y = Array.from({ length: ny }, (_, i) => 300000 + 10000 * i);
  const x = Array.from({ length: nx }, (_, i) => -600000 + 10000 * i);
  const at = (r: number, c: number) => toGeo.forward([x[c], y[r]]) as [number, number];
  const path = curvilinear(
    dir,
    'projected',
    ny,
    nx,
    { name: 'y', values: y, attrs: 'y:standard_name = "projection_y_coordinate" ; y:units = "m" ;' },
    { name: 'x', values: x, attrs: 'x:standard_name = "projection_x_coordinate" ; x:units = "m" ;' },
    at,
    'crs:grid_mapping_name = "lambert_conformal_conic" ; crs:standard_parallel = 49., 77. ; crs:longitude_of_central_meridian = -95. ; crs:latitude_of_projection_origin = 49. ;',
  );
  return { path, dims: ['x', 'y'], vars: ['lon', 'lat'], centre: at(Math.floor(ny / 2), Math.floor(nx / 2)) };
}

/** A regular 0.1° grid with CF bounds variables and latitudes running north to south, as ERA5 files do. */
export function regularGridWithBounds(dir: string): SyntheticGrid {
  const ny = 9;
  const nx = 11;
  const lat = Array.from({ length: ny }, (_, i) => 47.45 - 0.1 * i);
  const lon = Array.from({ length: nx }, (_, i) => -75.95 + 0.1 * i);
  const bnds = (v: number[], h: number) => v.flatMap((c) => [c + h, c - h]);
  const path = ncgen(
    dir,
    'regular',
    `netcdf regular {
dimensions: time = 2 ; latitude = ${ny} ; longitude = ${nx} ; bnds = 2 ;
variables:
  double time(time) ; time:units = "days since 2000-01-01" ;
  double latitude(latitude) ; latitude:units = "degrees_north" ; latitude:bounds = "lat_bnds" ;
  double longitude(longitude) ; longitude:units = "degrees_east" ; longitude:bounds = "lon_bnds" ;
  double lat_bnds(latitude, bnds) ;
  double lon_bnds(longitude, bnds) ;
  float tas(time, latitude, longitude) ; tas:units = "K" ;
data:
  time = 0, 1 ;
  latitude = ${num(lat)} ;
  longitude = ${num(lon)} ;
  lat_bnds = ${num(bnds(lat, 0.05))} ;
  lon_bnds = ${num(bnds(lon, -0.05))} ;
}
`,
  );
  return { path, dims: ['longitude', 'latitude'], vars: ['longitude', 'latitude'], centre: [-75.45, 47.05] };
}

type Ring = [number, number][];

/** HRU polygons of every kind the weights must handle, spread over about 0.8° × 0.6° around a centre. */
export function hruPolygons([x, y]: readonly [number, number]): { id: number; rings: Ring[][] }[] {
  const box = (x0: number, y0: number, x1: number, y1: number): Ring => [
    [x + x0, y + y0],
    [x + x1, y + y0],
    [x + x1, y + y1],
    [x + x0, y + y1],
    [x + x0, y + y0],
  ];
  const star: Ring = [];
  for (let k = 0; k <= 20; k++) {
    const a = ((k % 20) / 20) * 2 * Math.PI;
    const r = k % 2 === 0 ? 0.17 : 0.07;
    star.push([x - 0.25 + r * Math.cos(a), y + 0.15 + r * 0.7 * Math.sin(a)]);
  }
  return [
    { id: 1, rings: [[box(-0.4, -0.3, -0.1, -0.05)]] },
    // A concave L shape.
    {
      id: 2,
      rings: [
        [
          [
            [x - 0.05, y - 0.3],
            [x + 0.3, y - 0.3],
            [x + 0.3, y - 0.2],
            [x + 0.05, y - 0.2],
            [x + 0.05, y + 0.05],
            [x - 0.05, y + 0.05],
            [x - 0.05, y - 0.3],
          ] as Ring,
        ],
      ],
    },
    // A polygon with a hole.
    { id: 3, rings: [[box(0.1, -0.15, 0.4, 0.12), box(0.18, -0.08, 0.3, 0.04).reverse() as Ring]] },
    // Two parts.
    { id: 4, rings: [[box(-0.38, 0.02, -0.3, 0.1)], [box(0.05, 0.15, 0.37, 0.28)]] },
    // A thin strip across many cells.
    { id: 5, rings: [[box(-0.4, 0.29, 0.4, 0.3)]] },
    // A star (many concave vertices).
    { id: 6, rings: [[star]] },
  ];
}

/** A GeoJSON file of features with the columns of a routing product (HRU_ID, SubId, DowSubId, Obs_NM). */
export function writePolygons(path: string, polygons: { id: number; rings: Ring[][] }[]): string {
  const features = polygons.map((p) => ({
    type: 'Feature',
    properties: { HRU_ID: p.id, SubId: 100 + Math.ceil(p.id / 2), DowSubId: -1, Obs_NM: '-9999' },
    geometry:
      p.rings.length === 1
        ? { type: 'Polygon', coordinates: p.rings[0] }
        : { type: 'MultiPolygon', coordinates: p.rings },
  }));
  writeFileSync(path, JSON.stringify({ type: 'FeatureCollection', features }));
  return path;
}
