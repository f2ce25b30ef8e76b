import { Gauge } from '../../../src/models/rvt/index.js';
import { UnsupportedCommandError } from '../../../src/models/commandText/unsupported.js';
import { Variable } from '../../../src/models/symbolic/expr.js';
import { FreeSymbolError } from '../../../src/models/commandText/write.js';
import { diagnosticsOf, problems, thrown } from './helpers.js';

const months = (v: number) => Array.from({ length: 12 }, (_, i) => v + i);

const salmon = () =>
  new Gauge({
    name: 'Salmon',
    Latitude: 54.4848,
    Longitude: -123.3659,
    Elevation: 843,
    rain_correction: 1.1,
    SnowCorrection: 0.9,
    monthly_ave_evaporation: months(0.5),
    MonthlyAveTemperature: months(-10),
    data: [
      {
        data_type: 'RAINFALL',
        units: 'mm/d',
        ReadFromNetCDF: { FileNameNC: 'meteo.nc', VarNameNC: 'rain', DimNamesNC: ['time'] },
      },
    ],
  });

describe('Gauge', () => {
  it('writes a marker pair whose lines Raven reads as the current gauge', () => {
    expect(salmon().toRv()).toBe(
      [
        ':Gauge Salmon',
        '  :Latitude 54.4848',
        '  :Longitude -123.3659',
        '  :Elevation 843',
        '  :RainCorrection 1.1',
        '  :SnowCorrection 0.9',
        '  :MonthlyAveEvaporation 0.5 1.5 2.5 3.5 4.5 5.5 6.5 7.5 8.5 9.5 10.5 11.5',
        '  :MonthlyAveTemperature -10 -9 -8 -7 -6 -5 -4 -3 -2 -1 0 1',
        '  :Data RAINFALL mm/d',
        '    :ReadFromNetCDF',
        '      :FileNameNC meteo.nc',
        '      :VarNameNC rain',
        '      :DimNamesNC time',
        '    :EndReadFromNetCDF',
        '  :EndData',
        ':EndGauge',
        '',
      ].join('\n'),
    );
    expect(diagnosticsOf(salmon().toRv())).toEqual([]);
  });

  it('reads back what it writes', () => {
    const g = salmon();
    expect(Gauge.parse(g.toRv()).toJSON()).toEqual(g.toJSON());
    const bare = new Gauge({ latitude: 1, longitude: 2 });
    expect(bare.toRv()).toBe(':Gauge default\n  :Latitude 1\n  :Longitude 2\n:EndGauge\n');
    expect(Gauge.parse(bare.toRv()).toJSON()).toEqual(bare.toJSON());
  });

  it('has the spec defaults', () => {
    expect(new Gauge({ latitude: 1, longitude: 2 }).toJSON()).toEqual({
      name: 'default',
      latitude: 1,
      longitude: 2,
      elevation: null,
      rain_correction: null,
      snow_correction: null,
      monthly_ave_evaporation: null,
      monthly_ave_temperature: null,
      monthly_min_temperature: null,
      monthly_max_temperature: null,
      data: null,
      // Extensions: the other lines Raven reads inside :Gauge.
      measurement_height: null,
      multi_data: null,
      ensim_time_series: null,
      cloud_temp_ranges: null,
      temperature_correction: null,
      redirect_to_file: null,
    });
  });

  it('needs latitude and longitude, twelve monthly values, a one-word name', () => {
    const e = thrown(
      () =>
        new Gauge({
          name: 'Salmon River',
          monthly_ave_evaporation: [1, 2],
          monthly_ave_temperature: months(0).slice(1),
          monthly_min_temperature: [...months(0), 1],
          monthly_max_temperature: [],
          elevation: 'high',
        }),
    );
    expect(problems(e)).toEqual([
      'elevation: must be a number',
      'latitude: is required',
      'longitude: is required',
      'monthly_ave_evaporation: must have one value per month (12 values)',
      'monthly_ave_temperature: must have one value per month (12 values)',
      'monthly_max_temperature: must have one value per month (12 values)',
      'monthly_min_temperature: must have one value per month (12 values)',
      'name: must be one word: Raven splits words at spaces, tabs and commas',
    ]);
    expect(problems(thrown(() => new Gauge({ name: '#1', latitude: 1, longitude: 2 })))).toEqual([
      'name: must not start with #: Raven reads it as a comment',
    ]);
  });

  it('checks its series', () => {
    const e = thrown(
      () =>
        new Gauge({
          latitude: 1,
          longitude: 2,
          data: [{ data_type: 'RAIN', read_from_netcdf: { file_name_nc: 'a.nc', dim_names_nc: ['time'] } }],
        }),
    );
    expect(problems(e)).toEqual([
      'data.0.data_type: must be one of the 38 values of ForcingType (or empty)',
      'data.0.read_from_netcdf.var_name_nc: is required',
    ]);
  });

  it('points at the word that is wrong', () => {
    const text = ':Gauge G\n  :Latitude north\n  :Longitude 2\n  :MonthlyAveTemperature 1 2 3\n:EndGauge\n';
    const e = thrown(() => Gauge.parse(text));
    expect(e.problems).toEqual([
      { path: 'latitude', message: 'must be a number', location: { file: '<text>', line: 2, column: 13 } },
      {
        path: 'monthly_ave_temperature',
        message: 'must have one value per month (12 values)',
        location: { file: '<text>', line: 4, column: 26 },
      },
    ]);
  });

  it('reads what Raven reads: any order, last value, alias, first word of the name, no name', () => {
    const text = [
      ':Gauge',
      '  :MonthlyEvapFactor 1 1 1 1 1 1 1 1 1 1 1 2',
      '  :Longitude 2',
      '  :Latitude 0',
      '  :Latitude 1',
      ':EndGauge',
    ].join('\n');
    const g = Gauge.parse(text);
    expect(g.toJSON()).toMatchObject({ name: '', latitude: 1, longitude: 2 });
    expect(g.monthly_ave_evaporation).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2]);
    expect(g.toRv().split('\n')[0]).toBe(':Gauge');
    expect(Gauge.parse(':Gauge Glen Allan\n:Latitude 1\n:Longitude 2\n:EndGauge\n').name).toBe('Glen');
  });

  it('reads every line Raven reads inside :Gauge, the ones the spec has no field for as extensions', () => {
    const text = [
      ':Gauge G',
      '  :Latitude 1',
      '  :CloudTempRanges 0 5',
      '  :Longitude 2',
      '  :RedirectToFile forcings.rvt',
      '  :Data RAINFALL',
      '    2000-01-01 00:00:00 1.0 2',
      '    1 2',
      '  :EndData',
      '  :MultiData',
      '    2000-01-01 00:00:00 1.0 2',
      '    :Parameters TEMP_MAX TEMP_MIN',
      '    :Units C C',
      '    5 -1',
      '    6 -2',
      '  :EndMultiData',
      ':EndGauge',
      '',
    ].join('\n');
    const g = Gauge.parse(text);
    expect(g.toJSON()).toMatchObject({
      cloud_temp_ranges: { cloud_temp_min: 0, cloud_temp_max: 5 },
      redirect_to_file: ['forcings.rvt'],
      data: [{ data_type: 'RAINFALL', series: { start: '2000-01-01 00:00:00', step: 1, values: [1, 2] } }],
      multi_data: [
        {
          parameters: ['TEMP_MAX', 'TEMP_MIN'],
          units: ['C', 'C'],
          values: [
            [5, 6],
            [-1, -2],
          ],
        },
      ],
    });
    // Written back in the order of the file (Raven ignores the order inside a gauge; a diff should not).
    expect(g.toRv()).toBe(
      text.replace('1.0 2\n    1 2', '1 2\n    1 2').replace('1.0 2\n    :Param', '1 2\n    :Param'),
    );
    expect(new Gauge(g.toJSON() as object).toJSON()).toEqual(g.toJSON());
    const stray = thrown(() =>
      Gauge.parse(':Gauge G\n:Latitude 1\n:Longitude 2\n:SubBasins\n:EndSubBasins\n:EndGauge\n'),
    );
    expect(stray).toBeInstanceOf(UnsupportedCommandError);
  });

  it('will not write a free symbol', () => {
    const g = new Gauge({ latitude: 1, longitude: 2, rain_correction: new Variable('X1') });
    expect(() => g.toRv()).toThrow(FreeSymbolError);
    expect(g.toJSON()).toMatchObject({ rain_correction: { name: 'X1' } });
  });
});
