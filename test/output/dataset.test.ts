import { Dataset } from '../../src/output/dataset.js';
import { openNetcdf } from '../../src/output/netcdf.js';
import { stackDatasets } from '../../src/output/stack.js';
import { ncgen, removeDir, tempDir } from './helpers.js';

let dir: string;
let ds: Dataset;
beforeAll(async () => {
  dir = tempDir();
  ds = await openNetcdf(ncgen('hydrographs-nc4.cdl', 'nc4', dir));
});
afterAll(() => removeDir(dir));

describe('Dataset selection', () => {
  test('a basin by basin_name, by basin_fullname or by position drops the basin dimension', () => {
    const byId = ds.sel({ basin: 'sub_2' });
    expect(byId.dims).toEqual({ time: 5 });
    expect(byId.get('q_sim').dims).toEqual(['time']);
    expect(Array.from(byId.numeric('q_sim'))).toEqual([0, 1.5, 2.25, 3.0625, 4.75]);
    expect(Array.from(ds.sel({ basin: 'Upper Creek' }).numeric('q_obs'))).toEqual([
      NaN,
      5.78,
      5.66,
      NaN,
      5.5,
    ]);
    expect(Array.from(ds.sel({ basin: 1 }).numeric('q_sim'))).toEqual(Array.from(byId.numeric('q_sim')));
    expect(byId.get('basin_name')).toMatchObject({ dims: [], data: ['sub_2'] });
    // Variables without the basin dimension are shared, not copied.
    expect(byId.get('precip')).toBe(ds.get('precip'));
    expect(() => ds.sel({ basin: 'nowhere' })).toThrow('no basin "nowhere" (basins: 36, sub_2)');
  });

  test('a time range of ISO date prefixes, both ends included', () => {
    const two = ds.sel({ time: { start: '1954-01-02', end: '1954-01-03' } });
    expect(two.dims).toEqual({ time: 2, nbasins: 2 });
    expect(two.time?.dates).toEqual(['1954-01-02T00:00:00', '1954-01-03T00:00:00']);
    expect(Array.from(two.time?.offsets ?? [])).toEqual([24, 48]);
    expect(Array.from(two.numeric('q_sim'))).toEqual([0.16578763269389757, 1.5, 0.5593662110744728, 2.25]);
    expect(ds.sel({ time: '1954-01' }).dims['time']).toBe(5);
    expect(ds.sel({ time: { start: '1954-01-04T12' } }).time?.dates).toEqual(['1954-01-05T00:00:00']);
    expect(ds.sel({ time: '1955' }).dims['time']).toBe(0);
  });

  test('basin and time together', () => {
    const one = ds.sel({ basin: '36', time: { end: '1954-01-02' } });
    expect(Array.from(one.numeric('q_sim'))).toEqual([0, 0.16578763269389757]);
  });

  test('isel: a position drops the dimension, a list keeps it; bad positions and names are errors', () => {
    expect(ds.isel({ time: 1 }).get('q_sim')).toMatchObject({
      dims: ['nbasins'],
      data: Float64Array.of(0.16578763269389757, 1.5),
    });
    expect(ds.isel({ time: 1 }).time).toBeNull();
    expect(
      Array.from(
        ds
          .isel({ nbasins: [1, 0] })
          .numeric('q_sim')
          .subarray(0, 4),
      ),
    ).toEqual([0, 0, 1.5, 0.16578763269389757]);
    expect(() => ds.isel({ time: 5 })).toThrow('index 5 out of range for "time" (size 5)');
    expect(() => ds.isel({ member: 0 })).toThrow('no dimension "member"');
  });

  test('get, has, numeric and dataVars', () => {
    expect(ds.has('q_sim')).toBe(true);
    expect(ds.has('toString')).toBe(false);
    expect(() => ds.get('q_loc')).toThrow('no variable "q_loc"');
    expect(() => ds.numeric('basin_name')).toThrow('holds strings');
    expect(ds.dataVars).toEqual(['precip', 'basin_fullname', 'q_sim', 'q_obs', 'gauge_count']);
  });

  test('a variable whose data does not fit its dimensions is rejected', () => {
    expect(
      () =>
        new Dataset({
          dims: { time: 3 },
          variables: { q: { dims: ['time'], data: new Float64Array(2), attrs: {} } },
        }),
    ).toThrow('variable "q" has 2 values for shape [3]');
    expect(
      () =>
        new Dataset({ dims: {}, variables: { q: { dims: ['time'], data: new Float64Array(2), attrs: {} } } }),
    ).toThrow('unknown dimension "time"');
  });
});

describe('stacking datasets', () => {
  test('data variables gain the leading dimension; equal coordinates are kept once', () => {
    const other = ds.isel({ nbasins: [1, 0] });
    const stacked = stackDatasets([ds, other], 'member');
    expect(stacked.dims).toEqual({ member: 2, time: 5, nbasins: 2 });
    expect(stacked.get('q_sim').dims).toEqual(['member', 'time', 'nbasins']);
    expect(Array.from(stacked.sel({ basin: 0 }).isel({ member: 1 }).numeric('q_sim'))).toEqual(
      Array.from(ds.sel({ basin: 1 }).numeric('q_sim')),
    );
    expect(stacked.get('time')).toBe(ds.get('time'));
    // The basin order differs between the members, so the basin names are stacked too.
    expect(stacked.get('basin_name')).toEqual({
      dims: ['member', 'nbasins'],
      data: ['36', 'sub_2', 'sub_2', '36'],
      attrs: ds.get('basin_name').attrs,
    });
    expect(stacked.time?.dates).toEqual(ds.time?.dates);
    // A name is at different positions in the two members, so it selects nothing unambiguously.
    expect(() => stacked.sel({ basin: '36' })).toThrow(
      'basin "36" is at different positions in different members',
    );
    expect(stackDatasets([ds, ds], 'member').sel({ basin: 'sub_2' }).dims).toEqual({ member: 2, time: 5 });
  });

  test('datasets of different shapes cannot be stacked', () => {
    expect(() => stackDatasets([ds, ds.isel({ time: [0, 1] })], 'member')).toThrow('member 1 has dimensions');
    expect(() => stackDatasets([], 'member')).toThrow('no datasets to stack');
  });
});
