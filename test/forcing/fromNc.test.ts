/** The from_nc constructors on the Salmon River file (1-D) and on 2-D / 3-D files made here with ncgen. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monthlyMeansOf, ncSpecs } from '../../src/forcing/specs.js';
import { repoRoot } from '../paths.js';
import { scaleAndOffset } from '../../src/forcing/units.js';
import { openNetcdf } from '../../src/output/netcdf.js';
import { Data, Gauge, ObservationData, ReadFromNetCDF, StationForcing } from '../../src/index.js';

const SALMON =
  '/work/shared/corpus/Ouranosinc__raven-testdata/raven-gr4j-cemaneige/Salmon-River-Near-Prince-George_meteo_daily.nc';
const ALT = {
  RAINFALL: 'rain',
  SNOWFALL: 'snow',
  TEMP_MIN: 'tmin',
  TEMP_MAX: 'tmax',
  PET: 'pet',
  HYDROGRAPH: 'qobs',
};

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rvkit-forcing-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes CDL text to a NetCDF-4 file with ncgen. */
function ncgen(name: string, cdl: string): string {
  const cdlPath = join(dir, `${name}.cdl`);
  const out = join(dir, `${name}.nc`);
  writeFileSync(cdlPath, cdl);
  const r = spawnSync('ncgen', ['-k', 'nc4', '-o', out, cdlPath], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return out;
}

describe('units', () => {
  it('converts K and kg m-2 s-1 to Raven units', () => {
    expect(scaleAndOffset('K', 'TEMP_AVE')).toEqual({ scale: 1, offset: -273.15 });
    expect(scaleAndOffset('kg m-2 s-1', 'PRECIP')).toEqual({ scale: 86400, offset: 0 });
    expect(scaleAndOffset('mm d**-1', 'RAINFALL')).toEqual({ scale: 1, offset: 0 });
    expect(scaleAndOffset('W m-2', 'SHORTWAVE')).toEqual({ scale: 0.0864, offset: 0 });
    expect(scaleAndOffset('mm', 'PRECIP', 86400)).toEqual({ scale: 1, offset: 0 });
    expect(() => scaleAndOffset('K', 'PRECIP')).toThrow(/cannot be converted/);
  });
});

describe('Salmon (1-D)', () => {
  it('Gauge.fromNc with alt_names reads every series and the station location', async () => {
    const g = await Gauge.fromNc(SALMON, { altNames: ALT, dataType: ['RAINFALL', 'SNOWFALL', 'TEMP_MIN'] });
    expect(g.latitude).toBeCloseTo(54.4848);
    expect(g.name).toBe('Gauge_1');
    expect(g.data!.map((d) => d.data_type)).toEqual(['RAINFALL', 'SNOWFALL', 'TEMP_MIN']);
    const rain = g.data![0]!.read_from_netcdf!;
    expect(rain.var_name_nc).toBe('rain');
    expect(rain.dim_names_nc).toEqual(['time']);
    expect(rain.linear_transform?.toJSON()).toEqual({ scale: 1, offset: 0 });
    // Raven skips coordinate variable names inside a gauge's :ReadFromNetCDF: not set, so nothing is lost.
    expect(rain.latitude_var_name_nc).toBeNull();
    expect(g.toRv()).toContain(':VarNameNC rain');
  });

  it('searches files in order, applies data_kwds ALL and monthly means', async () => {
    const g = await Gauge.fromNc([SALMON, SALMON], {
      altNames: ALT,
      dataType: ['TEMP_MIN', 'PET'],
      monAve: true,
      dataKwds: { ALL: { TimeShift: 0.5, elevation: 843 }, PET: { time_shift: 0.25 } },
    });
    expect(g.data).toHaveLength(2);
    expect(g.elevation).toBe(843);
    expect(g.data![0]!.read_from_netcdf!.time_shift).toBe(0.5);
    expect(g.data![1]!.read_from_netcdf!.time_shift).toBe(0.25);
    expect(g.monthly_min_temperature).toHaveLength(12);
    expect(g.monthly_ave_evaporation).toHaveLength(12);
    // With minimum only, no average temperature can be made.
    expect(g.monthly_ave_temperature).toBeNull();
  });

  it('makes the monthly average temperature from the minimum and maximum when the file has no average', async () => {
    const g = await Gauge.fromNc(SALMON, { altNames: ALT, dataType: ['TEMP_MIN', 'TEMP_MAX'], monAve: true });
    const mean = async (type: string) =>
      (await ncSpecs(SALMON, type, { altNames: ALT, monAve: true })).monthly!;
    const [tmin, tmax] = [await mean('TEMP_MIN'), await mean('TEMP_MAX')];
    expect(g.monthly_ave_temperature).toEqual(tmin.values.map((v, i) => (v + tmax.values[i]!) / 2));
    // Salmon River: below freezing in January, well above in July.
    expect(g.monthly_ave_temperature![0]).toBeLessThan(-5);
    expect(g.monthly_ave_temperature![6]).toBeGreaterThan(10);
  });

  it('writes the monthly means as computed, unrounded: each number of the .rvt reads back as the mean', async () => {
    const g = await Gauge.fromNc(SALMON, { altNames: ALT, dataType: ['PET'], monAve: true });
    // The means computed here with a plain loop: they differ from numpy's order of addition by an ulp or two.
    const ds = await openNetcdf(SALMON);
    const pet = ds.numeric('pet');
    const sums = new Array<number>(12).fill(0);
    const counts = new Array<number>(12).fill(0);
    ds.time!.dates.forEach((d, i) => {
      sums[Number(d.slice(5, 7)) - 1]! += pet[i]!;
      counts[Number(d.slice(5, 7)) - 1]!++;
    });
    const written = /:MonthlyAveEvaporation(.*)/
      .exec(g.toRv())![1]!
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    expect(written).toEqual(g.monthly_ave_evaporation);
    written.forEach((x, m) => {
      const mean = sums[m]! / counts[m]!;
      expect([m, Math.abs(x - mean) / Math.abs(mean) < 1e-14]).toEqual([m, true]);
    });
  });

  it("writes the reference library's monthly evaporation into the .rvt, each number to the last bit", async () => {
    // What HBVEC and HYPR are given: the same numbers in Raven's input, so Raven computes the same flows.
    const reference = JSON.parse(
      readFileSync(join(repoRoot, 'test/fixtures/reference/salmon-monthly-means.json'), 'utf8'),
    ) as Record<string, number[]>;
    const g = await Gauge.fromNc(SALMON, { altNames: ALT, dataType: ['PET'], monAve: true });
    const written = /:MonthlyAveEvaporation(.*)/
      .exec(g.toRv())![1]!
      .trim()
      .split(/[\s,]+/);
    expect(written.map(Number)).toEqual(reference.monthly_ave_evaporation);
    // The shortest text that reads back as the number: what JavaScript prints for it.
    expect(written).toEqual(reference.monthly_ave_evaporation!.map(String));
  });

  it("gives the reference library's monthly means to the last bit", async () => {
    const reference = JSON.parse(
      readFileSync(join(repoRoot, 'test/fixtures/reference/salmon-monthly-means.json'), 'utf8'),
    ) as Record<string, number[]>;
    const specs = await ncSpecs(SALMON, 'PET', { altNames: ALT, monAve: true });
    expect(specs.monthly!.values).toEqual(reference.monthly_ave_evaporation);
    // The reference's tests average the daily mean temperature, (tmin + tmax) / 2, by month.
    const ds = await openNetcdf(SALMON);
    const [tmin, tmax] = [ds.numeric('tmin'), ds.numeric('tmax')];
    const daily = tmin.map((t, i) => (t + tmax[i]!) / 2);
    expect(monthlyMeansOf(ds.time!.dates, daily)).toEqual(reference.monthly_ave_temperature);
  });

  it('names the file and the variable when a variable is missing', async () => {
    await expect(Data.fromNc(SALMON, 'TEMP_AVE')).rejects.toThrow(
      /Salmon-River-Near-Prince-George_meteo_daily\.nc: no variable for TEMP_AVE \(tried: tas, air_temperature/,
    );
    await expect(Gauge.fromNc(SALMON, { dataType: ['TEMP_MIN'] })).rejects.toThrow(/Salmon.*TEMP_MIN/);
    await expect(Data.fromNc('/nonexistent.nc', 'PRECIP')).rejects.toThrow(
      /NetCDF file not found: \/nonexistent\.nc/,
    );
  });

  it('Data, ObservationData and ReadFromNetCDF from the file', async () => {
    const d = await Data.fromNc(SALMON, 'TEMP_MAX', { altNames: ['tmax'] });
    expect(d.units).toBe('degC');
    expect(d.read_from_netcdf!.station_idx).toBe(1);
    const o = await ObservationData.fromNc(SALMON, { altNames: ALT, kwds: { uid: 7 } });
    expect(o.uid).toBe('7');
    expect(o.read_from_netcdf!.var_name_nc).toBe('qobs');
    const r = await ReadFromNetCDF.fromNc(SALMON, 'PET', { altNames: ALT });
    expect(r.latitude_var_name_nc).toBeNull();
    expect(r.toJSON()).toMatchObject({ var_name_nc: 'pet', dim_names_nc: ['time'] });
  });
});

describe('2-D and 3-D files', () => {
  it('2-D (time, station): station moved first, K converted, identity weights per station', async () => {
    const fn = ncgen(
      'two',
      `netcdf two { dimensions: time = 3 ; station = 2 ;
variables: double time(time) ; time:units = "days since 2000-01-01" ; time:standard_name = "time" ;
 double lat(station) ; lat:standard_name = "latitude" ; double lon(station) ; lon:standard_name = "longitude" ;
 double elevation(station) ; int station_id(station) ;
 double tas(time, station) ; tas:units = "K" ;
data: time = 0, 1, 2 ; lat = 45, 46 ; lon = -70, -71 ; elevation = 100, 200 ; station_id = 11, 22 ;
 tas = 270, 271, 272, 273, 274, 275 ; }`,
    );
    const sf = await StationForcing.fromNc(fn, 'TEMP_AVE');
    expect(sf.dim_names_nc).toEqual(['station', 'time']);
    expect(sf.linear_transform?.toJSON()).toEqual({ scale: 1, offset: -273.15 });
    expect(sf.forcing_type).toBe('TEMP_AVE');
    expect((sf.grid_weights.toJSON() as { number_hrus: number }).number_hrus).toBe(2);
    const g = await Gauge.fromNc(fn, { stationIdx: 2, dataType: ['TEMP_AVE'] });
    expect([g.latitude, g.longitude, g.elevation, g.name]).toEqual([46, -71, 200, '22']);
    expect(g.data![0]!.read_from_netcdf!.station_idx).toBe(2);
    expect(g.toRv()).toContain(':StationIdx 2');
  });

  it('3-D (time, lat, lon): lon lat time, kg m-2 s-1 to mm/d', async () => {
    const fn = ncgen(
      'three',
      `netcdf three { dimensions: time = 2 ; lat = 2 ; lon = 2 ;
variables: double time(time) ; time:units = "days since 2000-01-01" ;
 double lat(lat) ; lat:units = "degrees_north" ; double lon(lon) ; lon:units = "degrees_east" ;
 double pr(time, lat, lon) ; pr:units = "kg m-2 s-1" ;
data: time = 0, 1 ; lat = 1, 2 ; lon = 3, 4 ; pr = 1, 2, 3, 4, 5, 6, 7, 8 ; }`,
    );
    const r = await ReadFromNetCDF.fromNc(fn, 'PRECIP').catch((e: Error) => e);
    expect(r).toBeInstanceOf(Error); // ReadFromNetCDF reads (station,) time only
    const { GriddedForcing } = await import('../../src/models/rvt/index.js');
    const { ncSpecs } = await import('../../src/forcing/specs.js');
    const specs = await ncSpecs(fn, 'PRECIP');
    expect(specs.dim_names_nc).toEqual(['lon', 'lat', 'time']);
    expect(specs.linear_transform).toEqual({ scale: 86400, offset: 0 });
    const { filterFor } = await import('../../src/forcing/fromNc.js');
    const gf = new GriddedForcing({
      ...filterFor(GriddedForcing as never, { ...specs }),
      forcing_type: 'PRECIP',
    });
    expect(gf.toRv()).toContain(':DimNamesNC lon lat time');
  });
});
