/**
 * `rvkit gridweights --model`: the weights written into a real corpus model with gridded forcing (York, Raven's
 * benchmark: three :GriddedForcing blocks sharing the :GridWeights of a redirected file), as a minimal diff;
 * the model then checks clean and runs on the real Raven 4.12. The same model with :StationForcing takes the
 * weights of the CaPA stations as points (Thiessen polygons) in a file of their own named by :RedirectToFile.
 * Subbasin-level weights give every HRU of a subbasin the subbasin's weights.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import proj4 from 'proj4';
import { checkCommand } from '../../src/cli/commands/check.js';
import { gridweightsCommand } from '../../src/cli/commands/gridweights.js';
import { runCommand } from '../../src/cli/commands/run.js';
import { NORTH_POLE_LAEA } from '../../src/geo/crs.js';
import { call } from '../cli/call.js';
import { hruPolygons, regularGridWithBounds, writePolygons } from './synthetic.js';
import { toStationForcing, yorkModel } from './york.js';

const rowsOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .filter((w) => w.length === 3 && /^\d+$/.test(w[0]) && /^\d+$/.test(w[1]))
    .map((w) => [Number(w[0]), Number(w[1]), Number(w[2])] as const);

/** Non-row lines of a text (comments, commands), line ends removed. */
const frame = (text: string) =>
  text
    .split('\n')
    .map((l) => l.replace(/\r$/, ''))
    .filter((l) => !/^\s*\d+\s+\d+\s+[\d.eE+-]+\s*$/.test(l));

describe('rvkit gridweights --model', () => {
  it("replaces the York model's :GridWeights in place; the model checks clean and runs on Raven", async () => {
    const york = yorkModel();
    const weightsFile = join(york.dir, 'GriddedForcings.txt');
    const before = readFileSync(weightsFile, 'latin1');
    const rvtBefore = readFileSync(york.rvt, 'latin1');
    const dry = await call(gridweightsCommand, [
      york.polygons,
      york.grid,
      '--id',
      'HRU_ID',
      '--model',
      york.dir,
      '--dry-run',
    ]);
    expect(dry.code).toBe(0);
    expect(dry.out).toContain('--- a/GriddedForcings.txt');
    expect(readFileSync(weightsFile, 'latin1')).toBe(before);

    const done = await call(gridweightsCommand, [
      york.polygons,
      york.grid,
      '--id',
      'HRU_ID',
      '--model',
      york.dir,
    ]);
    expect(done.err).toContain(':GriddedForcing PRECIP, :GriddedForcing MIN_TEMP, :GriddedForcing MAX_TEMP');
    expect(done.err).toContain('cells numbered by its :DimNamesNC nlon nlat (x, y)');
    expect(done.err).toContain('wrote GriddedForcings.txt');
    expect(done.code).toBe(0);
    // A minimal diff: the rvt untouched; the weights file keeps every comment and command line (CRLF and all),
    // with :NumberGridCells now the grid's 8 x 7 cells and the rows those of the weights alone.
    expect(readFileSync(york.rvt, 'latin1')).toBe(rvtBefore);
    const after = readFileSync(weightsFile, 'latin1');
    expect(frame(after)).toEqual(frame(before).map((l) => l.replace(/(:NumberGridCells\s+)24/, '$156')));
    const alone = await call(gridweightsCommand, [
      york.polygons,
      york.grid,
      '--id',
      'HRU_ID',
      '--dims',
      'nlon,nlat',
      '-q',
    ]);
    expect(rowsOf(after)).toEqual(rowsOf(alone.out));
    expect(new Set(rowsOf(after).map((r) => r[0]))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));

    const checked = await call(checkCommand, [york.dir]);
    expect(checked.err).toMatch(/ 0 error\(s\)/);
    const ran = await call(runCommand, [york.dir, '-o', join(york.dir, 'out')]);
    expect(ran.out).toMatch(/Raven completed/);
    expect(ran.code).toBe(0);
    // Run again, the weights are already there: nothing to write.
    const again = await call(gridweightsCommand, [
      york.polygons,
      york.grid,
      '--id',
      'HRU_ID',
      '--model',
      york.dir,
    ]);
    expect(again.err).toContain('nothing (the weights were already there)');
  });

  it('gives :StationForcing blocks the weights of stations as points, in a file each block redirects to', async () => {
    const york = yorkModel();
    toStationForcing(york);
    const out = join(york.dir, 'station_weights.rvt');
    const done = await call(gridweightsCommand, [
      york.polygons,
      york.stationPoints,
      '--id',
      'HRU_ID',
      '--cell-id',
      'station',
      '--model',
      york.dir,
      '-o',
      out,
    ]);
    // Two of the CaPA points are at the same place: one of them is said to get no weight.
    expect(done.err).toContain('station 4 is at the same place as station 3');
    expect(done.err).toContain('wrote York_gridded_m_daily_i_daily.rvt, station_weights.rvt');
    expect(done.code).toBe(0);
    const rvt = readFileSync(york.rvt, 'latin1');
    expect(rvt.match(/:RedirectToFile station_weights\.rvt/g)).toHaveLength(3);
    expect(rvt).not.toContain('GriddedForcings.txt');
    const weights = readFileSync(out, 'latin1');
    expect(weights).toContain(':NumberGridCells 22');
    // Each weight is the share of the HRU nearer to that station than to any other: counted on a fine lattice.
    const rows = rowsOf(weights);
    const sample = nearestStationShares(york.polygons, york.stationPoints);
    for (const [hru, cell, w] of rows)
      expect(Math.abs(w - (sample.get(`${hru} ${cell}`) ?? 0))).toBeLessThan(0.01);
    for (const [key, share] of sample)
      if (share > 0.01) expect(rows.some(([h, c]) => `${h} ${c}` === key)).toBe(true);

    const checked = await call(checkCommand, [york.dir]);
    expect(checked.err).toMatch(/ 0 error\(s\)/);
    const ran = await call(runCommand, [york.dir, '-o', join(york.dir, 'out')]);
    expect(ran.out).toMatch(/Raven completed/);
    expect(ran.code).toBe(0);
  });

  it('writes nothing when an HRU of the model has no polygon, or no block reads the grid', async () => {
    const york = yorkModel();
    const rvt = readFileSync(york.rvt, 'latin1');
    const weights = readFileSync(join(york.dir, 'GriddedForcings.txt'), 'latin1');
    const all = JSON.parse(readFileSync(york.polygons, 'utf8')) as {
      features: { properties: { HRU_ID: number } }[];
    };
    const six = join(york.dir, '..', 'six.geojson');
    writeFileSync(
      six,
      JSON.stringify({ ...all, features: all.features.filter((f) => f.properties.HRU_ID !== 7) }),
    );
    const missing = await call(gridweightsCommand, [six, york.grid, '--id', 'HRU_ID', '--model', york.dir]);
    expect(missing.err).toContain('1 HRU of the model has no polygon in');
    expect(missing.err).toContain(': 7 (Raven stops');
    expect(missing.err).toContain('nothing written');
    expect(missing.code).toBe(1);
    const other = await call(gridweightsCommand, [
      york.polygons,
      york.stationsNc,
      '--id',
      'HRU_ID',
      '--model',
      york.dir,
    ]);
    expect(other.err).toContain('no forcing block reads');
    expect(other.err).toContain('PRECIP (York_gridded_m_daily_i_daily.rvt:141, data_obs/York_daily.nc)');
    expect(other.err).toContain('--forcing NAME');
    expect(other.code).toBe(1);
    expect(readFileSync(york.rvt, 'latin1')).toBe(rvt);
    expect(readFileSync(join(york.dir, 'GriddedForcings.txt'), 'latin1')).toBe(weights);
  });
});

describe('subbasin-level weights (--subbasin-id)', () => {
  it("gives each HRU its subbasin's weights: those of the subbasin's polygons combined", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rvkit-geo-sub-'));
    const grid = regularGridWithBounds(dir);
    const polygons = writePolygons(join(dir, 'hrus.geojson'), hruPolygons(grid.centre));
    const perHru = await call(gridweightsCommand, [
      polygons,
      grid.path,
      '--id',
      'HRU_ID',
      '--subbasin-id',
      'SubId',
      '-q',
    ]);
    expect(perHru.code).toBe(0);
    const perSub = await call(gridweightsCommand, [polygons, grid.path, '--id', 'SubId', '--dissolve', '-q']);
    const sub = rowsOf(perSub.out);
    const hru = rowsOf(perHru.out);
    expect(perHru.out).toContain(':NumberHRUs 6');
    // SubId = 100 + ceil(HRU_ID / 2): HRUs 1 and 2 in 101, 3 and 4 in 102, 5 and 6 in 103.
    for (let h = 1; h <= 6; h++) {
      const mine = hru.filter((r) => r[0] === h).map((r) => [r[1], r[2]]);
      expect(mine).toEqual(sub.filter((r) => r[0] === 100 + Math.ceil(h / 2)).map((r) => [r[1], r[2]]));
    }
  });
});

/** The share of each HRU nearest to each station, counted on a lattice of about 4,000 points per HRU. */
function nearestStationShares(polygonsPath: string, pointsPath: string): Map<string, number> {
  const plane = proj4('EPSG:4326', NORTH_POLE_LAEA.definition);
  const stations = (
    JSON.parse(readFileSync(pointsPath, 'utf8')) as {
      features: { properties: { station: number }; geometry: { coordinates: [number, number] } }[];
    }
  ).features.map((f) => ({ k: f.properties.station, xy: plane.forward(f.geometry.coordinates) }));
  const hrus = (
    JSON.parse(readFileSync(polygonsPath, 'utf8')) as {
      features: { properties: { HRU_ID: number }; geometry: { coordinates: [number, number][][] } }[];
    }
  ).features;
  const shares = new Map<string, number>();
  for (const f of hrus) {
    const ring = f.geometry.coordinates[0];
    const [lon0, lat0] = ring[0];
    const [lon1, lat1] = ring[2];
    const n = 64;
    const counts = new Map<number, number>();
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) {
        const [x, y] = plane.forward([
          lon0 + ((i + 0.5) / n) * (lon1 - lon0),
          lat0 + ((j + 0.5) / n) * (lat1 - lat0),
        ]);
        let best = -1;
        let d = Infinity;
        // The first of coincident stations wins, as in the weights.
        for (const s of stations) {
          const e = (s.xy[0] - x) ** 2 + (s.xy[1] - y) ** 2;
          if (e < d) [best, d] = [s.k, e];
        }
        counts.set(best, (counts.get(best) ?? 0) + 1);
      }
    for (const [k, c] of counts) shares.set(`${f.properties.HRU_ID} ${k}`, c / (n * n));
  }
  return shares;
}
