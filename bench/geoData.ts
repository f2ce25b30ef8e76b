/**
 * The grid-weights bench's data, written by the bench itself: HRU polygons (irregular blobs of 48 vertices, about
 * 1° across, so each overlaps about a hundred 0.1° cells) scattered over a 10° × 10° region, and a 0.1° NetCDF grid
 * covering it (through Debian's ncgen). A fixed seed makes the same data every time.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomNumbers } from '../test/check/oracle/random.js';

/** Writes `count` HRUs as GeoJSON (with the columns GridWeightExtractor reads) and the grid; returns the paths. */
export function writeBenchData(dir: string, count: number, seed = 24): { polygons: string; grid: string } {
  const rnd = randomNumbers(seed);
  const [lon0, lat0] = [-80, 45];
  const features = [];
  for (let id = 1; id <= count; id++) {
    const cx = lon0 + 0.5 + rnd() * 9;
    const cy = lat0 + 0.5 + rnd() * 9;
    const ring: number[][] = [];
    for (let k = 0; k < 48; k++) {
      const a = (k / 48) * 2 * Math.PI;
      const r = 0.35 + 0.15 * rnd();
      ring.push([cx + r * Math.cos(a) * 1.3, cy + r * Math.sin(a)]);
    }
    ring.push(ring[0]);
    features.push({
      type: 'Feature',
      properties: { HRU_ID: id, SubId: id, DowSubId: -1, Obs_NM: '-9999' },
      geometry: { type: 'Polygon', coordinates: [ring] },
    });
  }
  const polygons = join(dir, `hrus-${count}.geojson`);
  writeFileSync(polygons, JSON.stringify({ type: 'FeatureCollection', features }));
  const n = 100;
  const lat = Array.from({ length: n }, (_, i) => (lat0 + 0.05 + 0.1 * i).toFixed(2));
  const lon = Array.from({ length: n }, (_, i) => (lon0 + 0.05 + 0.1 * i).toFixed(2));
  const cdl = join(dir, 'grid.cdl');
  const grid = join(dir, 'grid.nc');
  writeFileSync(
    cdl,
    `netcdf grid {
dimensions: time = 1 ; lat = ${n} ; lon = ${n} ;
variables:
  double time(time) ; time:units = "days since 2000-01-01" ;
  double lat(lat) ; lat:units = "degrees_north" ;
  double lon(lon) ; lon:units = "degrees_east" ;
  float pr(time, lat, lon) ;
data:
  time = 0 ;
  lat = ${lat.join(', ')} ;
  lon = ${lon.join(', ')} ;
}
`,
  );
  execFileSync('ncgen', ['-k', 'nc4', '-o', grid, cdl]);
  return { polygons, grid };
}
