/**
 * Every plot kind, drawn from real Raven runs, read back as a reader sees it: the SVG's axes (title, visible
 * tick labels, the panel they are drawn in), titles and legends. A flow without a flow axis, a storage without
 * its units or a date axis without dates fails here. Each plot is also left as a PNG in test-output/plot/, to
 * be looked at.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ModelFacts } from '../../src/facts/facts.js';
import { EnsembleReader } from '../../src/output/ensembleReader.js';
import { OutputReader } from '../../src/output/outputReader.js';
import type { Dataset } from '../../src/output/dataset.js';
import { ensembleSpec } from '../../src/plot/ensemble.js';
import { fdcSpec } from '../../src/plot/fdc.js';
import { forcingSpec } from '../../src/plot/forcing.js';
import { hydrographSpec } from '../../src/plot/hydrograph.js';
import { monthlySpec } from '../../src/plot/monthly.js';
import { networkSpec } from '../../src/plot/network.js';
import { processesSpec } from '../../src/plot/processes.js';
import { svgToPng } from '../../src/plot/png.js';
import { renderSvg } from '../../src/plot/render.js';
import type { PlotSpec } from '../../src/plot/spec.js';
import { storageSpec } from '../../src/plot/storage.js';
import { fileHost } from '../../src/project/fileHost.js';
import { loadProject } from '../../src/project/load.js';
import { repoRoot } from '../paths.js';
import {
  CSHS_SALMON,
  SALMON_STEM,
  copyModel,
  ensembleRuns,
  patchFile,
  runRaven,
  twoBasinModel,
} from '../output/helpers.js';
import { readSvg, type SvgAxis } from './svgFacts.js';

const PICTURES = join(repoRoot, 'test-output', 'plot');
const DATE = /^\d{4}-\d{2}-\d{2}$/;
let tmp: string;
let model: string;
let out: string;
let hydrograph: Dataset;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'rvkit-axes-'));
  mkdirSync(PICTURES, { recursive: true });
  // The Salmon GR4J benchmark model shortened to five years (CSV outputs, observed flows).
  model = copyModel(CSHS_SALMON, join(tmp, 'salmon'));
  patchFile(join(model, `${SALMON_STEM}.rvi`), /:Duration\s+20819/, ':Duration 1826');
  runRaven(model, SALMON_STEM, ['-o', 'out/']);
  out = join(model, 'out');
  hydrograph = (await new OutputReader(null, out).hydrograph)!;
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Renders a plot, leaves its PNG in test-output/plot/, and reads its SVG back. */
async function drawn(name: string, spec: PlotSpec): Promise<ReturnType<typeof readSvg>> {
  const { svg } = await renderSvg(spec);
  writeFileSync(join(PICTURES, `${name}.png`), svgToPng(svg));
  return readSvg(svg);
}

/** The tick labels of an axis as numbers (thousands separators dropped); throws on a label that is not one. */
function numbers(axis: SvgAxis): number[] {
  return axis.labels.map((label) => {
    const value = Number(label.replace(/,/g, '').replace('\u2212', '-')); // Vega writes a true minus sign
    if (!Number.isFinite(value)) throw new Error(`tick label "${label}" is not a number`);
    return value;
  });
}

/** The one axis of `direction` in panel `scope` whose title matches. */
function axisOf(axes: SvgAxis[], direction: 'x' | 'y', title: RegExp, scope?: string): SvgAxis {
  const found = axes.filter(
    (a) => a.direction === direction && title.test(a.title) && (scope === undefined || a.scope === scope),
  );
  if (found.length !== 1)
    throw new Error(`${found.length} ${direction} axes titled ${title}; axes: ${JSON.stringify(axes)}`);
  return found[0]!;
}

/** A readable value axis: at least three tick labels, numbers, in order. */
function expectValueTicks(axis: SvgAxis, atLeast = 3): number[] {
  const values = numbers(axis);
  expect(values.length).toBeGreaterThanOrEqual(atLeast);
  const sorted = [...values].sort((a, b) => a - b);
  expect(values).toEqual(values[0]! <= values[values.length - 1]! ? sorted : sorted.reverse());
  return values;
}

/** A date axis: at least two dates, in time order. */
function expectDates(axis: SvgAxis): void {
  expect(axis.labels.length).toBeGreaterThanOrEqual(2);
  for (const label of axis.labels) expect(label).toMatch(DATE);
  expect([...axis.labels].sort()).toEqual(axis.labels);
}

const maxFlow = (ds: Dataset) =>
  Math.max(...[...ds.numeric('q_sim'), ...ds.numeric('q_obs')].filter(Number.isFinite));

test('hydrograph: a flow axis with units and ticks up to the highest flow, precipitation above, dates below', async () => {
  const { axes, texts } = await drawn('hydrograph', hydrographSpec(hydrograph).spec);
  const precip = axisOf(axes, 'y', /^precipitation \[mm\/day\]/, 'concat_0_group');
  expect(Math.min(...expectValueTicks(precip, 2))).toBe(0);
  const flow = axisOf(axes, 'y', /^flow \[m3\/s\]$/, 'concat_1_group');
  const ticks = expectValueTicks(flow);
  expect(Math.min(...ticks)).toBe(0);
  // The highest tick is within one tick step of the highest flow drawn.
  const step = (ticks[ticks.length - 1]! - ticks[0]!) / (ticks.length - 1);
  expect(Math.max(...ticks) + step).toBeGreaterThanOrEqual(maxFlow(hydrograph));
  expectDates(axisOf(axes, 'x', /^$/, 'concat_1_group'));
  expect(texts).toEqual(expect.arrayContaining(['subbasin gr4j-salmon', 'simulated', 'observed']));
  expect(texts.some((t) => /^NSE -?\d\.\d{3} · KGE -?\d\.\d{3} · PBIAS/.test(t))).toBe(true);
});

test('hydrograph on a log axis: decades labelled, from below the lowest flow to above the highest', async () => {
  const { axes } = await drawn('hydrograph-log', hydrographSpec(hydrograph, { log: true }).spec);
  const ticks = expectValueTicks(axisOf(axes, 'y', /^flow \[m3\/s\]$/, 'concat_1_group'));
  expect(ticks).toEqual(expect.arrayContaining([10, 100]));
  expect(Math.max(...ticks) * 10).toBeGreaterThan(maxFlow(hydrograph));
});

test('flow duration curve: exceedance 0–100 % below, a log flow axis with units', async () => {
  const { axes, texts } = await drawn('fdc', fdcSpec(hydrograph));
  const exceedance = expectValueTicks(axisOf(axes, 'x', /^time flow is equalled or exceeded \[%\]$/));
  expect([Math.min(...exceedance), Math.max(...exceedance)]).toEqual([0, 100]);
  expect(expectValueTicks(axisOf(axes, 'y', /^flow \[m3\/s\]$/))).toEqual(expect.arrayContaining([10, 100]));
  expect(texts).toEqual(expect.arrayContaining(['flow duration curve', 'simulated', 'observed']));
});

test('monthly means: the twelve months below, a mean flow axis with units from zero', async () => {
  const { axes } = await drawn('monthly', monthlySpec(hydrograph));
  expect(axisOf(axes, 'x', /^$/).labels).toEqual([
    ...['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ]);
  expect(Math.min(...expectValueTicks(axisOf(axes, 'y', /^mean flow \[m3\/s\]$/)))).toBe(0);
});

test('storage: a panel per storage, each with its name, units and plain-number ticks; dates under the last', async () => {
  const ds = (await new OutputReader(null, out).storage)!;
  const { axes } = await drawn('storage', storageSpec(ds));
  const values = axes.filter((a) => a.direction === 'y');
  const storages = ds.dataVars.filter((n) => !/^(cum_input|cum_outflow|MB_error|rainfall|snowfall)$/.test(n));
  expect(values.map((a) => a.title)).toEqual(storages.map((n) => `${n} [mm]`));
  // An empty store (zero throughout) is labelled 0, not 0.000000.
  for (const axis of values) for (const label of axis.labels) expect(label).toMatch(/^-?[\d,]+(\.\d+)?$/);
  const dates = axes.filter((a) => a.direction === 'x' && a.labels.length > 0);
  expect(dates).toHaveLength(1);
  expectDates(dates[0]!);
});

test('forcing: one panel per forcing, labelled with its units, the gauge named, dates below', async () => {
  const facts = new ModelFacts(await loadProject(model));
  const { axes, texts } = await drawn('forcing', await forcingSpec(facts, fileHost(model)));
  const forcings = ['RAINFALL', 'SNOWFALL', 'TEMP_DAILY_MIN', 'TEMP_DAILY_MAX', 'PET'];
  const units = ['mm/d', 'mm/d', 'degC', 'degC', 'mm/d'];
  expect(texts).toEqual(expect.arrayContaining(forcings.map((f, i) => `${f} [${units[i]}]`)));
  expect(texts).toContain('gauge 08KC001');
  const valueAxes = axes.filter((a) => a.direction === 'y');
  expect(valueAxes).toHaveLength(forcings.length);
  for (const axis of valueAxes) expectValueTicks(axis, 2);
  const dates = axes.filter((a) => a.direction === 'x' && a.labels.length > 0);
  expect(dates).toHaveLength(1);
  expectDates(dates[0]!);
});

test('ensemble: the members band with a flow axis with units, dates below, the series named', async () => {
  const paths = ensembleRuns(tmp);
  const ds = (await new EnsembleReader({ paths, runName: null }).hydrograph)!;
  const units = ds.get('q_sim').attrs['units'] as string; // the NetCDF output's own spelling
  const { axes, texts } = await drawn('ensemble', ensembleSpec(ds, { basins: ['1'] }));
  const flow = axisOf(axes, 'y', /^flow \[/);
  expect(flow.title).toBe(`flow [${units}]`);
  expect(Math.min(...expectValueTicks(flow))).toBe(0);
  expectDates(axisOf(axes, 'x', /^$/));
  expect(texts).toEqual(expect.arrayContaining(['subbasin 1', 'median of members', 'observed']));
});

test('network and processes: diagrams without axes, every subbasin and storage named', async () => {
  const two = twoBasinModel(join(tmp, 'two'), 300);
  const facts = new ModelFacts(await loadProject(two));
  const network = await drawn('network', networkSpec(facts));
  expect(network.axes).toEqual([]);
  expect(network.texts).toEqual(
    expect.arrayContaining(['Subbasin network', '1 gr4j-salmon', '2 upper', 'gauged', 'subbasin']),
  );
  const processes = await drawn('processes', processesSpec(new ModelFacts(await loadProject(model))));
  expect(processes.axes).toEqual([]);
  expect(processes.texts).toEqual(
    expect.arrayContaining(['Hydrologic processes', 'SNOW', 'PONDED_WATER', 'Precipitation', 'Baseflow']),
  );
});
