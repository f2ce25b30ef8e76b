import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Dataset } from '../../src/output/dataset.js';
import { EnsembleReader } from '../../src/output/ensembleReader.js';
import { outputFiles } from '../../src/output/outputFiles.js';
import { OutputReader } from '../../src/output/outputReader.js';
import { parseOutputs } from '../../src/output/parseOutputs.js';
import {
  copyModel,
  CSHS_SALMON,
  csvCells,
  ncdumpValues,
  OURANOS_GR4J,
  removeDir,
  runRaven,
  SALMON_STEM,
  tempDir,
  twoBasinModel,
  writeCsvOutputs,
} from './helpers.js';

// Real Raven runs, made once for the whole file:
// - `two`: the raven-testdata Salmon model with a second basin, once writing NetCDF and once CSV;
// - `two600`: the same with other initial flows (a second ensemble member);
// - `salmon`: the Raven benchmark Salmon GR4J model (CSV outputs, 57 years, NSE 0.511214);
// - `named`: the raven-testdata model run with `-r myrun`.
let tmp: string;
let ncOut: string;
let csvOut: string;
let member2Out: string;
let salmonOut: string;
let namedOut: string;

beforeAll(() => {
  tmp = tempDir();
  const two = twoBasinModel(join(tmp, 'two'), 300);
  runRaven(two, SALMON_STEM, ['-o', 'nc/']);
  writeCsvOutputs(two);
  runRaven(two, SALMON_STEM, ['-o', 'csv/']);
  ncOut = join(two, 'nc');
  csvOut = join(two, 'csv');
  const two600 = twoBasinModel(join(tmp, 'two600'), 600);
  runRaven(two600, SALMON_STEM, ['-o', 'nc/']);
  member2Out = join(two600, 'nc');
  const salmon = copyModel(CSHS_SALMON, join(tmp, 'salmon'));
  runRaven(salmon, SALMON_STEM, ['-o', 'out/']);
  salmonOut = join(salmon, 'out');
  const named = copyModel(OURANOS_GR4J, join(tmp, 'named'));
  runRaven(named, SALMON_STEM, ['-o', 'out/', '-r', 'myrun']);
  namedOut = join(named, 'out');
});
afterAll(() => removeDir(tmp));

async function hydrograph(dir: string): Promise<Dataset> {
  const ds = await new OutputReader(null, dir).hydrograph;
  if (ds === null) throw new Error(`no hydrograph in ${dir}`);
  return ds;
}

/** True when a is b to the 6 significant digits Raven prints in its CSV files. */
function closeToPrinted(a: number, b: number): boolean {
  if (Number.isNaN(a) || Number.isNaN(b)) return Number.isNaN(a) && Number.isNaN(b);
  return Math.abs(a - b) <= 5e-6 * Math.max(Math.abs(a), Math.abs(b)) + 1e-12;
}

function mismatches(a: Float64Array, b: Float64Array): number[] {
  expect(a.length).toBe(b.length);
  return Array.from(a.keys()).filter((i) => !closeToPrinted(a[i] as number, b[i] as number));
}

describe('Hydrographs.nc written by Raven', () => {
  test('reads the values ncdump prints, fill values as NaN', async () => {
    const ds = await hydrograph(ncOut);
    const dumped = ncdumpValues(join(ncOut, 'Hydrographs.nc'), [
      'time',
      'precip',
      'q_sim',
      'q_obs',
      'basin_name',
      'basin_fullname',
    ]);
    expect(ds.dims).toEqual({ time: 209, nbasins: 2 });
    for (const name of ['time', 'precip', 'q_sim', 'q_obs'])
      expect(Array.from(ds.numeric(name))).toEqual(dumped[name]);
    expect(ds.basinNames()).toEqual(['1', '2']);
    expect(ds.get('basin_fullname').data).toEqual(['gr4j-salmon', 'upper']);
    expect(Number.isNaN(ds.numeric('precip')[0])).toBe(true);
    expect(ds.time?.units).toBe('hours since 1954-01-01 00:00:00');
    expect(ds.time?.dates[208]).toBe('1954-07-28T00:00:00');
  });
});

describe('Hydrographs.csv written by Raven', () => {
  test('reads the values of the CSV text', async () => {
    const ds = await hydrograph(csvOut);
    const [header = [], ...rows] = csvCells(join(csvOut, 'Hydrographs.csv'));
    expect(header).toEqual([
      'time',
      'date',
      'hour',
      'precip [mm/day]',
      'gr4j-salmon [m3/s]',
      'gr4j-salmon (observed) [m3/s]',
      'upper [m3/s]',
    ]);
    const cell = (text: string | undefined): number =>
      text === undefined || text === '' || text === '---' ? NaN : Number(text);
    expect(Array.from(ds.numeric('precip'))).toEqual(rows.map((r) => cell(r[3])));
    expect(Array.from(ds.numeric('q_sim'))).toEqual(rows.flatMap((r) => [cell(r[4]), cell(r[6])]));
    expect(Array.from(ds.numeric('q_obs'))).toEqual(rows.flatMap((r) => [cell(r[5]), NaN]));
    expect(ds.time?.dates).toEqual(rows.map((r) => `${r[1]}T00:00:00`));
    expect(ds.basinNames()).toEqual(['gr4j-salmon', 'upper']);
  });

  test('reads the same as the NetCDF twin Raven wrote for the same model', async () => {
    const nc = await hydrograph(ncOut);
    const csv = await hydrograph(csvOut);
    expect(csv.dims).toEqual(nc.dims);
    expect(csv.time?.units).toBe(nc.time?.units);
    expect(csv.time?.dates).toEqual(nc.time?.dates);
    expect(Array.from(csv.numeric('time'))).toEqual(Array.from(nc.numeric('time')));
    for (const name of ['precip', 'q_sim', 'q_obs'])
      expect(mismatches(csv.numeric(name), nc.numeric(name))).toEqual([]);
    // The CSV names basins by subbasin name; the NetCDF file also has the names, in basin_fullname.
    const upper = (ds: Dataset): Float64Array => ds.sel({ basin: 'upper' }).numeric('q_sim');
    expect(mismatches(upper(csv), upper(nc))).toEqual([]);
  });
});

describe('WatershedStorage and ForcingFunctions', () => {
  test('storage variables are present under the same names in .nc and .csv, with the same values', async () => {
    const nc = await new OutputReader(null, ncOut).storage;
    const csv = await new OutputReader(null, csvOut).storage;
    if (nc === null || csv === null) throw new Error('storage missing');
    expect(Object.keys(csv.variables).sort()).toEqual(Object.keys(nc.variables).sort());
    for (const name of [
      'rainfall',
      'channel_storage',
      'Soil Water[0]',
      'Snow',
      'total',
      'cum_input',
      'MB_error',
    ]) {
      expect(nc.has(name)).toBe(true);
    }
    for (const name of Object.keys(nc.variables))
      expect([name, mismatches(csv.numeric(name), nc.numeric(name))]).toEqual([name, []]);
  });

  test('forcings agree on their common variables, aligned by date (the CSV starts one step later)', async () => {
    const nc = await new OutputReader(null, ncOut).forcings;
    const csv = await new OutputReader(null, csvOut).forcings;
    if (nc === null || csv === null) throw new Error('forcings missing');
    expect(csv.time?.dates[0]).toBe('1954-01-02T00:00:00');
    expect(csv.time?.units).toBe('hours since 1954-01-01 00:00:00');
    const aligned = nc.sel({ time: { start: csv.time?.dates[0] ?? '' } });
    const common = Object.keys(nc.variables).filter((name) => csv.has(name) && name !== 'time');
    expect(common).toEqual(
      expect.arrayContaining(['rainfall', 'snowfall', 'temp', 'PET', 'potential_melt', 'relative_humidity']),
    );
    for (const name of common)
      expect([name, mismatches(csv.numeric(name), aligned.numeric(name))]).toEqual([name, []]);
  });
});

describe('Diagnostics.csv', () => {
  test('the benchmark Salmon GR4J model: NSE 0.511214, RMSE 32.8827, as in the file', () => {
    const diagnostics = new OutputReader(null, salmonOut).diagnostics;
    expect(diagnostics).toEqual({
      observed_data_series: ['HYDROGRAPH_ALL[1]'],
      filename: ['data_obs/Salmon-River-Near-Prince-George_Qobs_daily.rvt'],
      DIAG_NASH_SUTCLIFFE: [0.511214],
      DIAG_RMSE: [32.8827],
    });
    const [header, row] = csvCells(join(salmonOut, 'Diagnostics.csv'));
    expect(header?.slice(2, 4)).toEqual(['DIAG_NASH_SUTCLIFFE', 'DIAG_RMSE']);
    expect([Number(row?.[2]), Number(row?.[3])]).toEqual([0.511214, 32.8827]);
  });

  test('the 57-year CSV hydrograph reads whole', async () => {
    const ds = await hydrograph(salmonOut);
    expect(ds.dims).toEqual({ time: 20820, nbasins: 1 });
    expect(ds.time?.dates[20819]).toBe('2011-01-01T00:00:00');
    expect(ds.sel({ time: '2010-12-31' }).numeric('q_sim')).toEqual(Float64Array.of(6.37225));
  });
});

describe('OutputReader and parseOutputs', () => {
  test('every standard output of a run, read on demand; datasets are read once', async () => {
    const reader = new OutputReader(null, ncOut);
    expect(reader.path).toBe(ncOut);
    expect(reader.files).toEqual({
      hydrograph: join(ncOut, 'Hydrographs.nc'),
      storage: join(ncOut, 'WatershedStorage.nc'),
      forcings: join(ncOut, 'ForcingFunctions.nc'),
      diagnostics: join(ncOut, 'Diagnostics.csv'),
      solution: join(ncOut, 'solution.rvc'),
      messages: join(ncOut, 'Raven_errors.txt'),
    });
    expect(await reader.hydrograph).toBe(await reader.hydrograph);
    expect(reader.messages).toContain('SIMULATION COMPLETE :)');
    expect(reader.solution?.hru_state_variable_table?.length).toBeGreaterThan(0);
    expect(reader.diagnostics?.['DIAG_NASH_SUTCLIFFE']).toHaveLength(1);
  });

  test('a run name prefixes every output except Raven_errors.txt', async () => {
    const files = outputFiles('myrun', namedOut);
    expect(files.hydrograph).toBe(join(namedOut, 'myrun_Hydrographs.nc'));
    expect(files.solution).toBe(join(namedOut, 'myrun_solution.rvc'));
    expect(files.diagnostics).toBe(join(namedOut, 'myrun_Diagnostics.csv'));
    expect(files.messages).toBe(join(namedOut, 'Raven_errors.txt'));
    expect(outputFiles(null, namedOut)).toEqual({ messages: join(namedOut, 'Raven_errors.txt') });
    expect((await new OutputReader('myrun', namedOut).hydrograph)?.dims).toEqual({ time: 209, nbasins: 1 });
    expect(await new OutputReader(null, namedOut).hydrograph).toBeNull();
  });

  test('parseOutputs gives each output, null where a file is missing', async () => {
    const outputs = await parseOutputs('myrun', namedOut);
    expect(outputs.hydrograph?.basinNames()).toEqual(['1']);
    expect(outputs.storage?.has('Soil Water[0]')).toBe(true);
    expect(outputs.diagnostics?.['DIAG_RMSE']).toEqual([59.4022]);
    expect(outputs.solution?.basin_state_variables?.length).toBe(1);
    expect(outputs.messages).toContain('SIMULATION COMPLETE');
    const empty = join(tmp, 'empty');
    mkdirSync(empty);
    expect(await parseOutputs(null, empty)).toEqual({
      hydrograph: null,
      storage: null,
      solution: null,
      diagnostics: null,
      messages: null,
    });
  });
});

describe('EnsembleReader', () => {
  test('stacks the members along a new leading dimension', async () => {
    const ensemble = new EnsembleReader({ paths: [ncOut, member2Out] });
    const stacked = await ensemble.hydrograph;
    expect(stacked.dims).toEqual({ member: 2, time: 209, nbasins: 2 });
    const members = [await hydrograph(ncOut), await hydrograph(member2Out)];
    const qSim = stacked.numeric('q_sim');
    expect(Array.from(qSim.subarray(0, 418))).toEqual(Array.from(members[0]?.numeric('q_sim') ?? []));
    expect(Array.from(qSim.subarray(418))).toEqual(Array.from(members[1]?.numeric('q_sim') ?? []));
    // The members differ (other initial flows) but share their time axis and basins.
    expect(qSim[0]).not.toBe(qSim[418]);
    expect(stacked.get('time').dims).toEqual(['time']);
    expect(stacked.get('basin_name').data).toEqual(['1', '2']);
    expect(ensemble.files.hydrograph).toEqual([
      join(ncOut, 'Hydrographs.nc'),
      join(member2Out, 'Hydrographs.nc'),
    ]);
    const storage = await new EnsembleReader({
      runs: [new OutputReader(null, ncOut), new OutputReader(null, member2Out)],
      dim: 'run',
    }).storage;
    expect(storage.dims).toEqual({ run: 2, time: 209 });
  });

  test('a member without the output is an error, not a silent shift of the members', async () => {
    const empty = join(tmp, 'no-output');
    mkdirSync(empty);
    await expect(new EnsembleReader({ paths: [ncOut, empty] }).hydrograph).rejects.toThrow(
      `no hydrograph output in ${empty}`,
    );
  });

  test('messages of a run are the text of Raven_errors.txt', () => {
    expect(new OutputReader(null, csvOut).messages).toBe(
      readFileSync(join(csvOut, 'Raven_errors.txt'), 'utf8'),
    );
  });
});
