/**
 * `npm run bench:geo`: grid weights of 10,000 HRU polygons on a 0.1° grid (about a million HRU–cell candidate
 * pairs), rvkit beside the reference library's GridWeightExtractor (ravenpy 0.21, in the environment of
 * scripts/install-geo-reference.sh) in one run, with the largest weight difference between them. The reference
 * walks every cell for every HRU, so by default it runs on the first 1,000 HRUs and its time is scaled to
 * 10,000 (said in the output); `-- --full` runs it on all of them. Prints, never fails.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cachedEnginePath } from '../src/engine/discovery.js';
import { gridWeights } from '../src/geo/makeGridWeights.js';
import { writeBenchData } from './geoData.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const HRUS = 10_000;
const full = process.argv.includes('--full');
const sample = full ? HRUS : 1_000;

const dir = mkdtempSync(join(tmpdir(), 'rvkit-bench-geo-'));
const all = writeBenchData(dir, HRUS);
const part = full ? all : writeBenchData(dir, sample);
const load = () => loadavg()[0].toFixed(2);
console.log(
  `grid weights: ${HRUS} HRU polygons of 48 vertices on a 100 x 100 grid of 0.1 degree cells; load average ${load()}`,
);

const rssBefore = process.resourceUsage().maxRSS;
const t0 = performance.now();
const cpu0 = process.cpuUsage();
const run = await gridWeights(all.polygons, all.grid, { idField: 'HRU_ID' });
const seconds = (performance.now() - t0) / 1000;
const cpu = process.cpuUsage(cpu0);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
const rss = process.resourceUsage().maxRSS / 1024;
console.log(
  `rvkit:     ${seconds.toFixed(2)} s (${cpuSeconds.toFixed(2)} s of CPU) for ${HRUS} HRUs (${run.result.hru.length} weights), peak memory ${rss.toFixed(0)} MB (${(rssBefore / 1024).toFixed(0)} MB before), one thread; load average ${load()}`,
);

let python: string;
try {
  python = execFileSync('bash', [join(root, 'scripts/install-geo-reference.sh')], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .pop()!;
} catch {
  console.log('reference: not available (scripts/install-geo-reference.sh failed)');
  process.exit(0);
}
const cases = join(dir, 'cases.json');
writeFileSync(
  cases,
  JSON.stringify([
    {
      polygons: part.polygons,
      netcdf: part.grid,
      id: 'HRU_ID',
      dim_names: ['lon', 'lat'],
      var_names: ['lon', 'lat'],
    },
  ]),
);
const t1 = performance.now();
const ref = spawnSync(
  '/usr/bin/time',
  ['-f', '%U %S %M', python, join(root, 'test/geo/reference/gridweights_side.py'), cases],
  {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    env: { ...process.env, RAVENPY_RAVEN_BINARY_PATH: cachedEnginePath() },
  },
);
const refSeconds = (performance.now() - t1) / 1000;
if (ref.status !== 0) {
  console.log(`reference: failed (${ref.stderr.slice(-300)})`);
  process.exit(0);
}
const [user, system, kb] = ref.stderr.trim().split('\n').pop()!.split(' ').map(Number);
const refRss = kb / 1024;
const refCpu = user + system;
const scaled = refSeconds * (HRUS / sample);
const scaledCpu = refCpu * (HRUS / sample);
const rows = (JSON.parse(ref.stdout) as { rows: [number, number, number][] }[])[0].rows;
const ours = new Map<string, number>();
for (let i = 0; i < run.result.hru.length; i++)
  ours.set(`${run.result.hru[i]} ${run.result.cell[i]}`, run.result.weight[i]);
let max = 0;
for (const [h, c, w] of rows) max = Math.max(max, Math.abs((ours.get(`${h} ${c}`) ?? 0) - w));
console.log(
  `reference: ${refSeconds.toFixed(1)} s (${refCpu.toFixed(1)} s of CPU) for ${sample} HRUs (${rows.length} weights), peak memory ${refRss.toFixed(0)} MB${full ? '' : `; scaled to ${HRUS} HRUs: ${scaled.toFixed(0)} s (${scaledCpu.toFixed(0)} s of CPU)`}; load average ${load()}`,
);
console.log(
  `rvkit is ${(scaled / seconds).toFixed(1)}x faster by the clock, ${(scaledCpu / cpuSeconds).toFixed(1)}x by CPU time; largest weight difference on the reference's HRUs: ${max.toExponential(2)}`,
);
