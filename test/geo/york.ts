/**
 * A real corpus model with gridded forcing made runnable for the tests of `rvkit gridweights --model`: the
 * York River model of Raven's benchmarks (York_gridded_m_daily_i_daily, three :GriddedForcing blocks reading
 * data_obs/York_daily.nc and sharing the :GridWeights of GriddedForcings.txt). The source repository keeps
 * neither the NetCDF file nor the HRU polygons, so the test writes them: a 0.1° grid over the basin whose
 * cells carry the real CaPA series of the nearest of the model's 22 CaPA points (data_obs/CaPA_Point*_daily
 * .rvt of York_nc), the same series as a station NetCDF (for a :StationForcing variant), the points as GeoJSON,
 * and one square polygon per HRU at the HRU's latitude/longitude with the HRU's area from the .rvh.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sharedCorpus } from '../paths.js';

const BENCH = join(sharedCorpus, 'CSHS-CWRA__RavenHydroFramework');
const MODEL = join(BENCH, 'benchmarking___InputFiles__York_gridded_m_daily_i_daily');
const DATA = join(BENCH, 'benchmarking___InputFiles__York_nc');
const STEM = 'York_gridded_m_daily_i_daily';

/** The model's run: 2006-10-01 for 1461 days; the CaPA series start on 2005-01-01. */
const FIRST_DAY = 638; // 2006-10-01 less 2005-01-01, in days
const DAYS = 1462;

interface Station {
  readonly lon: number;
  readonly lat: number;
  /** PRECIP, TEMP_DAILY_MAX, TEMP_DAILY_MIN per day of the run. */
  readonly series: number[][];
}

function stations(): Station[] {
  const rvt = readFileSync(join(DATA, `${STEM}.rvt`), 'latin1');
  const out: Station[] = [];
  for (const m of rvt.matchAll(/:Gauge (CaPA_Point\d+)\s+:Latitude ([-\d.]+)\s+:Longitude ([-\d.]+)/g)) {
    const text = readFileSync(join(DATA, 'data_obs', `${m[1]}_daily.rvt`), 'latin1');
    const rows = text
      .split('\n')
      .map((l) => l.trim().split(/\s+/).map(Number))
      .filter((r) => r.length === 3 && r.every(Number.isFinite));
    out.push({ lon: Number(m[3]), lat: Number(m[2]), series: rows.slice(FIRST_DAY, FIRST_DAY + DAYS) });
  }
  return out;
}

/** The HRUs of the .rvh: ID, area (km²), latitude, longitude. */
function hrus(): { id: number; area: number; lat: number; lon: number }[] {
  const rvh = readFileSync(join(MODEL, `${STEM}.rvh`), 'latin1');
  const table = rvh.slice(rvh.indexOf(':HRUs'), rvh.indexOf(':EndHRUs'));
  return table
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .filter((w) => /^\d+$/.test(w[0]))
    .map((w) => ({ id: Number(w[0]), area: Number(w[1]), lat: Number(w[3]), lon: Number(w[4]) }));
}

const fmt = (v: number) => v.toPrecision(8);

/** The York model in a fresh directory, with its forcing grid, stations and HRU polygons beside it. */
export interface York {
  readonly dir: string;
  readonly rvt: string;
  readonly grid: string;
  readonly stationsNc: string;
  readonly stationPoints: string;
  readonly polygons: string;
}

/** Copies the model and writes its NetCDF files and polygons (ncgen from Debian's netcdf-bin). */
export function yorkModel(): York {
  const root = mkdtempSync(join(tmpdir(), 'rvkit-york-'));
  const dir = join(root, 'model');
  cpSync(MODEL, dir, { recursive: true });
  execFileSync('chmod', ['-R', 'u+w', dir]);
  // The corpus model's one fault (RUNNABLE.md): soil SOIL_1_R2's SAT_WILT (0.1) above its FIELD_CAPACITY (0.05),
  // which stops Raven; it is set to the field capacity.
  const rvp = join(dir, `${STEM}.rvp`);
  writeFileSync(
    rvp,
    readFileSync(rvp, 'latin1').replace(
      /(SOIL_1_R2\s+5\.000000E-02,\s+5\.000000E-02,\s+)1\.000000E-01/,
      '$15.000000E-02',
    ),
    'latin1',
  );
  mkdirSync(join(dir, 'data_obs'));
  for (const f of ['York_Observed_Boulter_daily.rvt', 'York_BancroftInflows_daily.rvt'])
    cpSync(join(DATA, 'data_obs', f), join(dir, 'data_obs', f));
  const points = stations();
  const time = Array.from({ length: DAYS }, (_, d) => d).join(', ');
  // The grid: 8 × 7 cells of 0.1° over the basin; each cell takes its nearest CaPA point's series.
  const lons = Array.from({ length: 8 }, (_, i) => -78.2 + 0.1 * i);
  const lats = Array.from({ length: 7 }, (_, j) => 44.75 + 0.1 * j);
  const nearest = (lon: number, lat: number) => {
    let best = 0;
    let d = Infinity;
    points.forEach((p, k) => {
      const e = (p.lon - lon) ** 2 + (p.lat - lat) ** 2;
      if (e < d) [best, d] = [k, e];
    });
    return points[best];
  };
  const gridValues = (v: number) => {
    const out: string[] = [];
    for (let t = 0; t < DAYS; t++)
      for (const lat of lats) for (const lon of lons) out.push(fmt(nearest(lon, lat).series[t][v]));
    return out.join(', ');
  };
  const ncgen = (name: string, cdl: string) => {
    const cdlPath = join(root, `${name}.cdl`);
    writeFileSync(cdlPath, cdl);
    const path = join(dir, 'data_obs', `${name}.nc`);
    execFileSync('ncgen', ['-k', 'nc4', '-o', path, cdlPath]);
    return path;
  };
  const grid = ncgen(
    'York_daily',
    `netcdf York_daily {
dimensions: ntime = ${DAYS} ; nlat = ${lats.length} ; nlon = ${lons.length} ;
variables:
  double ntime(ntime) ; ntime:units = "days since 2006-10-01 00:00:00" ; ntime:calendar = "standard" ;
  double lat(nlat) ; lat:units = "degrees_north" ; lat:standard_name = "latitude" ;
  double lon(nlon) ; lon:units = "degrees_east" ; lon:standard_name = "longitude" ;
  float pre(ntime, nlat, nlon) ; pre:units = "mm/d" ;
  float temp_max(ntime, nlat, nlon) ; temp_max:units = "degC" ;
  float temp_min(ntime, nlat, nlon) ; temp_min:units = "degC" ;
data:
  ntime = ${time} ;
  lat = ${lats.map(fmt).join(', ')} ;
  lon = ${lons.map(fmt).join(', ')} ;
  pre = ${gridValues(0)} ;
  temp_max = ${gridValues(1)} ;
  temp_min = ${gridValues(2)} ;
}
`,
  );
  const stationValues = (v: number) => {
    const out: string[] = [];
    for (let t = 0; t < DAYS; t++) for (const p of points) out.push(fmt(p.series[t][v]));
    return out.join(', ');
  };
  const stationsNc = ncgen(
    'York_stations',
    `netcdf York_stations {
dimensions: ntime = ${DAYS} ; nstations = ${points.length} ;
variables:
  double ntime(ntime) ; ntime:units = "days since 2006-10-01 00:00:00" ; ntime:calendar = "standard" ;
  double lat(nstations) ; lat:units = "degrees_north" ;
  double lon(nstations) ; lon:units = "degrees_east" ;
  float pre(ntime, nstations) ; pre:units = "mm/d" ;
  float temp_max(ntime, nstations) ; temp_max:units = "degC" ;
  float temp_min(ntime, nstations) ; temp_min:units = "degC" ;
data:
  ntime = ${time} ;
  lat = ${points.map((p) => fmt(p.lat)).join(', ')} ;
  lon = ${points.map((p) => fmt(p.lon)).join(', ')} ;
  pre = ${stationValues(0)} ;
  temp_max = ${stationValues(1)} ;
  temp_min = ${stationValues(2)} ;
}
`,
  );
  const stationPoints = join(root, 'capa_points.geojson');
  writeFileSync(
    stationPoints,
    JSON.stringify({
      type: 'FeatureCollection',
      features: points.map((p, k) => ({
        type: 'Feature',
        properties: { name: `CaPA_Point${k + 1}`, station: k },
        geometry: { type: 'Point', coordinates: [p.lon, p.lat] },
      })),
    }),
  );
  const polygons = join(root, 'york_hrus.geojson');
  writeFileSync(
    polygons,
    JSON.stringify({
      type: 'FeatureCollection',
      features: hrus().map((h) => {
        const dy = Math.sqrt(h.area) / 2 / 111.2;
        const dx = dy / Math.cos((h.lat * Math.PI) / 180);
        const ring = [
          [h.lon - dx, h.lat - dy],
          [h.lon + dx, h.lat - dy],
          [h.lon + dx, h.lat + dy],
          [h.lon - dx, h.lat + dy],
          [h.lon - dx, h.lat - dy],
        ];
        return {
          type: 'Feature',
          properties: { HRU_ID: h.id, SubId: h.id },
          geometry: { type: 'Polygon', coordinates: [ring] },
        };
      }),
    }),
  );
  return { dir, rvt: join(dir, `${STEM}.rvt`), grid, stationsNc, stationPoints, polygons };
}

/** The model's forcing blocks turned into :StationForcing blocks reading the station file. */
export function toStationForcing(york: York): void {
  const text = readFileSync(york.rvt, 'latin1')
    .replace(/:GriddedForcing/g, ':StationForcing')
    .replace(/:EndGriddedForcing/g, ':EndStationForcing')
    .replace(/York_daily\.nc/g, 'York_stations.nc')
    .replace(/:DimNamesNC\s+nlon nlat ntime/g, ':DimNamesNC  nstations ntime');
  writeFileSync(york.rvt, text, 'latin1');
}
