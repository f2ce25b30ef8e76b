import { readFileSync } from 'node:fs';
import { readDiagnostics } from '../../src/output/diagnostics.js';
import { parseNumber, splitUnits } from '../../src/output/csvTable.js';
import { readHydrographsCsv } from '../../src/output/hydrographsCsv.js';
import { fixture } from './helpers.js';

describe('Hydrographs.csv with a named basin and an unnamed reservoir basin', () => {
  const ds = readHydrographsCsv(readFileSync(fixture('Hydrographs-reservoir.csv'), 'utf8'));

  test('columns become the variables of Hydrographs.nc over time × nbasins', () => {
    expect(ds.dims).toEqual({ time: 4, nbasins: 2 });
    expect(Object.keys(ds.variables).sort()).toEqual(
      [
        'basin_fullname',
        'basin_name',
        'precip',
        'q_in',
        'q_in_obs',
        'q_obs',
        'q_sim',
        'qnet_in',
        'time',
      ].sort(),
    );
    expect(ds.get('q_sim').dims).toEqual(['time', 'nbasins']);
  });

  test('basin_name is the ID of ID=<n> columns and the name otherwise; basin_fullname is the name', () => {
    expect(ds.basinNames()).toEqual(['Upper Creek', '36']);
    expect(ds.get('basin_fullname').data).toEqual(['Upper Creek', '']);
  });

  test('values land in their basin; --- and empty fields are NaN; columns a basin lacks are NaN', () => {
    expect(Array.from(ds.numeric('precip'))).toEqual([NaN, 1.5, 0, 6.66447]);
    expect(Array.from(ds.numeric('q_sim'))).toEqual([
      0, 12.5, 0.165788, 12.25, 0.559366, 11.75, 1.23e-5, 11.5,
    ]);
    expect(Array.from(ds.numeric('q_obs'))).toEqual([NaN, NaN, 5.78, NaN, NaN, NaN, 5.66, NaN]);
    expect(Array.from(ds.numeric('q_in'))).toEqual([NaN, 0, NaN, 3.5, NaN, 4, NaN, 4.25]);
    expect(Array.from(ds.numeric('qnet_in'))).toEqual([NaN, 0, NaN, 3.25, NaN, 3.875, NaN, 4.125]);
    expect(Array.from(ds.numeric('q_in_obs'))).toEqual([NaN, NaN, NaN, 3.75, NaN, NaN, NaN, 4.5]);
    expect(ds.get('q_sim').attrs).toEqual({ units: 'm3/s', coordinates: 'basin_name' });
  });

  test('time: hours since the start, dates from the date and hour columns', () => {
    expect(Array.from(ds.numeric('time'))).toEqual([0, 6, 12, 18]);
    expect(ds.time?.units).toBe('hours since 2001-01-01 00:00:00');
    expect(ds.time?.dates).toEqual([
      '2001-01-01T00:00:00',
      '2001-01-01T06:00:00',
      '2001-01-01T12:00:00',
      '2001-01-01T18:00:00',
    ]);
  });

  test('selecting a basin by name gives that column', () => {
    expect(Array.from(ds.sel({ basin: '36' }).numeric('q_in'))).toEqual([0, 3.5, 4, 4.25]);
    expect(Array.from(ds.sel({ basin: 'Upper Creek' }).numeric('q_sim'))).toEqual([
      0, 0.165788, 0.559366, 1.23e-5,
    ]);
  });
});

describe('Diagnostics.csv', () => {
  test('one entry per row; DIAG columns are numbers; the empty column of the trailing comma is left out', () => {
    const text = [
      'observed_data_series,filename,DIAG_NASH_SUTCLIFFE,DIAG_RMSE,DIAG_PCT_BIAS,',
      'HYDROGRAPH_ALL[1],data_obs/q.rvt,0.511214,32.8827,-inf,',
      'HYDROGRAPH_cal[1],data_obs/q.rvt,0.6,-nan,1e-3,',
      'Average_HYDROGRAPH_ALL,[multiple],0.5,30,---,',
    ].join('\r\n');
    expect(readDiagnostics(text)).toEqual({
      observed_data_series: ['HYDROGRAPH_ALL[1]', 'HYDROGRAPH_cal[1]', 'Average_HYDROGRAPH_ALL'],
      filename: ['data_obs/q.rvt', 'data_obs/q.rvt', '[multiple]'],
      DIAG_NASH_SUTCLIFFE: [0.511214, 0.6, 0.5],
      DIAG_RMSE: [32.8827, NaN, 30],
      DIAG_PCT_BIAS: [-Infinity, 0.001, NaN],
    });
  });
});

describe('CSV cells', () => {
  test('numbers as C++ prints them', () => {
    expect(parseNumber('6.69798e-05')).toBe(6.69798e-5);
    expect(parseNumber(' 12 ')).toBe(12);
    expect(parseNumber('---')).toBeNaN();
    expect(parseNumber('')).toBeNaN();
    expect(parseNumber('inf')).toBe(Infinity);
    expect(parseNumber('1.#INF')).toBe(Infinity);
    expect(parseNumber('-1.#INF')).toBe(-Infinity);
    expect(parseNumber('nan')).toBeNaN();
    expect(parseNumber('abc')).toBeNaN();
  });

  test('units are the trailing bracket after a space; index brackets belong to the name', () => {
    expect(splitUnits('Soil Water[0] [mm]')).toEqual({ label: 'Soil Water[0]', units: 'mm' });
    expect(splitUnits(' Total [mm]')).toEqual({ label: 'Total', units: 'mm' });
    expect(splitUnits('Convolution Storage[1]')).toEqual({ label: 'Convolution Storage[1]', units: null });
    expect(splitUnits('temp_daily_ave [C]')).toEqual({ label: 'temp_daily_ave', units: 'C' });
    expect(splitUnits('hour')).toEqual({ label: 'hour', units: null });
  });
});
