#!/usr/bin/env node
/**
 * Writes corpus/forcing/tiny-daily.nc: the synthetic daily forcing and flow of corpus/gr4j-tiny (this
 * project's own made-up data) as a CF NetCDF file, the forcing of the emulator examples. CF variable names
 * and SI units (K, kg m-2 s-1), so that `rvkit new` finds every series without alt names and converts units.
 * Needs `ncgen` (Debian netcdf-bin). Run: node scripts/make-tiny-forcing.mjs
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { stdout } from 'node:process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const rvt = readFileSync(join(root, 'corpus/gr4j-tiny/tiny.rvt'), 'latin1').split(/\r?\n/);

// The :MultiData rows (rain, snow, tmin, tmax, pet) and the :ObservationData values, in order.
const meteo = [];
const flow = [];
let block = null;
for (const line of rvt) {
  const t = line.trim();
  if (t.startsWith(':MultiData')) block = 'meteo';
  else if (t.startsWith(':ObservationData')) block = 'flow';
  else if (t.startsWith(':End')) block = null;
  else if (block && /^-?\d/.test(t) && !/^\d{4}-\d\d-\d\d/.test(t)) {
    const v = t.split(/\s+/).map(Number);
    (block === 'meteo' ? meteo : flow).push(v);
  }
}
if (meteo.length !== 731 || flow.length !== 731)
  throw new Error(`expected 731 days, got ${meteo.length}/${flow.length}`);

const perSecond = (mmPerDay) => mmPerDay / 86400; // kg m-2 s-1 of water
const col = (i, f) => meteo.map((r) => f(r[i]).toPrecision(7)).join(', ');
const cdl = `netcdf tiny-daily {
dimensions:
  time = ${meteo.length} ;
variables:
  double time(time) ;
    time:units = "days since 2001-01-01 00:00:00" ;
    time:calendar = "standard" ;
    time:standard_name = "time" ;
  double lat ;
    lat:units = "degrees_north" ;
    lat:standard_name = "latitude" ;
  double lon ;
    lon:units = "degrees_east" ;
    lon:standard_name = "longitude" ;
  double elevation ;
    elevation:units = "m" ;
    elevation:standard_name = "surface_altitude" ;
  float rainfall_flux(time) ;
    rainfall_flux:units = "kg m-2 s-1" ;
  float snowfall_flux(time) ;
    snowfall_flux:units = "kg m-2 s-1" ;
  float tasmin(time) ;
    tasmin:units = "K" ;
  float tasmax(time) ;
    tasmax:units = "K" ;
  float evspsbl(time) ;
    evspsbl:units = "kg m-2 s-1" ;
  float water_volume_transport_in_river_channel(time) ;
    water_volume_transport_in_river_channel:units = "m3 s-1" ;
// global attributes:
  :title = "Synthetic daily forcing and flow for rvkit's examples (made up, not observations)" ;
  :source = "rvkit scripts/make-tiny-forcing.mjs from corpus/gr4j-tiny/tiny.rvt" ;
  :Conventions = "CF-1.8" ;
data:
  time = ${meteo.map((_, i) => i).join(', ')} ;
  lat = 50 ;
  lon = -100 ;
  elevation = 600 ;
  rainfall_flux = ${col(0, perSecond)} ;
  snowfall_flux = ${col(1, perSecond)} ;
  tasmin = ${col(2, (c) => c + 273.15)} ;
  tasmax = ${col(3, (c) => c + 273.15)} ;
  evspsbl = ${col(4, perSecond)} ;
  water_volume_transport_in_river_channel = ${flow.map((r) => r[0].toPrecision(7)).join(', ')} ;
}
`;
const dir = mkdtempSync(join(tmpdir(), 'tiny-forcing-'));
try {
  writeFileSync(join(dir, 'tiny.cdl'), cdl);
  execFileSync('ncgen', [
    '-k',
    'classic',
    '-o',
    join(root, 'corpus/forcing/tiny-daily.nc'),
    join(dir, 'tiny.cdl'),
  ]);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
stdout.write('wrote corpus/forcing/tiny-daily.nc\n');
