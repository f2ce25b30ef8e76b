/**
 * GriddedForcing.fromNc on 3-D files: the reference's own Salmon `_3d.nc` (time, lon, lat), files of other
 * dimension orders made with ncgen, and a run on the real engine that must match the 1-D gauge run.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import '../../src/index.js'; // the public face: loads every model and attaches Config.load, fromNc, …
import { Emulator } from '../../src/engine/emulator.js';
import { GR4JCN } from '../../src/emulators/gr4jcn.js';
import { GriddedForcing, GridWeights, StationForcing } from '../../src/models/rvt/index.js';
import { sharedCorpus } from '../paths.js';

const SALMON_DIR = join(sharedCorpus, 'Ouranosinc__raven-testdata/raven-gr4j-cemaneige');
const SALMON = join(SALMON_DIR, 'Salmon-River-Near-Prince-George_meteo_daily.nc');
const SALMON_3D = join(SALMON_DIR, 'Salmon-River-Near-Prince-George_meteo_daily_3d.nc');
const SALMON_2D = join(SALMON_DIR, 'Salmon-River-Near-Prince-George_meteo_daily_2d.nc');
const ALT = { RAINFALL: 'rain', SNOWFALL: 'snow', TEMP_MIN: 'tmin', TEMP_MAX: 'tmax', PET: 'pet' };
/** The reference library's test parameters for GR4JCN (tests/emulators.py). */
const PARAMS = [0.529, -3.396, 407.29, 1.072, 16.9, 0.947];
/** The 2 × 2 Salmon grid: only cell 0 (first lon, first lat) holds the station's series, the rest are 0. */
const CELL0 = { number_hrus: 1, number_grid_cells: 4, data: [[1, 0, 1.0]] };

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rvkit-gridded-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes CDL text to a NetCDF file with ncgen (NetCDF-4 unless told). */
function ncgen(name: string, cdl: string, kind = 'nc4'): string {
  const cdlPath = join(dir, `${name}.cdl`);
  const out = join(dir, `${name}.nc`);
  writeFileSync(cdlPath, cdl);
  const r = spawnSync('ncgen', ['-k', kind, '-o', out, cdlPath], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return out;
}

/** A 3-D precipitation file whose variable is laid out (lat, time, lon), with units of kg m-2 s-1. */
const LAT_TIME_LON = `netcdf ltl { dimensions: lat = 2 ; time = 3 ; lon = 4 ;
variables: double time(time) ; time:units = "days since 2000-01-01" ; time:standard_name = "time" ;
 double lat(lat) ; lat:standard_name = "latitude" ; double lon(lon) ; lon:standard_name = "longitude" ;
 float precip(lat, time, lon) ; precip:units = "kg m-2 s-1" ;
data: time = 0, 1, 2 ; lat = 45, 46 ; lon = -73, -72, -71, -70 ;
 precip = 0, 1, 2, 3, 10, 11, 12, 13, 20, 21, 22, 23, 100, 101, 102, 103, 110, 111, 112, 113, 120, 121, 122, 123 ; }`;

describe('GriddedForcing.fromNc', () => {
  it("reads the reference's _3d.nc (time, lon, lat) as lon lat time, with the caller's weights", async () => {
    const gf = await GriddedForcing.fromNc(SALMON_3D, 'TEMP_MIN', {
      altNames: ALT,
      kwds: { GridWeights: CELL0, name: 'tmin' },
    });
    expect(gf).toBeInstanceOf(GriddedForcing);
    expect(gf.var_name_nc).toBe('tmin');
    expect(gf.dim_names_nc).toEqual(['lon', 'lat', 'time']);
    expect(gf.forcing_type).toBe('TEMP_MIN');
    expect(gf.station_idx).toBeNull();
    expect(gf.latitude_var_name_nc).toBeNull();
    expect(gf.linear_transform?.toJSON()).toEqual({ scale: 1, offset: 0 });
    expect(gf.grid_weights).toBeInstanceOf(GridWeights);
    const rv = gf.toRv();
    expect(rv).toContain(':DimNamesNC lon lat time');
    expect(rv).toMatch(/:NumberGridCells 4\n\s+1 0 1\n/);
  });

  it('keeps the spec default weights when none are given, and takes a GridWeights instance', async () => {
    const plain = await GriddedForcing.fromNc(SALMON_3D, 'RAINFALL', { altNames: ['rain'] });
    expect(plain.grid_weights.toJSON()).toEqual(new GridWeights().toJSON());
    const weights = new GridWeights(CELL0);
    const given = await GriddedForcing.fromNc(SALMON_3D, 'RAINFALL', {
      altNames: ['rain'],
      kwds: { grid_weights: weights },
    });
    expect(given.grid_weights.toJSON()).toEqual(weights.toJSON());
  });

  it('names x y time whatever the file order, and converts the units', async () => {
    const fn = ncgen('ltl', LAT_TIME_LON);
    const gf = await GriddedForcing.fromNc(fn, 'PRECIP', { altNames: { PRECIP: ['rr', 'precip'] } });
    expect(gf.var_name_nc).toBe('precip');
    expect(gf.dim_names_nc).toEqual(['lon', 'lat', 'time']);
    expect(gf.linear_transform?.toJSON()).toEqual({ scale: 86400, offset: 0 });
    expect(gf.toRv()).toContain(':LinearTransform 86400 0');

    // Axes told by the axis attribute, not by the dimension names.
    const fn2 = ncgen(
      'axes',
      `netcdf axes { dimensions: t = 2 ; rows = 2 ; cols = 3 ;
variables: double t(t) ; t:units = "hours since 2000-01-01" ; double rows(rows) ; rows:axis = "Y" ;
 double cols(cols) ; cols:axis = "X" ; double tas(t, rows, cols) ; tas:units = "K" ;
data: t = 0, 1 ; rows = 0, 1 ; cols = 0, 1, 2 ; tas = 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 ; }`,
    );
    const t = await GriddedForcing.fromNc(fn2, 'TEMP_AVE');
    expect(t.dim_names_nc).toEqual(['cols', 'rows', 't']);
    expect(t.linear_transform?.toJSON()).toEqual({ scale: 1, offset: -273.15 });
  });

  it('refuses a missing variable, a 2-D variable and unknown axes, naming the file', async () => {
    await expect(GriddedForcing.fromNc(SALMON_3D, 'TEMP_AVE', { altNames: ['tavg'] })).rejects.toThrow(
      /_3d\.nc: no variable for TEMP_AVE \(tried: tas, air_temperature, tavg; variables in the file: rain, snow, tmin/,
    );
    await expect(GriddedForcing.fromNc(SALMON_2D, 'RAINFALL', { altNames: ['rain'] })).rejects.toThrow(
      /_2d\.nc: rain has 2 dimension\(s\) .*a GriddedForcing needs three \(x, y, time\): use StationForcing/,
    );
    const fn = ncgen(
      'noaxes',
      `netcdf noaxes { dimensions: time = 2 ; a = 2 ; b = 2 ;
variables: double time(time) ; time:units = "days since 2000-01-01" ; double pr(time, a, b) ;
data: time = 0, 1 ; pr = 1, 2, 3, 4, 5, 6, 7, 8 ; }`,
    );
    await expect(GriddedForcing.fromNc(fn, 'PRECIP')).rejects.toThrow(
      /noaxes\.nc: cannot tell the x \(longitude\) and y \(latitude\) dimensions of pr apart \(time, a, b\)/,
    );
    // Given by the caller, the names are taken as they are.
    const gf = await GriddedForcing.fromNc(fn, 'PRECIP', { kwds: { DimNamesNC: ['b', 'a', 'time'] } });
    expect(gf.dim_names_nc).toEqual(['b', 'a', 'time']);
  });

  it('stays distinct from StationForcing.fromNc', async () => {
    const sf = await StationForcing.fromNc(SALMON_2D, 'RAINFALL', { altNames: ['rain'] });
    expect(sf).toBeInstanceOf(StationForcing);
    expect(sf.dim_names_nc).toHaveLength(2);
  });
});

describe('GriddedForcing on the real engine', () => {
  /** GR4JCN on the Salmon River, its forcings given by `forcing`. */
  function salmon(forcing: Record<string, unknown>): GR4JCN {
    return new GR4JCN({
      ...forcing,
      HRUs: [{ area: 4250.6, elevation: 843, latitude: 54.4848, longitude: -123.3659, hru_type: 'land' }],
      StartDate: '2000-01-01',
      EndDate: '2002-01-01',
      RunName: 'test',
      GlobalParameter: { AVG_ANNUAL_RUNOFF: 208.48 },
    }).setParams(PARAMS) as GR4JCN;
  }
  const TYPES = ['RAINFALL', 'SNOWFALL', 'TEMP_MIN', 'TEMP_MAX'];

  it('a single cell weighted 1.0 gives the hydrograph of the 1-D gauge', async () => {
    const gridded = await Promise.all(
      TYPES.map((t) => GriddedForcing.fromNc(SALMON_3D, t, { altNames: ALT, kwds: { GridWeights: CELL0 } })),
    );
    const series = (v: string) => ({ file_name_nc: SALMON, var_name_nc: v, dim_names_nc: ['time'] });
    const gauge = {
      Gauge: [
        {
          name: 'SalmonRiver',
          latitude: 54.4848,
          longitude: -123.3659,
          elevation: 843,
          data: TYPES.map((t) => ({ data_type: t, read_from_netcdf: series(ALT[t as keyof typeof ALT]) })),
        },
      ],
    };
    const q = async (config: GR4JCN, name: string) => {
      const out = await new Emulator(config, join(dir, name), 'salmon').run();
      const h = (await out.hydrograph)!;
      return Array.from(h.numeric('q_sim'));
    };
    const fromGrid = await q(salmon({ GriddedForcing: gridded }), 'grid');
    const fromGauge = await q(salmon(gauge), 'gauge');
    expect(fromGrid.length).toBe(732);
    expect(fromGrid.some((x) => x > 1)).toBe(true);
    // Measured: equal to the last digit Raven writes (the same forcing reaches the HRU either way).
    expect(fromGrid).toEqual(fromGauge);

    // The weights matter: the other cells hold zeros, so weighting one of them changes the run.
    const elsewhere = gridded.map((g) =>
      g.copy({ grid_weights: new GridWeights({ ...CELL0, data: [[1, 3, 1.0]] }) }),
    );
    const fromCell3 = await q(salmon({ GriddedForcing: elsewhere }), 'cell3');
    expect(fromCell3).not.toEqual(fromGauge);
  }, 120_000);
});
