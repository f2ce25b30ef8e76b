/**
 * The spec puts file and NetCDF readers on model classes (`Config.load`, `config.writeRv`, `Data.fromNc`,
 * `Gauge.fromNc`, `gauge.ds()`, `readFromNetCDF.da()`, …); the models layer cannot import the layers that
 * implement them, so those layers attach them when src/index.ts is imported. These tests use the package's
 * public face only, as a user does, and check that the models alone stay free of the upper layers. And the
 * public face itself is recorded: every name each entry point of package.json `exports` gives is in
 * publicApi.exports.txt, so that a change to it is a decision (`npm run api:exports` writes it anew).
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
  ReadFromNetCDF,
  StationForcing,
} from '../../src/index.js';
import { parseSolution } from '../../src/models/index.js';
import { parse_solution, readSolution } from '../../src/output/index.js';
import { ownCorpus, repoRoot, sharedCorpus } from '../paths.js';
import { apiExports, apiExportsText, entryPoints } from './apiExports.js';

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
    expect(data.read_from_netcdf.var_name_nc).toBe('rain');
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

describe('functions that moved between layers, through their subpaths (rvkit/output, rvkit/models)', () => {
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

describe('the export list', () => {
  const list = apiExports(repoRoot);

  it('is the committed one: test/architecture/publicApi.exports.txt (npm run api:exports after a decision)', () => {
    const committed = readFileSync(join(repoRoot, 'test/architecture/publicApi.exports.txt'), 'utf8');
    const current = apiExportsText(list);
    if (committed !== current) {
      const was = new Set(committed.split('\n'));
      const now = new Set(current.split('\n'));
      throw new Error(
        'the public API changed (run npm run api:exports if it is meant to):\n' +
          [...now]
            .filter((l) => !was.has(l))
            .map((l) => `+ ${l}`)
            .join('\n') +
          '\n' +
          [...was]
            .filter((l) => !now.has(l))
            .map((l) => `- ${l}`)
            .join('\n'),
      );
    }
  });

  it('the root gives what the README shows and keeps the internals out', () => {
    const root = new Set(list.find((e) => e.specifier === 'rvkit')!.names.map((n) => n.name));
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    for (const m of readme.matchAll(/^import \{([^}]*)\} from 'rvkit';/gm))
      for (const name of m[1]!.split(',').map((n) => n.trim()))
        expect([name, root.has(name)]).toEqual([name, true]);
    for (const internal of [
      'scanRows',
      'decodeNumbers',
      'rowFields',
      'sameWord',
      'lineEntries',
      'writeFileAtomic',
      'mergeText',
    ])
      for (const entry of list)
        expect([entry.specifier, internal, entry.names.some((n) => n.name === internal)]).toEqual([
          entry.specifier,
          internal,
          false,
        ]);
  });

  it('each value the declarations name exists at run time, in every entry point', async () => {
    for (const [subpath, target] of entryPoints(repoRoot)) {
      const module = (await import(join(repoRoot, target))) as Record<string, unknown>;
      const entry = list.find(
        (e) => e.specifier === (subpath === '.' ? 'rvkit' : `rvkit/${subpath.slice(2)}`),
      )!;
      const values = entry.names.filter((n) => n.kind === 'value').map((n) => n.name);
      expect(values.filter((name) => module[name] === undefined)).toEqual([]);
      expect(Object.keys(module).sort()).toEqual([...values].sort());
    }
  });
});
