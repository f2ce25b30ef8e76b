import { Data, LinearTransform, ObservationData, ReadFromNetCDF } from '../../../src/models/rvt/index.js';
import { UnsupportedCommandError } from '../../../src/models/commandText/unsupported.js';
import { diagnosticsOf, nodeOf, problems, thrown } from './helpers.js';

const nc = { file_name_nc: 'q.nc', var_name_nc: 'qobs', dim_names_nc: ['time'] };

describe('ReadFromNetCDF', () => {
  it('has the spec fields and defaults (and the extension period_ending_nc)', () => {
    expect(new ReadFromNetCDF(nc).toJSON()).toEqual({
      ...nc,
      station_idx: 1,
      time_shift: null,
      linear_transform: null,
      deaccumulate: null,
      period_ending_nc: null,
      latitude_var_name_nc: null,
      longitude_var_name_nc: null,
      elevation_var_name_nc: null,
    });
  });

  it('writes the lines CTimeSeries::Parse reads; :StationIdx where Raven uses it', () => {
    const r = new ReadFromNetCDF({
      FileNameNC: 'meteo.nc',
      VarNameNC: 'pr',
      DimNamesNC: ['time', 'station'],
      StationIdx: 1,
      TimeShift: -0.25,
      LinearTransform: { scale: 86400 },
      latitude_var_name_nc: 'lat',
    });
    expect(r.dim_names_nc).toEqual(['station', 'time']);
    expect(r.toRv()).toBe(
      [
        ':ReadFromNetCDF',
        '  :FileNameNC meteo.nc',
        '  :VarNameNC pr',
        '  :DimNamesNC station time',
        '  :StationIdx 1',
        '  :TimeShift -0.25',
        '  :LinearTransform 86400 0',
        ':EndReadFromNetCDF',
        '',
      ].join('\n'),
    );
    // One dimension and the default index: Raven ignores the index, so it is left out.
    expect(new ReadFromNetCDF(nc).toRv()).not.toContain(':StationIdx');
    expect(new ReadFromNetCDF({ ...nc, station_idx: 2 }).toRv()).toContain(':StationIdx 2');
  });

  it('applies the spec rules and the limits of Raven’s reader', () => {
    const e = thrown(
      () =>
        new ReadFromNetCDF({
          file_name_nc: 'my file.nc',
          var_name_nc: 'q obs',
          dim_names_nc: ['x', 'y', 'time'],
          station_idx: 0,
          deaccumulate: true,
          elevation_var_name_nc: 'z,1',
        }),
    );
    expect(problems(e)).toEqual([
      'deaccumulate: Raven does not read :Deaccumulate inside :ReadFromNetCDF (only in :GriddedForcing or :StationForcing)',
      'dim_names_nc: must have one or two dimensions ((station) time): Raven reads no more in :ReadFromNetCDF',
      'elevation_var_name_nc: must be one word: Raven splits words at spaces, tabs and commas',
      'file_name_nc: must be one word: Raven splits words at spaces, tabs and commas (Raven reads only the first word of :FileNameNC here)',
      'station_idx: must be at least 1',
      'var_name_nc: must be one word: Raven splits words at spaces, tabs and commas',
    ]);
    const url = `https://example.org/${'x'.repeat(2100)}.nc`;
    expect(problems(thrown(() => new ReadFromNetCDF({ ...nc, file_name_nc: url })))).toEqual([
      'file_name_nc: must have at most 2083 characters (a URL)',
    ]);
    expect(problems(thrown(() => new ReadFromNetCDF({ ...nc, file_name_nc: '' })))).toEqual([
      'file_name_nc: must have at least 1 characters',
    ]);
    expect(problems(thrown(() => new ReadFromNetCDF({ var_name_nc: 'q' })))).toEqual([
      'dim_names_nc: is required',
      'file_name_nc: is required',
    ]);
  });

  it('reorder_time: puts a t or time dimension last, keeps other names in order', () => {
    expect(new ReadFromNetCDF({ ...nc, dim_names_nc: ['t', 'region'] }).dim_names_nc).toEqual([
      'region',
      't',
    ]);
    expect(new ReadFromNetCDF({ ...nc, dim_names_nc: ['nstation', 'ntime'] }).dim_names_nc).toEqual([
      'nstation',
      'ntime',
    ]);
  });
});

describe('LinearTransform', () => {
  it('defaults to the identity, which is still written', () => {
    const l = new LinearTransform();
    expect(l.toJSON()).toEqual({ scale: 1, offset: 0 });
    expect(l.toRv()).toBe(':LinearTransform 1 0\n');
    expect(LinearTransform.parse(':LinearTransform 2.5 -273.15\n').toJSON()).toEqual({
      scale: 2.5,
      offset: -273.15,
    });
  });

  it('needs two numbers', () => {
    const e = thrown(() => LinearTransform.parse(':LinearTransform x\n'));
    expect(e.problems).toEqual([
      {
        path: '',
        message: 'needs exactly two values: scale and offset',
        location: { file: '<text>', line: 1, column: 1 },
      },
      { path: 'scale', message: 'must be a number', location: { file: '<text>', line: 1, column: 18 } },
    ]);
  });
});

describe('Data', () => {
  const rain = () => new Data({ data_type: 'RAINFALL', units: 'mm/d', read_from_netcdf: nc });

  it('writes a :Data block around its NetCDF source and reads it back', () => {
    expect(rain().toRv()).toBe(
      [
        ':Data RAINFALL mm/d',
        '  :ReadFromNetCDF',
        '    :FileNameNC q.nc',
        '    :VarNameNC qobs',
        '    :DimNamesNC time',
        '  :EndReadFromNetCDF',
        ':EndData',
        '',
      ].join('\n'),
    );
    expect(diagnosticsOf(rain().toRv())).toEqual([]);
    expect(Data.parse(rain().toRv()).toJSON()).toEqual(rain().toJSON());
    const bare = new Data({
      data_type: 'PET',
      read_from_netcdf: { ...nc, linear_transform: {}, time_shift: 1 },
    });
    expect(bare.toRv().split('\n')[0]).toBe(':Data PET');
    expect(Data.parse(bare.toRv()).toJSON()).toEqual(bare.toJSON());
  });

  it('defaults: no type, no units; a type is needed to write it', () => {
    const d = new Data({ read_from_netcdf: nc });
    expect(d.toJSON()).toMatchObject({ data_type: '', units: '' });
    expect(() => d.toRv()).toThrow('Data.data_type is empty: Raven needs the forcing type on the line');
    expect(problems(thrown(() => new Data({ data_type: 'RAINFALL' })))).toEqual([
      'read_from_netcdf: has no body: give series (values), read_from_netcdf or a yearly form',
    ]);
  });

  it('points at the words of the nested source', () => {
    const text =
      ':Data RAINFALL\n  :ReadFromNetCDF\n    :FileNameNC a.nc\n    :VarNameNC r\n    :DimNamesNC time\n    :StationIdx 0\n  :EndReadFromNetCDF\n:EndData\n';
    expect(thrown(() => Data.parse(text)).problems).toEqual([
      {
        path: 'read_from_netcdf.station_idx',
        message: 'must be at least 1',
        location: { file: '<text>', line: 6, column: 17 },
      },
    ]);
  });

  it('reads the values written in the file as a typed series (an extension), laid out as they were', () => {
    const text = ':Data TEMP_AVE C\n  2000-01-01 00:00:00 1.0 5\n  1 2 3\n  4 NaN\n:EndData\n';
    const d = Data.parse(text);
    expect(d.read_from_netcdf).toBeNull();
    expect(d.series!.start).toBe('2000-01-01 00:00:00');
    expect(d.series!.step).toBe(1);
    expect(d.series!.values).toBeInstanceOf(Float64Array);
    expect(d.toJSON()).toMatchObject({ series: { values: [1, 2, 3, 4, null], header_extra: [] } });
    // Written back with three values then two per line, as read; the JSON builds the same model.
    expect(d.toRv()).toBe(':Data TEMP_AVE C\n  2000-01-01 00:00:00 1 5\n  1 2 3\n  4 NaN\n:EndData\n');
    expect(new Data(d.toJSON() as object).toJSON()).toEqual(d.toJSON());
    const short = thrown(() => Data.parse(':Data PET\n  2000-01-01 00:00:00 1.0 3\n  1 2\n:EndData\n'));
    expect(short.problems.map((p) => `${p.location?.line}: ${p.path}: ${p.message}`)).toContain(
      '2: series: the header says 3 values and the series holds 2',
    );
  });

  it('reads the yearly bodies and :PeriodEndingNC; refuses what no model holds', () => {
    const cycle = Data.parse(':Data PET\n  :AnnualCycle 1 2 3 4 5 6 7 8 9 10 11 12\n:EndData\n');
    expect(cycle.toJSON()).toMatchObject({
      read_from_netcdf: null,
      series: null,
      annual_cycle: { values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] },
    });
    expect(cycle.toRv()).toBe(':Data PET\n  :AnnualCycle 1 2 3 4 5 6 7 8 9 10 11 12\n:EndData\n');
    const idx =
      ':Data PET\n:ReadFromNetCDF\n:FileNameNC a.nc\n:VarNameNC v\n:DimNamesNC s time\n:StationIdx FROM_STATION_VAR\n:PeriodEndingNC\n:EndReadFromNetCDF\n:EndData\n';
    const e = thrown(() => Data.parse(idx));
    expect(e).toBeInstanceOf(UnsupportedCommandError);
    expect(e.problems.map((p) => `${p.location?.line}: ${p.message}`)).toEqual([
      '6: :StationIdx FROM_STATION_VAR (station taken from the station_id variable): station_idx holds an integer only',
    ]);
    const ending = Data.parse(idx.replace(':StationIdx FROM_STATION_VAR', ':StationIdx 2'));
    expect(ending.read_from_netcdf!.period_ending_nc).toBe(true);
    expect(ending.toRv()).toContain('    :PeriodEndingNC\n');
    expect(
      problems(
        thrown(() => new Data({ data_type: 'PET', read_from_netcdf: nc, annual_cycle: { values: [] } })),
      ),
    ).toEqual(['read_from_netcdf: has 2 bodies (read_from_netcdf, annual_cycle): Raven reads one']);
  });

  it('does not write what Raven’s :ReadFromNetCDF skips (variable names of the coordinates)', () => {
    const d = new Data({ data_type: 'PRECIP', read_from_netcdf: { ...nc, latitude_var_name_nc: 'lat' } });
    expect(d.toRv()).not.toContain('Latitude');
    expect(nodeOf(d.toRv(), ':ReadFromNetCDF').node.end?.words[0].text).toBe(':EndReadFromNetCDF');
  });
});

describe('ObservationData', () => {
  const obs = () =>
    new ObservationData({
      uid: 12,
      units: 'm3/s',
      read_from_netcdf: { ...nc, dim_names_nc: ['time', 'nstations'], station_idx: 3 },
    });

  it('is a HYDROGRAPH series with its subbasin ID as a string', () => {
    expect(obs().toJSON()).toMatchObject({ data_type: 'HYDROGRAPH', uid: '12', units: 'm3/s' });
    expect(new ObservationData({ read_from_netcdf: nc }).toJSON()).toMatchObject({
      data_type: 'HYDROGRAPH',
      uid: '1',
    });
    expect(obs().toRv()).toBe(
      [
        ':ObservationData HYDROGRAPH 12 m3/s',
        '  :ReadFromNetCDF',
        '    :FileNameNC q.nc',
        '    :VarNameNC qobs',
        '    :DimNamesNC nstations time',
        '    :StationIdx 3',
        '  :EndReadFromNetCDF',
        ':EndObservationData',
        '',
      ].join('\n'),
    );
    expect(ObservationData.parse(obs().toRv()).toJSON()).toEqual(obs().toJSON());
  });

  it('observes hydrographs and the other types Raven reads (one word), at an integer ID', () => {
    expect(
      new ObservationData({ data_type: 'RESERVOIR_STAGE', uid: 3, read_from_netcdf: nc }).data_type,
    ).toBe('RESERVOIR_STAGE');
    expect(
      problems(
        thrown(() => new ObservationData({ data_type: 'RES STAGE', uid: 'a1', read_from_netcdf: nc })),
      ),
    ).toEqual([
      'data_type: must be one word: Raven splits words at spaces, tabs and commas',
      'uid: must be a whole number: Raven reads the subbasin ID as an integer',
    ]);
  });

  it('reads observations written as values in the file (an extension)', () => {
    const text =
      ':ObservationData HYDROGRAPH 1 m3/s\n2000-01-01 00:00:00 1.0 2\n1.5 2.5\n:EndObservationData\n';
    const o = ObservationData.parse(text);
    expect(Array.from(o.series!.values)).toEqual([1.5, 2.5]);
    expect(o.toRv()).toBe(
      ':ObservationData HYDROGRAPH 1 m3/s\n  2000-01-01 00:00:00 1 2\n  1.5 2.5\n:EndObservationData\n',
    );
  });
});
