/**
 * The spec's `da` (ReadFromNetCDF.da()) and `ds` (Gauge.ds()): values equal to the file's at known positions,
 * on NetCDF-4 and classic files, with the :LinearTransform applied only when asked.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openNetcdf } from '../../src/output/netcdf.js';
import { Data, Gauge, GriddedForcing, ReadFromNetCDF, StationForcing } from '../../src/index.js';
import { sharedCorpus } from '../paths.js';

const SALMON_DIR = join(sharedCorpus, 'Ouranosinc__raven-testdata/raven-gr4j-cemaneige');
const SALMON = join(SALMON_DIR, 'Salmon-River-Near-Prince-George_meteo_daily.nc');
const SALMON_3D = join(SALMON_DIR, 'Salmon-River-Near-Prince-George_meteo_daily_3d.nc');
const ALT = { RAINFALL: 'rain', SNOWFALL: 'snow', TEMP_MIN: 'tmin', TEMP_MAX: 'tmax', PET: 'pet' };

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rvkit-da-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes CDL text to a NetCDF file of the given kind with ncgen. */
function ncgen(name: string, cdl: string, kind: 'nc4' | 'classic'): string {
  const cdlPath = join(dir, `${name}.cdl`);
  const out = join(dir, `${name}.nc`);
  writeFileSync(cdlPath, cdl);
  const r = spawnSync('ncgen', ['-k', kind, '-o', out, cdlPath], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return out;
}

/** Three stations, four days of temperature in K: tas[time][station] = 270 + 10 × time + station. */
const STATIONS = (name: string) => `netcdf ${name} { dimensions: time = 4 ; station = 3 ;
variables: double time(time) ; time:units = "days since 2001-02-03" ; time:standard_name = "time" ;
 double lat(station) ; lat:standard_name = "latitude" ; double lon(station) ; lon:standard_name = "longitude" ;
 double tas(time, station) ; tas:units = "K" ; tas:_FillValue = -999. ;
 double pr(time, station) ; pr:units = "kg m-2 s-1" ;
data: time = 0, 1, 2, 3 ; lat = 45, 46, 47 ; lon = -70, -71, -72 ;
 tas = 270, 271, 272, 280, 281, 282, 290, -999, 292, 300, 301, 302 ;
 pr = 0, 1e-5, 2e-5, 0, 1e-5, 2e-5, 0, 1e-5, 2e-5, 0, 1e-5, 2e-5 ; }`;

describe.each(['nc4', 'classic'] as const)('da() on a %s file', (kind) => {
  let fn: string;
  beforeAll(() => {
    fn = ncgen(`stations_${kind}`, STATIONS(`stations_${kind}`), kind);
  });

  it('selects the 1-based station of a 2-D block; raw values unless transform', async () => {
    const d = await Data.fromNc(fn, 'TEMP_AVE', { stationIdx: 3 });
    const da = await d.read_from_netcdf!.da();
    expect(da.name).toBe('tas');
    expect(da.dims).toEqual(['time']);
    expect(da.shape).toEqual([4]);
    expect(Array.from(da.values)).toEqual([272, 282, 292, 302]);
    expect(da.units).toBe('K');
    expect(da.linearTransform).toBeNull();
    expect(da.time).toEqual([
      '2001-02-03T00:00:00',
      '2001-02-04T00:00:00',
      '2001-02-05T00:00:00',
      '2001-02-06T00:00:00',
    ]);
    const c = await d.read_from_netcdf!.da({ transform: true });
    expect(c.linearTransform).toEqual({ scale: 1, offset: -273.15 });
    expect(Array.from(c.values).map((x) => +x.toFixed(9))).toEqual([-1.15, 8.85, 18.85, 28.85]);
  });

  it('keeps fill values as NaN and the whole 2-D variable when no station is set', async () => {
    const s2 = await Data.fromNc(fn, 'TEMP_AVE', { stationIdx: 2 });
    expect(Number.isNaN((await s2.read_from_netcdf!.da()).at({ time: 2 }))).toBe(true);
    const sf = await StationForcing.fromNc(fn, 'TEMP_AVE');
    const all = await sf.da();
    expect(all.dims).toEqual(['time', 'station']);
    expect(all.shape).toEqual([4, 3]);
    expect(all.at({ time: 3, station: 0 })).toBe(300);
    expect(all.at({ time: 1, station: 2 })).toBe(282);
    expect(() => all.at({ time: 4, station: 0 })).toThrow(/index 4 out of range for "time" \(size 4\)/);
    expect(all.coords['station']).toBeUndefined(); // the file has no coordinate variable for it
    expect(all.coords['time']?.dims).toEqual(['time']);
  });

  it('refuses a station index beyond the stations', async () => {
    const r = await ReadFromNetCDF.fromNc(fn, 'TEMP_AVE', { stationIdx: 3 });
    await expect(r.copy({ station_idx: 4 }).da()).rejects.toThrow(
      /station_idx 4 is out of range for station \(3 stations\)/,
    );
  });

  it('Gauge.ds(): the series keyed by data type, on the time axis', async () => {
    const g = await Gauge.fromNc(fn, { stationIdx: 1, dataType: ['TEMP_AVE', 'PRECIP'] });
    const ds = await g.ds();
    expect(ds.dataVars.sort()).toEqual(['PRECIP', 'TEMP_AVE']);
    expect(ds.dims).toEqual({ time: 4 });
    expect(ds.time?.dates[0]).toBe('2001-02-03T00:00:00');
    expect(Array.from(ds.numeric('TEMP_AVE'))).toEqual([270, 280, 290, 300]);
    expect(ds.get('TEMP_AVE').attrs['units']).toBe('K');
    const raven = await g.ds({ transform: true });
    expect(raven.get('PRECIP').attrs['units']).toBe('mm/d');
    expect(raven.get('TEMP_AVE').attrs['units']).toBe('degC');
    expect(raven.numeric('PRECIP')[0]).toBe(0);
    expect(raven.numeric('TEMP_AVE')[0]).toBeCloseTo(-3.15, 9);
  });
});

describe('da() and ds() on the Salmon River files', () => {
  it('1-D: Gauge.ds() equals the file variable by variable', async () => {
    const g = await Gauge.fromNc(SALMON, { altNames: ALT, dataType: ['RAINFALL', 'TEMP_MIN', 'PET'] });
    const ds = await g.ds();
    const file = await openNetcdf(SALMON);
    expect(ds.dims).toEqual({ time: 20819 });
    for (const [type, v] of [
      ['RAINFALL', 'rain'],
      ['TEMP_MIN', 'tmin'],
      ['PET', 'pet'],
    ] as const)
      expect(ds.numeric(type)).toEqual(file.numeric(v));
    expect(ds.numeric('TEMP_MIN')[0]).toBe(-17.991528);
    expect(ds.time?.dates[20818]).toBe('2010-12-31T00:00:00');
  });

  it('3-D: GriddedForcing.da() gives the whole grid in the file order (time, lon, lat)', async () => {
    const gf = await GriddedForcing.fromNc(SALMON_3D, 'TEMP_MIN', { altNames: ALT });
    const da = await gf.da();
    expect(da.dims).toEqual(['time', 'lon', 'lat']);
    expect(da.shape).toEqual([20819, 2, 2]);
    expect(da.at({ time: 0, lon: 0, lat: 0 })).toBe(-17.991528);
    expect(da.at({ time: 1, lon: 0, lat: 0 })).toBe(-11.351411);
    expect(da.at({ time: 1, lon: 1, lat: 0 })).toBe(0);
    expect(Array.from(da.coords['lat']!.data as Float64Array)).toEqual([54.4848, 56]);
    expect(Array.from(da.coords['lon']!.data as Float64Array)).toEqual([-123.3659, -120]);
    // Cell 0 of the grid is the 1-D station's series.
    const one = await (await Data.fromNc(SALMON, 'TEMP_MIN', { altNames: ALT })).read_from_netcdf!.da();
    for (const t of [0, 100, 20818]) expect(da.at({ time: t, lon: 0, lat: 0 })).toBe(one.at({ time: t }));
  });

  it('names the file and the variable when the block points at nothing', async () => {
    const r = await ReadFromNetCDF.fromNc(SALMON, 'PET', { altNames: ALT });
    await expect(r.copy({ var_name_nc: 'evap' }).da()).rejects.toThrow(
      /meteo_daily\.nc: no variable evap \(variables in the file: .*pet/,
    );
    await expect(r.copy({ file_name_nc: join(dir, 'gone.nc') }).da()).rejects.toThrow(
      /NetCDF file not found: .*gone\.nc/,
    );
  });
});
