import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { netcdfFormat, openNetcdf, parseNc } from '../../src/output/netcdf.js';
import { ncdumpValues, ncgen, removeDir, run, tempDir } from './helpers.js';

let dir: string;
beforeAll(() => {
  dir = tempDir();
});
afterAll(() => removeDir(dir));

describe('NetCDF-4 (HDF5) in the layout of Raven Hydrographs.nc', () => {
  let path: string;
  beforeAll(() => {
    path = ncgen('hydrographs-nc4.cdl', 'nc4', dir);
  });

  test('the fixture really is deflated NetCDF-4 with an unlimited time', () => {
    const header = run('ncdump', ['-hs', path]);
    expect(header).toContain(':_Format = "netCDF-4"');
    expect(header).toContain('q_sim:_DeflateLevel = 6');
    expect(header).toContain('time = UNLIMITED');
    expect(netcdfFormat(path)).toBe('netcdf4');
  });

  test('dimensions come from the dimension scales; phantom dimension datasets are not variables', async () => {
    const ds = await openNetcdf(path);
    expect(ds.dims).toEqual({ time: 5, nbasins: 2 });
    expect(Object.keys(ds.variables)).toEqual([
      'time',
      'precip',
      'basin_name',
      'basin_fullname',
      'q_sim',
      'q_obs',
      'gauge_count',
    ]);
    expect(ds.get('q_sim').dims).toEqual(['time', 'nbasins']);
    expect(ds.get('basin_name').dims).toEqual(['nbasins']);
    expect(ds.coords).toEqual(['time', 'basin_name']);
  });

  test('values equal what ncdump prints, with fill values as NaN', async () => {
    const ds = await openNetcdf(path);
    const dumped = ncdumpValues(path, [
      'time',
      'precip',
      'q_sim',
      'q_obs',
      'gauge_count',
      'basin_name',
      'basin_fullname',
    ]);
    for (const name of ['time', 'precip', 'q_sim', 'q_obs', 'gauge_count']) {
      expect(Array.from(ds.numeric(name))).toEqual(dumped[name]);
    }
    expect(ds.get('basin_name').data).toEqual(['36', 'sub_2']);
    // An empty NC_STRING is the string fill value: ncdump prints `_`, readers give ''.
    expect(dumped['basin_fullname']).toEqual(['Upper Creek', NaN]);
    expect(ds.get('basin_fullname').data).toEqual(['Upper Creek', '']);
    expect(Number.isNaN(ds.numeric('q_obs')[0])).toBe(true);
    expect(ds.numeric('q_sim')[2]).toBe(0.16578763269389757);
  });

  test('attributes: text without NUL padding, numbers, internal netCDF attributes left out', async () => {
    const ds = await openNetcdf(path);
    expect(ds.attrs).toEqual({
      Conventions: 'CF-1.6',
      featureType: 'timeSeries',
      history: 'Created by Raven',
      description: 'Standard Output',
    });
    expect(ds.get('q_sim').attrs).toEqual({
      units: 'm**3 s**-1',
      long_name: 'Simulated outflows',
      _FillValue: -9999,
      missing_value: -9999,
      coordinates: 'basin_name',
    });
    expect(ds.get('time').attrs).toEqual({
      units: 'hours since 1954-01-01 00:00:00',
      calendar: 'gregorian',
      standard_name: 'time',
    });
  });

  test('the time coordinate is decoded', async () => {
    const ds = await openNetcdf(path);
    expect(ds.time?.calendar).toBe('standard');
    expect(ds.time?.dates).toEqual([
      '1954-01-01T00:00:00',
      '1954-01-02T00:00:00',
      '1954-01-03T00:00:00',
      '1954-01-04T00:00:00',
      '1954-01-05T00:00:00',
    ]);
  });

  test('a file rewritten in place is read afresh (no file handle or cache survives a read)', async () => {
    const copy = join(dir, 'rewritten.nc');
    run('cp', [path, copy]);
    expect((await openNetcdf(copy)).dims['time']).toBe(5);
    run('ncgen', ['-k', 'nc4', '-o', copy, ncgenSource(dir)]);
    const again = await openNetcdf(copy);
    expect(again.dims).toEqual({ time: 2 });
    expect(Array.from(again.numeric('time'))).toEqual([10, 20]);
  });
});

function ncgenSource(at: string): string {
  const cdl = join(at, 'small.cdl');
  writeFileSync(
    cdl,
    'netcdf small {\ndimensions:\n time = UNLIMITED ;\nvariables:\n double time(time) ;\ndata:\n time = 10, 20 ;\n}\n',
  );
  return cdl;
}

describe('classic NetCDF (CDF-1 and CDF-2)', () => {
  for (const kind of ['nc3', 'nc6']) {
    test(`${kind}: record variables, char arrays, packing, fill and missing values`, async () => {
      const path = ncgen('classic.cdl', kind, dir);
      expect(netcdfFormat(path)).toBe('classic');
      const ds = await openNetcdf(path);
      expect(ds.dims).toEqual({ time: 3, nbasins: 3, strlen: 8 });
      // Record variables are interleaved record by record in the file.
      expect(Array.from(ds.numeric('q'))).toEqual([1.5, 2.5, 3.5, 4.5, NaN, 6.5, 7.5, 8.5, 9.25]);
      expect(ds.get('q').dims).toEqual(['time', 'nbasins']);
      // scale_factor 0.5, add_offset 10; the fill value is masked before unpacking.
      expect(Array.from(ds.numeric('level'))).toEqual([12, NaN, 13.5]);
      expect(Array.from(ds.numeric('count'))).toEqual([10, NaN, 30]);
      // Char arrays become strings along their last dimension, even when a string fills it without a NUL.
      expect(ds.get('basin_name')).toEqual({
        dims: ['nbasins'],
        data: ['Alpha', 'Beta', 'Gamma123'],
        attrs: {},
      });
      expect(Array.from(ds.numeric('flag'))).toEqual([-128, 0, 127]);
      expect(Array.from(ds.numeric('area'))).toEqual([10.5, 20.25, 0.125]);
      expect(ds.attrs).toEqual({ title: 'classic fixture', weights: [0.25, 0.5, 0.25], offset: -3 });
      expect(ds.time?.dates).toEqual(['2000-02-27T00:00:00', '2000-02-28T00:00:00', '2000-02-29T00:00:00']);
      expect(ds.basinNames()).toEqual(['Alpha', 'Beta', 'Gamma123']);
    });
  }

  test('values equal what ncdump prints', async () => {
    const path = ncgen('classic.cdl', 'nc3', dir);
    const ds = await openNetcdf(path);
    const dumped = ncdumpValues(path, ['q', 'area', 'flag']);
    for (const name of ['q', 'area', 'flag']) expect(Array.from(ds.numeric(name))).toEqual(dumped[name]);
  });
});

describe('calendars in files', () => {
  test('noleap: the day after 28 February 2000 is 1 March; float fill values become NaN', async () => {
    const ds = await openNetcdf(ncgen('noleap.cdl', 'nc4', dir));
    expect(ds.time?.calendar).toBe('noleap');
    expect(ds.time?.dates).toEqual([
      '2000-02-27T00:00:00',
      '2000-02-28T00:00:00',
      '2000-03-01T00:00:00',
      '2001-02-28T00:00:00',
    ]);
    expect(Array.from(ds.numeric('tas'))).toEqual([1.5, NaN, 2.5, 3.5]);
  });

  test('360_day: 29 and 30 February exist', async () => {
    const ds = await openNetcdf(ncgen('360day.cdl', 'nc4', dir));
    expect(ds.time?.calendar).toBe('360_day');
    expect(ds.time?.dates).toEqual([
      '2000-02-28T12:00:00',
      '2000-02-29T12:00:00',
      '2000-02-30T12:00:00',
      '2000-03-01T00:00:00',
    ]);
  });
});

describe('a NetCDF-4 file with no time step written yet', () => {
  test('reads as zero-length variables and an empty time axis', async () => {
    const cdl = join(dir, 'empty.cdl');
    writeFileSync(
      cdl,
      'netcdf empty {\ndimensions:\n time = UNLIMITED ;\n nbasins = 2 ;\nvariables:\n double time(time) ;\n' +
        '  time:units = "hours since 2000-01-01" ;\n double q_sim(time, nbasins) ;\n string basin_name(nbasins) ;\n' +
        'data:\n basin_name = "1", "2" ;\n}\n',
    );
    const path = join(dir, 'empty.nc');
    run('ncgen', ['-k', 'nc4', '-o', path, cdl]);
    const ds = await openNetcdf(path);
    expect(ds.dims).toEqual({ time: 0, nbasins: 2 });
    expect(ds.numeric('q_sim')).toEqual(new Float64Array(0));
    expect(ds.time?.dates).toEqual([]);
    expect(ds.basinNames()).toEqual(['1', '2']);
  });
});

describe('parseNc and unreadable inputs', () => {
  test('parseNc returns null for a missing path or a directory, and the dataset otherwise', async () => {
    expect(await parseNc(join(dir, 'missing.nc'))).toBeNull();
    expect(await parseNc(dir)).toBeNull();
    const ds = await parseNc(ncgen('noleap.cdl', 'nc4', dir));
    expect(ds?.dims).toEqual({ time: 4 });
  });

  test('CDF-5 and non-NetCDF files are rejected with the reason', async () => {
    await expect(openNetcdf(ncgen('classic.cdl', 'nc5', dir))).rejects.toThrow('CDF-5 is not supported');
    const text = join(dir, 'not.nc');
    writeFileSync(text, 'time,date\n');
    await expect(openNetcdf(text)).rejects.toThrow('is not a NetCDF file');
    const damaged = join(dir, 'damaged.nc');
    writeFileSync(damaged, Buffer.concat([Buffer.from('\x89HDF\r\n\x1a\n', 'latin1'), Buffer.alloc(64, 7)]));
    expect(netcdfFormat(damaged)).toBe('netcdf4');
    await expect(openNetcdf(damaged)).rejects.toThrow('HDF5 cannot open the file');
  });
});
