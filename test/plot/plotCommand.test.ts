import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { plotCommand } from '../../src/cli/commands/plot.js';
import { runCommand } from '../../src/cli/commands/run.js';
import { OutputReader } from '../../src/output/outputReader.js';
import { call } from '../cli/call.js';
import {
  OURANOS_GR4J,
  SALMON_STEM,
  copyModel,
  ensembleRuns,
  patchFile,
  runRaven,
  twoBasinModel,
  writeCsvOutputs,
} from '../output/helpers.js';
import { decodePng, readSvg } from './svgFacts.js';

// Real runs of the raven-testdata Salmon model: with its observations (NetCDF outputs), without any
// observations and with CSV outputs, and with two basins of which one is gauged.
let tmp: string;
let model: string;
let noObs: string;
let two: string;

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'rvkit-plot-cli-'));
  model = copyModel(OURANOS_GR4J, join(tmp, 'model'));
  runRaven(model, SALMON_STEM, ['-o', 'out/']);
  noObs = copyModel(OURANOS_GR4J, join(tmp, 'noobs'));
  patchFile(join(noObs, `${SALMON_STEM}.rvt`), /:ObservationData[\s\S]*:EndObservationData/, '');
  patchFile(join(noObs, `${SALMON_STEM}.rvi`), /:EvaluationMetrics.*$/m, '');
  writeCsvOutputs(noObs);
  runRaven(noObs, SALMON_STEM, ['-o', 'out/']);
  two = twoBasinModel(join(tmp, 'two'), 300);
  runRaven(two, SALMON_STEM, ['-o', 'out/']);
  // An ensemble: the two-basin model with three initial flows, each member in its own output folder.
  ensembleRuns(tmp);
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

test('writes the hydrograph as SVG by default, with the metrics on standard output', async () => {
  const r = await call(plotCommand, [join(model, 'out')]);
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  expect(r.out).toMatch(/NSE -?\d\.\d{3} · KGE -?\d\.\d{3} · PBIAS -?\d+\.\d %/);
  const svg = readFileSync(join(model, 'out', 'hydrograph.svg'), 'utf8');
  expect(readSvg(svg).texts).toEqual(expect.arrayContaining(['simulated', 'observed']));
});

test('a PNG by its extension, and the Vega-Lite specification as JSON', async () => {
  const png = join(tmp, 'h.png');
  expect((await call(plotCommand, [join(model, 'out'), '-o', png])).code).toBe(0);
  expect(decodePng(readFileSync(png)).width).toBeGreaterThan(900);
  const json = join(tmp, 'h.json');
  expect((await call(plotCommand, [join(model, 'out'), '-o', json])).code).toBe(0);
  expect(JSON.parse(readFileSync(json, 'utf8')).$schema).toMatch(/vega-lite/);
});

test('--log draws the flow axis on a log scale, labelled by decades', async () => {
  const out = join(tmp, 'log.svg');
  expect((await call(plotCommand, [join(model, 'out'), '--log', '-o', out])).code).toBe(0);
  const flow = readSvg(readFileSync(out, 'utf8')).axes.find((a) => a.title.startsWith('flow ['))!;
  expect(flow.direction).toBe('y');
  expect(flow.labels).toEqual(expect.arrayContaining(['10', '100']));
});

test('a run without observations (CSV outputs): the simulated flow alone, and says there are no metrics', async () => {
  const out = join(tmp, 'noobs.svg');
  const r = await call(plotCommand, [join(noObs, 'out'), '-o', out]);
  expect(r.code).toBe(0);
  expect(r.out).toContain('no observations, no metrics');
  const { paths, texts } = readSvg(readFileSync(out, 'utf8'));
  expect(paths.filter((p) => p.className.includes('mark-line'))).toHaveLength(1);
  expect(texts).toContain('no observations');
  expect(texts).not.toContain('observed');
});

test('two basins: the gauged one by default, any by --basin, an unknown basin is a problem', async () => {
  const out = join(two, 'out');
  const gauged = await call(plotCommand, [out, '-o', join(tmp, 'g.svg')]);
  expect(gauged.out.split('\n').filter((l) => l.startsWith('subbasin'))).toHaveLength(1);
  const both = await call(plotCommand, [out, '-o', join(tmp, 'b.svg'), '--basin', '1', '--basin', '2']);
  expect(both.code).toBe(0);
  expect(both.out.split('\n').filter((l) => l.startsWith('subbasin'))).toHaveLength(2);
  const unknown = await call(plotCommand, [out, '--basin', '99']);
  expect(unknown.code).toBe(1);
  expect(unknown.err).toMatch(/no basin 99 .*basins: 1, 2/);
});

test('an empty run, a failed run and a missing folder: clear messages and exit codes', async () => {
  const empty = join(tmp, 'empty');
  mkdirSync(empty);
  const r1 = await call(plotCommand, [empty]);
  expect(r1.code).toBe(1);
  expect(r1.err).toMatch(/no Hydrographs\.nc or \.csv in .*output directory of a run/);
  const failed = join(tmp, 'failed');
  mkdirSync(failed);
  writeFileSync(join(failed, 'Raven_errors.txt'), 'ERROR : something stopped Raven\n');
  expect((await call(plotCommand, [failed])).err).toMatch(
    /the run failed \(see Raven_errors\.txt; rvkit check MODEL points at the problems/,
  );
  const r2 = await call(plotCommand, [join(tmp, 'nowhere')]);
  expect(r2.code).toBe(3);
  expect(r2.err).toMatch(/is not a directory/);
  expect((await call(plotCommand, [join(model, 'out'), '--kind', 'pie'])).code).toBe(2);
  expect((await call(plotCommand, [join(model, 'out'), '-o', 'x.pdf'])).code).toBe(2);
  expect((await call(plotCommand, [])).code).toBe(2);
});

test('the network of a model: a point per subbasin, a link per downstream connection', async () => {
  const out = join(tmp, 'network.svg');
  const r = await call(plotCommand, [two, '--kind', 'network', '-o', out]);
  expect(r.code).toBe(0);
  const { paths, texts } = readSvg(readFileSync(out, 'utf8'));
  const svg = readFileSync(out, 'utf8');
  expect(paths.filter((p) => p.className.includes('mark-symbol role-mark'))).toHaveLength(2);
  expect(svg.match(/<line /g)?.length ?? 0).toBeGreaterThanOrEqual(1); // the link from 2 down to 1
  expect(texts).toEqual(expect.arrayContaining(['gauged', '1 gr4j-salmon', '2 upper']));
});

test('the processes of a model: one arrow per process store pair', async () => {
  const out = join(tmp, 'processes.json');
  expect((await call(plotCommand, [model, '--kind', 'processes', '-o', out])).code).toBe(0);
  const rvi = readFileSync(join(model, `${SALMON_STEM}.rvi`), 'utf8');
  const processLines = rvi
    .slice(rvi.indexOf(':HydrologicProcesses'), rvi.indexOf(':EndHydrologicProcesses'))
    .split('\n')
    .filter((l) => /^\s*:\w+\s+\S+\s+\S+\s+\S+/.test(l) && !/^\s*:(-->|HydrologicProcesses)/.test(l));
  const spec = JSON.parse(readFileSync(out, 'utf8'));
  expect(spec.layer[0].data.values.length).toBeGreaterThanOrEqual(processLines.length);
});

test('rvkit run --plot writes the hydrograph beside the outputs', async () => {
  const copy = copyModel(OURANOS_GR4J, join(tmp, 'runplot'));
  const r = await call(runCommand, [copy, '-o', join(copy, 'out'), '--plot']);
  expect(r.code).toBe(0);
  expect(r.out).toMatch(/hydrograph: .*hydrograph\.svg/);
  expect(readSvg(readFileSync(join(copy, 'out', 'hydrograph.svg'), 'utf8')).texts).toContain('observed');
});

test('an ensemble: per basin a band of the members and a line of their median, a point per day', async () => {
  const out = join(tmp, 'ensemble.svg');
  const r = await call(plotCommand, [join(tmp, 'members'), '--kind', 'ensemble', '-o', out]);
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  const svg = readFileSync(out, 'utf8');
  const { paths, texts } = readSvg(svg);
  expect(paths.filter((p) => p.className.includes('mark-area'))).toHaveLength(2);
  const days = (await new OutputReader(null, join(tmp, 'members', 'm1')).hydrograph)!.time!.dates.length;
  const medians = paths.filter((p) => p.className.includes('mark-line')).map((p) => p.runs.flat().length);
  expect(medians).toContain(days);
  expect(texts).toEqual(
    expect.arrayContaining(['median of members', 'observed', '3 members: band from lowest to highest']),
  );
});
