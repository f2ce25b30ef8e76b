/**
 * The spec puts file and NetCDF readers on model classes (`Config.load`, `config.writeRv`, `Data.fromNc`,
 * `Gauge.fromNc`, `gauge.ds()`, `readFromNetCDF.da()`, …); the models layer cannot import the layers that
 * implement them, so those layers attach them when src/index.ts is imported. These tests use the package's
 * public face only, as a user does, and check that the models alone stay free of the upper layers.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  Config,
  Data,
  Gauge,
  GriddedForcing,
  ObservationData,
  parse_solution,
  parseSolution,
  ReadFromNetCDF,
  readSolution,
  StationForcing,
} from '../../src/index.js';
import { ownCorpus, repoRoot, sharedCorpus } from '../paths.js';

const SALMON_DIR = join(sharedCorpus, 'Ouranosinc__raven-testdata/raven-gr4j-cemaneige');
const SALMON = join(SALMON_DIR, 'Salmon-River-Near-Prince-George_meteo_daily.nc');
const SALMON_2D = join(SALMON_DIR, 'Salmon-River-Near-Prince-George_meteo_daily_2d.nc');
const SALMON_3D = join(SALMON_DIR, 'Salmon-River-Near-Prince-George_meteo_daily_3d.nc');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rvkit-api-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the spec methods on model classes, through src/index.js', () => {
  it('Config.load and config.writeRv read and write a model directory', async () => {
    const config = await Config.load(join(ownCorpus, 'gr4j-tiny'));
    expect(config).toBeInstanceOf(Config);
    const written = await config.writeRv(join(dir, 'out'), 'tiny');
    expect(Object.keys(written).length).toBeGreaterThanOrEqual(4);
    const again = await Config.load(join(dir, 'out'));
    expect(again.toJSON()).toEqual(config.toJSON());
  });

  it('Gauge.fromNc, gauge.ds(), Data.fromNc, ObservationData.fromNc read a NetCDF file', async () => {
    const gauge = await Gauge.fromNc(SALMON, { altNames: { RAINFALL: 'rain' }, dataType: ['RAINFALL'] });
    expect(gauge).toBeInstanceOf(Gauge);
    expect(gauge.data!.map((d) => d.data_type)).toEqual(['RAINFALL']);
    const ds = await gauge.ds();
    expect(Object.keys(ds.variables)).toContain('RAINFALL');
    const data = await Data.fromNc(SALMON, 'RAINFALL', { altNames: ['rain'] });
    expect(data).toBeInstanceOf(Data);
    expect(data.read_from_netcdf!.var_name_nc).toBe('rain');
    const obs = await ObservationData.fromNc(SALMON, { altNames: ['qobs'] });
    expect(obs).toBeInstanceOf(ObservationData);
    expect(obs.data_type).toBe('HYDROGRAPH');
  });

  it('ReadFromNetCDF.fromNc and .da(), StationForcing.fromNc, GriddedForcing.fromNc', async () => {
    const read = await ReadFromNetCDF.fromNc(SALMON, 'TEMP_MIN', { altNames: ['tmin'] });
    expect(read).toBeInstanceOf(ReadFromNetCDF);
    const da = await read.da();
    expect(da.name).toBe('tmin');
    expect(da.values.length).toBeGreaterThan(1000);
    const station = await StationForcing.fromNc(SALMON_2D, 'RAINFALL', { altNames: ['rain'] });
    expect(station).toBeInstanceOf(StationForcing);
    const grid = await GriddedForcing.fromNc(SALMON_3D, 'RAINFALL', { altNames: ['rain'] });
    expect(grid).toBeInstanceOf(GriddedForcing);
    expect(grid.dim_names_nc).toHaveLength(3);
  });
});

describe('functions that moved between layers, through src/index.js', () => {
  it('readSolution and parse_solution (now in output/, the file system above the models) read a solution', async () => {
    const file = join(dir, 'solution.rvc');
    writeFileSync(
      file,
      ':TimeStamp 2000-01-02 00:00:00.00\n:HRUStateVariableTable\n  :Attributes SNOW\n  :Units mm\n  1 3.5\n:EndHRUStateVariableTable\n',
    );
    const text = parseSolution(readFileSync(file, 'latin1'));
    expect(text.start_date).toBe('2000-01-02 00:00:00.00');
    expect(text.hru_state_variable_table?.toJSON()).toBeTruthy();
    const read = await readSolution(file);
    expect(read.start_date).toBe(text.start_date);
    expect(read.hru_state_variable_table?.toJSON()).toEqual(text.hru_state_variable_table?.toJSON());
    expect((await parse_solution(file)).hru_state_variable_table?.toJSON()).toEqual(
      text.hru_state_variable_table?.toJSON(),
    );
  });
});

describe('the models layer alone', () => {
  it('has none of the methods the upper layers attach (importing it brings none of them in)', () => {
    // A fresh process: importing the models must not bring the upper layers in (as a browser bundle would not).
    const script = `
      const { Config, Data, Gauge } = await import(${JSON.stringify(join(repoRoot, 'dist/src/models/index.js'))});
      console.log(JSON.stringify([typeof Config.load, typeof Data.fromNc, typeof Gauge.prototype.ds]));`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual(['undefined', 'undefined', 'undefined']);
  });
});
