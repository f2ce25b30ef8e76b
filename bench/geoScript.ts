/**
 * `npm run bench:geo-script`: rvkit's grid weights beside the community script derive_grid_weights.py
 * (julemai/GridWeightsGenerator, run in the reference environment of scripts/install-geo-reference.sh, which has
 * its netCDF4, geopandas and GDAL) on the reference library's test data (a regular grid, ERA5; a grid given as
 * polygons, OTT_sub) and the script's own examples (a rotated-pole MESH grid, a VIC grid): the largest weight
 * difference and each side's time, in one run. CI cannot reach GitHub, so the script is not in the tests: give
 * its folder (a checkout, or the git directory the search tool's fetch makes) with GRIDWEIGHTS_GENERATOR (default
 * /work/.mirror/julemai+GridWeightsGenerator/repo). Prints, never fails.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gridWeights } from '../src/geo/makeGridWeights.js';
import { hruPolygons, rotatedGrid, writePolygons } from '../test/geo/synthetic.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SAMPLE = resolve(root, '..', 'shared', 'corpus', 'Ouranosinc__raven-testdata', 'raven-routing-sample');
const source = process.env.GRIDWEIGHTS_GENERATOR ?? '/work/.mirror/julemai+GridWeightsGenerator/repo';
const dir = mkdtempSync(join(tmpdir(), 'rvkit-bench-dgw-'));
const load = () => loadavg()[0].toFixed(2);

/** A file of the script's repository: from a checkout, or from its git directory (`git show HEAD:path`). */
function fromRepo(path: string): string | undefined {
  const out = join(dir, 'repo', path);
  mkdirSync(dirname(out), { recursive: true });
  if (existsSync(join(source, path))) writeFileSync(out, readFileSync(join(source, path)));
  else {
    const shown = spawnSync('git', ['--git-dir', source, 'show', `HEAD:${path}`], { maxBuffer: 1 << 28 });
    if (shown.status !== 0) return undefined;
    writeFileSync(out, shown.stdout);
  }
  return out;
}

const script = fromRepo('derive_grid_weights.py');
if (!script) {
  console.log(
    `derive_grid_weights.py: not found in ${source} (fetch julemai/GridWeightsGenerator and give its folder with GRIDWEIGHTS_GENERATOR)`,
  );
  process.exit(0);
}
let python: string;
try {
  python = execFileSync('bash', [join(root, 'scripts/install-geo-reference.sh')], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .pop()!;
} catch {
  console.log('the reference environment is not available (scripts/install-geo-reference.sh failed)');
  process.exit(0);
}

// The script's examples: its HRU shapefile and a VIC grid (its MESH grids are not in the stored snapshot); the
// tests' synthetic rotated-pole grid and polygons in its place.
for (const ext of ['shp', 'shx', 'dbf', 'prj']) fromRepo(`example/maps/HRUs_coarse.${ext}`);
fromRepo('example/input_VIC/VIC_streaminputs.nc');
const rotated = rotatedGrid(dir);
const rotatedPolygons = writePolygons(join(dir, 'rotated_hrus.geojson'), hruPolygons(rotated.centre));
// OTT_sub (a grid given as polygons), unzipped: the script reads a .shp.
const ott = join(dir, 'ott');
mkdirSync(ott);
execFileSync('unzip', ['-q', '-o', join(SAMPLE, 'OTT_sub.zip'), '-d', ott]);
const ottShp = execFileSync('find', [ott, '-name', '*.shp'], { encoding: 'utf8' }).trim().split('\n')[0];
const hrusCoarse = join(dir, 'repo/example/maps/HRUs_coarse.shp');

interface Case {
  readonly name: string;
  readonly polygons: string;
  readonly grid: string;
  /** The script's -d (x, y dimensions) and -v (longitude, latitude variables), or -f for a polygon grid. */
  readonly args: string[];
  readonly dims?: [string, string];
  readonly cellField?: string;
}

const cases: Case[] = [
  {
    name: 'finalcat_hru_info on VIC_streaminputs (regular, 2-D lat/lon)',
    polygons: join(SAMPLE, 'finalcat_hru_info.zip'),
    grid: join(SAMPLE, 'VIC_streaminputs.nc'),
    args: ['-d', 'lon_dim,lat_dim', '-v', 'lon,lat'],
    dims: ['lon_dim', 'lat_dim'],
  },
  {
    name: 'finalcat_hru_info on era5-test-dataset-crop (regular, 1-D)',
    polygons: join(SAMPLE, 'finalcat_hru_info.zip'),
    grid: join(SAMPLE, 'era5-test-dataset-crop.nc'),
    args: ['-d', 'longitude,latitude', '-v', 'longitude,latitude'],
    dims: ['longitude', 'latitude'],
  },
  {
    name: 'synthetic HRUs on a rotated-pole grid (test/geo/synthetic.ts)',
    polygons: rotatedPolygons,
    grid: rotated.path,
    args: ['-d', rotated.dims.join(','), '-v', rotated.vars.join(',')],
    dims: [rotated.dims[0], rotated.dims[1]],
  },
  {
    name: 'HRUs_coarse on VIC_streaminputs (the script example)',
    polygons: hrusCoarse,
    grid: join(dir, 'repo/example/input_VIC/VIC_streaminputs.nc'),
    args: ['-d', 'lon,lat', '-v', 'lon,lat'],
    dims: ['lon', 'lat'],
  },
  {
    name: 'HRUs_coarse on OTT_sub (a grid given as polygons, NetCDF_col)',
    polygons: hrusCoarse,
    grid: ottShp,
    args: ['-f', 'NetCDF_col'],
    cellField: 'NetCDF_col',
  },
];

/**
 * The rows of the script's :GridWeights text, summed per HRU and cell, and the HRUs whose weights it left summing
 * to less than 0.95 (those the grid covers only in part: the script reports them and writes them unscaled;
 * rvkit refuses them, or with --allow-partial scales them to 1, so they are compared scaled).
 */
function rowsOf(text: string): { rows: Map<string, number>; partial: number } {
  const rows = new Map<string, number>();
  const sums = new Map<string, number>();
  for (const l of text.split('\n')) {
    const w = l.trim().split(/\s+/);
    if (w.length === 3 && /^\d+$/.test(w[0]) && /^\d+$/.test(w[1])) {
      rows.set(`${w[0]} ${w[1]}`, (rows.get(`${w[0]} ${w[1]}`) ?? 0) + Number(w[2]));
      sums.set(w[0], (sums.get(w[0]) ?? 0) + Number(w[2]));
    }
  }
  let partial = 0;
  for (const [hru, sum] of sums) {
    if (sum >= 0.95) continue;
    partial++;
    for (const k of rows.keys()) if (k.startsWith(`${hru} `)) rows.set(k, rows.get(k)! / sum);
  }
  return { rows, partial };
}

console.log(`rvkit gridweights beside derive_grid_weights.py (${source}); load average ${load()}`);
console.log('case | rows rvkit / script | largest weight difference | rvkit s | script s');
console.log(
  '(rvkit is timed in this process, on a warm start after the first case; the script as a new Python process each)',
);
for (const c of cases) {
  if (!existsSync(c.polygons) || !existsSync(c.grid)) {
    console.log(`${c.name} | input missing`);
    continue;
  }
  const out = join(dir, `${c.name.split(' ')[0]}-${cases.indexOf(c)}.txt`);
  const t0 = performance.now();
  const ref = spawnSync(
    python,
    [script, '-i', c.grid, ...c.args, '-r', c.polygons, '-a', '-c', 'HRU_ID', '-o', out],
    {
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    },
  );
  const scriptSeconds = (performance.now() - t0) / 1000;
  if (ref.status !== 0 || !existsSync(out)) {
    console.log(
      `${c.name} | the script failed: ${(ref.stdout + ref.stderr).trim().split('\n').slice(-2).join(' ')}`,
    );
    continue;
  }
  const t1 = performance.now();
  let run;
  try {
    run = await gridWeights(c.polygons, c.grid, {
      idField: 'HRU_ID',
      dims: c.dims,
      cellField: c.cellField,
      allowPartial: true,
      dissolve: true,
    });
  } catch (e) {
    console.log(`${c.name} | rvkit refused: ${(e as Error).message.split('\n')[0]}`);
    continue;
  }
  const ours = (performance.now() - t1) / 1000;
  const { rows: theirs, partial } = rowsOf(readFileSync(out, 'utf8'));
  const mine = new Map<string, number>();
  for (let i = 0; i < run.result.hru.length; i++)
    mine.set(`${run.result.hru[i]} ${run.result.cell[i]}`, run.result.weight[i]);
  let max = 0;
  for (const k of new Set([...theirs.keys(), ...mine.keys()]))
    max = Math.max(max, Math.abs((theirs.get(k) ?? 0) - (mine.get(k) ?? 0)));
  console.log(
    `${c.name} | ${mine.size} / ${theirs.size} | ${max.toExponential(2)}${partial > 0 ? ` (${partial} HRUs the grid covers in part: the script's unscaled weights scaled to 1)` : ''} | ${ours.toFixed(2)} | ${scriptSeconds.toFixed(2)}`,
  );
}
console.log(`load average ${load()}`);
