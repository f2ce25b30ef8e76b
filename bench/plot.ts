/**
 * Plot and web page benchmarks: a generated 50-year daily hydrograph with observations (gaps included) to SVG
 * and to PNG; the page's bundle size, gzipped; and checking the largest corpus model in the page (chromium,
 * from choosing its directory to the diagnostics shown).
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Dataset } from '../src/output/dataset.js';
import { hydrographSpec } from '../src/plot/hydrograph.js';
import { svgToPng } from '../src/plot/png.js';
import { renderSvg } from '../src/plot/render.js';
import { loadProject } from '../src/project/load.js';
import { buildPage, launch, serve, webDist } from '../test/web/page.js';
import { largestModel } from './check.js';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

/** A daily hydrograph of `years` years: a seasonal flow with storms, observations with a missing month a year. */
export function syntheticHydrograph(years: number): Dataset {
  const n = Math.round(years * 365.25);
  const time = new Float64Array(n).map((_, i) => i);
  const sim = new Float64Array(n);
  const obs = new Float64Array(n);
  const precip = new Float64Array(n);
  let seed = 42;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (let i = 0; i < n; i++) {
    const season = 20 + 15 * Math.sin((2 * Math.PI * i) / 365.25);
    precip[i] = random() < 0.3 ? 20 * random() : 0;
    sim[i] = season + 3 * precip[i]!;
    obs[i] = i % 365 < 30 ? NaN : season * (0.9 + 0.2 * random()) + 2.5 * precip[i]!;
  }
  const flow = (data: Float64Array) => ({ dims: ['time', 'nbasins'], data, attrs: { units: 'm3/s' } });
  return new Dataset({
    dims: { time: n, nbasins: 1 },
    variables: {
      time: {
        dims: ['time'],
        data: time,
        attrs: { units: 'days since 1970-01-01 00:00:00', calendar: 'gregorian' },
      },
      q_sim: flow(sim),
      q_obs: flow(obs),
      precip: { dims: ['time'], data: precip, attrs: { units: 'mm/d' } },
      basin_name: { dims: ['nbasins'], data: ['1'], attrs: {} },
    },
  });
}

async function benchHydrograph(): Promise<void> {
  const ds = syntheticHydrograph(50);
  const days = ds.time!.dates.length;
  const svgTimes: number[] = [];
  const pngTimes: number[] = [];
  let svg = '';
  let png: Uint8Array = new Uint8Array();
  // One warm-up round (module loading, JIT), then five.
  for (let round = 0; round < 6; round++) {
    let t = performance.now();
    svg = (await renderSvg(hydrographSpec(ds).spec)).svg;
    if (round > 0) svgTimes.push(performance.now() - t);
    t = performance.now();
    png = svgToPng(svg);
    if (round > 0) pngTimes.push(performance.now() - t);
  }
  const line = (what: string, times: number[], bytes: number) =>
    console.log(
      `  ${what.padEnd(44)} median ${median(times).toFixed(0).padStart(5)} ms  min ${Math.min(...times)
        .toFixed(0)
        .padStart(5)} ms  ${(bytes / 1024).toFixed(0)} KiB  (goal < 300 ms)`,
    );
  console.log(`  50-year daily hydrograph, ${days} days, simulated + observed + precipitation (median of 5)`);
  line('spec + SVG (vega-lite compile, vega render)', svgTimes, svg.length);
  line('SVG -> PNG (resvg)', pngTimes, png.length);
}

function bundleSize(): void {
  buildPage();
  const assets = join(webDist, 'assets');
  let initial = 0;
  let lazy = 0;
  for (const name of readdirSync(assets)) {
    const gz = gzipSync(readFileSync(join(assets, name))).length;
    // h5wasm's chunk loads only when a NetCDF file is dropped.
    if (name.startsWith('hdf5_hl')) lazy += gz;
    else initial += gz;
  }
  initial += gzipSync(readFileSync(join(webDist, 'index.html'))).length;
  console.log(
    `  page bundle, gzipped: ${(initial / 1024).toFixed(0)} KiB loaded with the page, ${(lazy / 1024).toFixed(0)} KiB more (h5wasm) when a NetCDF file is dropped`,
  );
}

async function browserCheck(corpus: string): Promise<void> {
  const { rvi, bytes } = await largestModel(corpus);
  const project = await loadProject(rvi);
  // Only the model's own files go to the page (its folder may hold other models and large data).
  const stage = mkdtempSync(join(tmpdir(), 'rvkit-bench-web-'));
  const root = join(stage, 'model');
  for (const f of project.files) {
    const to = join(root, relative(project.dir, f.path));
    mkdirSync(dirname(to), { recursive: true });
    cpSync(f.path, to);
  }
  const { server, url } = await serve(webDist);
  const browser = await launch();
  try {
    const page = await browser.newPage();
    await page.goto(url);
    await page.waitForSelector('body[data-state=idle]');
    const total: number[] = [];
    const inPage: number[] = [];
    for (let round = 0; round < 4; round++) {
      await page.evaluate("document.body.dataset.state = 'waiting'");
      const t = performance.now();
      await page.setInputFiles('#directory', root);
      await page.waitForSelector('body[data-state=ready]', { timeout: 600_000 });
      if (round === 0) continue; // warm-up
      total.push(performance.now() - t);
      inPage.push(Number(await page.getAttribute('body', 'data-elapsed')));
    }
    const shown = await page.$$eval('li[data-code]', (items) => items.length);
    console.log(
      `  largest corpus model in chromium (${project.files.length} files, ${(bytes / 1e6).toFixed(1)} MB of RV text; ${relative(corpus, rvi)}):`,
    );
    console.log(
      `    choose directory -> diagnostics shown: median ${median(total).toFixed(0)} ms (of which the page's load, check and format ${median(inPage).toFixed(0)} ms), ${shown} diagnostics (median of 3)`,
    );
  } finally {
    await browser.close();
    server.close();
    rmSync(stage, { recursive: true, force: true });
  }
}

/** Prints the plot and web page figures. */
export async function benchPlot(corpus: string): Promise<void> {
  await benchHydrograph();
  bundleSize();
  await browserCheck(corpus);
}
