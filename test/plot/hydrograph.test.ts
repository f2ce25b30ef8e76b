import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OutputReader } from '../../src/output/outputReader.js';
import type { Dataset } from '../../src/output/dataset.js';
import { hydrographSpec, precipBars } from '../../src/plot/hydrograph.js';
import { renderSvg } from '../../src/plot/render.js';
import { svgToPng } from '../../src/plot/png.js';
import { fdcSpec } from '../../src/plot/fdc.js';
import { monthlySpec } from '../../src/plot/monthly.js';
import { storageSpec } from '../../src/plot/storage.js';
import { CSHS_SALMON, OURANOS_GR4J, SALMON_STEM, copyModel, patchFile, runRaven } from '../output/helpers.js';
import { decodePng, readSvg } from './svgFacts.js';

// Real runs: the Raven benchmark Salmon GR4J model shortened to 20 years (CSV outputs, observations with
// gaps), and the raven-testdata model (NetCDF outputs), both asked for NSE, KGE and PBIAS.
const METRICS = ':EvaluationMetrics NASH_SUTCLIFFE KLING_GUPTA PCT_BIAS';
let tmp: string;
let csvOut: string;
let ncOut: string;

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'rvkit-plot-'));
  const csv = copyModel(CSHS_SALMON, join(tmp, 'csv'));
  patchFile(join(csv, `${SALMON_STEM}.rvi`), /:Duration\s+20819/, ':Duration 7305');
  patchFile(join(csv, `${SALMON_STEM}.rvi`), /:EvaluationMetrics .*/, METRICS);
  runRaven(csv, SALMON_STEM, ['-o', 'out/']);
  csvOut = join(csv, 'out');
  const nc = copyModel(OURANOS_GR4J, join(tmp, 'nc'));
  patchFile(join(nc, `${SALMON_STEM}.rvi`), /:EvaluationMetrics .*/, METRICS);
  runRaven(nc, SALMON_STEM, ['-o', 'out/']);
  ncOut = join(nc, 'out');
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function hydrograph(dir: string): Promise<Dataset> {
  const ds = await new OutputReader(null, dir).hydrograph;
  if (ds === null) throw new Error(`no hydrograph in ${dir}`);
  return ds;
}

/** Raven prints metrics with 6 significant digits: equal to that precision. */
function samePrinted(ours: number | null, printed: number): void {
  expect(ours).not.toBeNull();
  expect(Number((ours as number).toPrecision(6))).toBeCloseTo(printed, 12);
}

describe.each([
  ['CSV outputs', () => csvOut],
  ['NetCDF outputs', () => ncOut],
])('the hydrograph of a real run (%s)', (_, dir) => {
  test("rvkit's NSE, KGE and PBIAS equal Raven's Diagnostics.csv to its printed precision", async () => {
    const diagnostics = new OutputReader(null, dir()).diagnostics!;
    const { metrics } = hydrographSpec(await hydrograph(dir()));
    expect(metrics).toHaveLength(1);
    const m = metrics[0]!.metrics!;
    samePrinted(m.nse, diagnostics['DIAG_NASH_SUTCLIFFE']![0] as number);
    samePrinted(m.kge, diagnostics['DIAG_KLING_GUPTA']![0] as number);
    samePrinted(m.pbias, diagnostics['DIAG_PCT_BIAS']![0] as number);
  });

  test('the SVG has one line per series, a point per day, gaps where observations are missing', async () => {
    const ds = await hydrograph(dir());
    const days = ds.time!.dates.length;
    const obs = ds.numeric('q_obs');
    const observedDays = Array.from(obs).filter(Number.isFinite).length;
    // Runs of consecutive observations: each is one piece of the observed line.
    let runs = 0;
    obs.forEach((v, i) => {
      if (Number.isFinite(v) && (i === 0 || !Number.isFinite(obs[i - 1] as number))) runs++;
    });
    const { svg, domains } = await renderSvg(hydrographSpec(ds).spec);
    const { paths, texts } = readSvg(svg);
    const lines = paths.filter((p) => p.className.includes('mark-line'));
    expect(lines).toHaveLength(2);
    const points = lines.map((p) => p.runs.reduce((n, r) => n + r.length, 0)).sort((a, b) => b - a);
    expect(points).toEqual([days, observedDays]);
    const observed = lines.find((p) => p.runs.reduce((n, r) => n + r.length, 0) === observedDays)!;
    expect(observed.runs).toHaveLength(runs);
    if (dir() === csvOut) expect(observedDays).toBeLessThan(days); // this period has missing observations
    // The precipitation area: one area, a bar per day, or per run of days when the days outnumber the pixels.
    expect(paths.filter((p) => p.className.includes('mark-area'))).toHaveLength(1);
    // Legend names and the metrics in the subtitle.
    expect(texts).toEqual(expect.arrayContaining(['simulated', 'observed']));
    expect(texts.some((t) => /^NSE -?\d\.\d{3} · KGE/.test(t))).toBe(true);
    // The flow axis spans every simulated and observed value.
    const flows = [...ds.numeric('q_sim'), ...obs].filter(Number.isFinite);
    const yDomains = Object.entries(domains).filter(([name]) => /_y$/.test(name));
    const flowDomain = yDomains
      .map(([, d]) => d as number[])
      .find((d) => d[0] === 0 && d[1]! >= Math.max(...flows));
    expect(flowDomain).toBeDefined();
    // Dates on the x axis span the run.
    const x = Object.entries(domains).find(([name]) => /_x$|^x$/.test(name))![1] as Date[];
    expect(new Date(x[0]!).toISOString().slice(0, 10)).toBe(ds.time!.dates[0]!.slice(0, 10));
    expect(new Date(x[1]!).toISOString().slice(0, 10)).toBe(ds.time!.dates[days - 1]!.slice(0, 10));
  });

  test('precipitation: a bar per day while days fit the pixels, else the mean of each run of days', () => {
    return hydrograph(dir()).then((ds) => {
      const precip = ds.numeric('precip');
      const xs = new Float64Array(precip.length).map((_, i) => i);
      const daily = precipBars(xs, precip, precip.length);
      expect(daily.steps).toBe(1);
      expect(daily.values.map((v) => v.p)).toEqual(
        Array.from(precip, (v) => (Number.isFinite(v) ? v : null)),
      );
      const width = 100;
      const { values, steps } = precipBars(xs, precip, width);
      expect(values.length).toBeLessThanOrEqual(width);
      expect(steps).toBe(Math.ceil(precip.length / width));
      values.forEach((bar, k) => {
        const days = Array.from(precip.subarray(k * steps, (k + 1) * steps)).filter(Number.isFinite);
        expect(bar.x).toBe(k * steps);
        if (days.length === 0) expect(bar.p).toBeNull();
        else expect(bar.p).toBeCloseTo(days.reduce((a, b) => a + b, 0) / days.length, 12);
      });
    });
  });

  test('the PNG decodes, at the size of the SVG', async () => {
    const { svg } = await renderSvg(hydrographSpec(await hydrograph(dir())).spec);
    const width = Number(/<svg[^>]* width="(\d+)"/.exec(svg)![1]);
    const height = Number(/<svg[^>]* height="(\d+)"/.exec(svg)![1]);
    expect(Math.abs(width - 1000)).toBeLessThan(40); // readable at 1,000 px
    expect(decodePng(svgToPng(svg))).toEqual({ width, height });
  });
});

describe('other plots of a real run', () => {
  test('flow duration curves: one point per observed day for each series, exceedance 0–100 %', async () => {
    const ds = await hydrograph(csvOut);
    const observedDays = Array.from(ds.numeric('q_obs').subarray(1)).filter(
      (v) => Number.isFinite(v) && v > 0,
    ).length;
    const { svg, domains } = await renderSvg(fdcSpec(ds));
    const lines = readSvg(svg).paths.filter((p) => p.className.includes('mark-line'));
    expect(lines.map((p) => p.runs.flat().length)).toEqual([observedDays, observedDays]);
    expect(Object.values(domains)).toContainEqual([0, 100]);
  });

  test('mean monthly flows: twelve points per series', async () => {
    const { svg } = await renderSvg(monthlySpec(await hydrograph(csvOut)));
    const lines = readSvg(svg).paths.filter((p) => p.className.includes('mark-line'));
    expect(lines.map((p) => p.runs.flat().length)).toEqual([12, 12]);
  });

  test('watershed storage: one panel per storage, a point per day', async () => {
    const ds = (await new OutputReader(null, csvOut).storage)!;
    const { svg } = await renderSvg(storageSpec(ds));
    const lines = readSvg(svg).paths.filter((p) => p.className.includes('mark-line'));
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(line.runs.flat()).toHaveLength(ds.time!.dates.length);
  });
});

test('the CSV header names the same basin the SVG title shows', () => {
  const header = readFileSync(join(csvOut, 'Hydrographs.csv'), 'utf8').split('\n')[0]!;
  expect(header).toContain('gr4j-salmon');
});
