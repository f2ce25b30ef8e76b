import {
  GriddedForcing,
  GridWeightRows,
  GridWeights,
  RedirectToFile,
  StationForcing,
} from '../../../src/models/rvt/index.js';
import { UnsupportedCommandError } from '../../../src/models/commandText/unsupported.js';
import { diagnosticsOf, problems, thrown } from './helpers.js';

const grid = {
  name: 'PR',
  forcing_type: 'PRECIP',
  file_name_nc: 'data/meteo grid.nc',
  var_name_nc: 'pr',
  dim_names_nc: ['time', 'lon', 'lat'],
};

describe('GridWeights', () => {
  it('defaults to one cell covering one HRU', () => {
    const g = new GridWeights();
    expect(g.toJSON()).toEqual({ number_hrus: 1, number_grid_cells: 1, data: [[1, 0, 1]] });
    expect(g.toRv()).toBe(':GridWeights\n  :NumberHRUs 1\n  :NumberGridCells 1\n  1 0 1\n:EndGridWeights\n');
  });

  it('parse(s) reads the block (comments, :Attributes and :NumberStations too) into columns', () => {
    const text = [
      ':GridWeights',
      '  :NumberHRUs 2',
      '  :NumberStations 4',
      '  :Attributes HRU CELL WEIGHT',
      '  # HRU cell weight',
      '  1 0 0.25',
      '  1 3 0.75 # last of HRU 1',
      '',
      '  2,3,1.0',
      ':EndGridWeights',
    ].join('\n');
    const g = GridWeights.parse(text);
    expect(g.toJSON()).toEqual({
      number_hrus: 2,
      number_grid_cells: 4,
      data: [
        [1, 0, 0.25],
        [1, 3, 0.75],
        [2, 3, 1],
      ],
    });
    expect(g.data).toBeInstanceOf(GridWeightRows);
    expect(g.data.length).toBe(3);
    expect(g.data.at(-1)).toEqual([2, 3, 1]);
    expect([...g.data.hruIds]).toEqual([1, 1, 2]);
    expect(GridWeights.parse(g.toRv()).toJSON()).toEqual(g.toJSON());
  });

  it('records have exactly (integer, integer, number)', () => {
    expect(
      problems(
        thrown(
          () =>
            new GridWeights({
              data: [
                [1, 0, 1],
                [1, 0.5, 1],
              ],
            }),
        ),
      ),
    ).toEqual(['data: item 1 item 1 must be an integer']);
    expect(problems(thrown(() => new GridWeights({ data: [[1, 0]] })))).toEqual([
      'data: item 0 must have exactly 3 items (hru_id, cell_id, weight)',
    ]);
    expect(problems(thrown(() => new GridWeights({ NumberHRUs: 'two', data: 'none' })))).toEqual([
      'data: must be a list of (hru_id, cell_id, weight) records',
      'number_hrus: must be an integer',
    ]);
  });

  it('points at the bad rows of a block', () => {
    const text = ':GridWeights\n:NumberHRUs 1\n:NumberGridCells 2\n1 0 0.5\n1 x 0.5\n1 1\n:EndGridWeights\n';
    expect(thrown(() => GridWeights.parse(text)).problems).toEqual([
      { path: 'data.1.1', message: 'must be an integer', location: { file: '<text>', line: 5, column: 3 } },
      {
        path: 'data.2',
        message: 'must have exactly 3 items (hru_id, cell_id, weight)',
        location: { file: '<text>', line: 6, column: 1 },
      },
    ]);
  });

  it('lists a hundred bad rows, then counts the rest', () => {
    const rows = Array.from({ length: 150 }, () => '1 0').join('\n');
    const e = thrown(() => GridWeights.parse(`:GridWeights\n${rows}\n:EndGridWeights\n`));
    expect(e.problems.length).toBe(101);
    expect(e.problems[100]).toEqual({ path: 'data', message: 'and 50 more row problems not listed' });
  });

  it('reads a big block as columns and copies it without JSON', () => {
    const n = 100_000;
    const lines = Array.from({ length: n }, (_, i) => `${1 + (i % 100)} ${i} ${(i % 4) / 4}`);
    const g = GridWeights.parse(
      `:GridWeights\n:NumberHRUs 100\n:NumberGridCells ${n}\n${lines.join('\n')}\n:EndGridWeights\n`,
    );
    expect(g.data.length).toBe(n);
    expect(g.data.at(n - 1)).toEqual([100, n - 1, 0.75]);
    const c = g.copy({ NumberHRUs: 101 });
    expect(c.number_hrus).toBe(101);
    expect(c.data.weights).not.toBe(g.data.weights);
    expect([...c.data.weights.subarray(0, 4)]).toEqual([0, 0.25, 0.5, 0.75]);
  });
});

describe('RedirectToFile', () => {
  it('is a bare path written on one line', () => {
    const r = new RedirectToFile('weights/grid weights.rvt');
    expect(r.toJSON()).toBe('weights/grid weights.rvt');
    expect(r.toRv()).toBe(':RedirectToFile weights/grid weights.rvt\n');
    expect(RedirectToFile.parse(r.toRv()).toJSON()).toBe(r.toJSON());
    expect(r.copy().toJSON()).toBe(r.toJSON());
    expect(r.copy({ root: 'b.rvt' }).toRv()).toBe(':RedirectToFile b.rvt\n');
  });

  it('holds a path Raven can rebuild from the words of the line', () => {
    expect(problems(thrown(() => new RedirectToFile('a,b.rvt')))).toEqual([
      'root: cannot hold commas, tabs, line ends, repeated spaces or spaces at its ends: Raven rebuilds it by joining the words of the line with single spaces',
    ]);
    expect(problems(thrown(() => new RedirectToFile('a #b.rvt')))).toEqual([
      'root: cannot hold a word starting with #: Raven reads it as a comment',
    ]);
    expect(problems(thrown(() => new RedirectToFile('')))).toEqual(['root: must have at least 1 characters']);
  });
});

describe('GriddedForcing', () => {
  const forcing = () =>
    new GriddedForcing({
      ...grid,
      TimeShift: -0.25,
      LinearTransform: { scale: 86400, offset: 0 },
      Deaccumulate: true,
      GridWeights: {
        number_hrus: 2,
        number_grid_cells: 4,
        data: [
          [1, 0, 0.25],
          [1, 1, 0.75],
          [2, 3, 1],
        ],
      },
    });

  it('writes the NetCDF lines before the weights, as Raven needs', () => {
    expect(forcing().dim_names_nc).toEqual(['lon', 'lat', 'time']);
    expect(forcing().toRv()).toBe(
      [
        ':GriddedForcing PR',
        '  :ForcingType PRECIP',
        '  :FileNameNC data/meteo grid.nc',
        '  :VarNameNC pr',
        '  :DimNamesNC lon lat time',
        '  :TimeShift -0.25',
        '  :LinearTransform 86400 0',
        '  :Deaccumulate',
        '  :GridWeights',
        '    :NumberHRUs 2',
        '    :NumberGridCells 4',
        '    1 0 0.25',
        '    1 1 0.75',
        '    2 3 1',
        '  :EndGridWeights',
        ':EndGriddedForcing',
        '',
      ].join('\n'),
    );
    expect(diagnosticsOf(forcing().toRv())).toEqual([]);
  });

  it('reads back what it writes; copies keep the weights', () => {
    const f = forcing();
    expect(GriddedForcing.parse(f.toRv()).toJSON()).toEqual(f.toJSON());
    const r = new GriddedForcing({
      ...grid,
      grid_weights: new RedirectToFile('weights.rvt'),
      latitude_var_name_nc: 'lat',
    });
    expect(r.toRv()).toContain('  :LatitudeVarNameNC lat\n  :RedirectToFile weights.rvt\n:EndGriddedForcing');
    expect(GriddedForcing.parse(r.toRv()).toJSON()).toEqual(r.toJSON());
    expect(r.copy().toJSON()).toEqual(r.toJSON());
    expect(f.copy({ name: 'P2' }).toJSON()).toEqual({ ...(f.toJSON() as object), name: 'P2' });
  });

  it('has the spec defaults; no station index, no alias for it', () => {
    const f = new GriddedForcing({ file_name_nc: 'a.nc', var_name_nc: 'v', dim_names_nc: ['x', 'y', 't'] });
    expect(f.toJSON()).toMatchObject({
      name: '',
      forcing_type: null,
      station_idx: null,
      grid_weights: { number_hrus: 1, number_grid_cells: 1, data: [[1, 0, 1]] },
    });
    expect(f.toRv()).not.toContain('StationIdx');
    expect(problems(thrown(() => new GriddedForcing({ ...grid, StationIdx: 1 })))).toEqual([
      'StationIdx: unknown field of GriddedForcing',
    ]);
  });

  it('check_dims: three dimensions; file names may hold single spaces here', () => {
    const e = thrown(
      () =>
        new GriddedForcing({
          ...grid,
          file_name_nc: 'a  b.nc',
          forcing_type: 'RAIN',
          dim_names_nc: ['station', 'time'],
          grid_weights: { data: [[1]] },
        }),
    );
    expect(problems(e)).toEqual([
      'dim_names_nc: must have three dimensions (x, y, time): Raven reads a grid by position',
      'file_name_nc: cannot hold commas, tabs, line ends, repeated spaces or spaces at its ends: Raven rebuilds it by joining the words of the line with single spaces',
      'forcing_type: must be one of the 37 values of ForcingType',
      'grid_weights: is not a valid GridWeights: data: item 0 must have exactly 3 items (hru_id, cell_id, weight)',
      'grid_weights: must be a GridWeights or a RedirectToFile',
    ]);
  });

  it('reads hh:mm:ss time shifts as Raven does (in days)', () => {
    const text =
      ':GriddedForcing\n:FileNameNC a.nc\n:VarNameNC v\n:DimNamesNC x y t\n:TimeShift 06:00:00\n:GridWeights\n:EndGridWeights\n:EndGriddedForcing\n';
    expect(GriddedForcing.parse(text).time_shift).toBe(0.25);
  });

  it('points at wrong words, including inside the weights', () => {
    const text = [
      ':GriddedForcing T',
      '  :ForcingType TEMP',
      '  :FileNameNC a.nc',
      '  :VarNameNC v',
      '  :DimNamesNC x y t',
      '  :GridWeights',
      '    :NumberHRUs 1',
      '    :NumberGridCells one',
      '  :EndGridWeights',
      ':EndGriddedForcing',
    ].join('\n');
    expect(thrown(() => GriddedForcing.parse(text)).problems).toEqual([
      {
        path: 'grid_weights.number_grid_cells',
        message: 'must be an integer',
        location: { file: '<text>', line: 8, column: 22 },
      },
      {
        path: 'forcing_type',
        message: 'must be one of the 37 values of ForcingType',
        location: { file: '<text>', line: 2, column: 16 },
      },
    ]);
  });

  it('reads the lines the spec has no field for as extensions, and writes them where they were', () => {
    const text = [
      ':GriddedForcing T',
      '  :FileNameNC a.nc',
      '  :PeriodEndingNC',
      '  :VarNameNC v',
      '  :DimNamesNC x y t',
      '  :RainCorrection 1.1',
      '  :RedirectToFile w.txt',
      ':EndGriddedForcing',
      '',
    ].join('\n');
    const g = GriddedForcing.parse(text);
    expect(g.toJSON()).toMatchObject({ period_ending_nc: true, rain_correction: 1.1, grid_weights: 'w.txt' });
    expect(g.toRv()).toBe(text);
    // The spec's model still needs a source of weights (a file without one is not what it describes).
    const e = thrown(() => GriddedForcing.parse(text.replace('  :RedirectToFile w.txt\n', '')));
    expect(e).toBeInstanceOf(UnsupportedCommandError);
    expect(e.problems.map((p) => `${p.location?.line}: ${p.message}`)).toEqual([
      "1: no :GridWeights or :RedirectToFile: the spec's grid_weights would default to one cell the file does not give",
    ]);
  });
});

describe('StationForcing', () => {
  it('reads two dimensions (station, time) and writes its own marker pair', () => {
    const s = new StationForcing({
      ...grid,
      dim_names_nc: ['time', 'station'],
      grid_weights: { number_hrus: 1, number_grid_cells: 2, data: [[1, 1, 1]] },
    });
    expect(s.dim_names_nc).toEqual(['station', 'time']);
    const text = s.toRv();
    expect(text.split('\n')[0]).toBe(':StationForcing PR');
    expect(text).toContain(':EndStationForcing\n');
    expect(diagnosticsOf(text)).toEqual([]);
    expect(StationForcing.parse(text).toJSON()).toEqual(s.toJSON());
    expect(problems(thrown(() => new StationForcing({ ...grid, station_idx: 0 })))).toEqual([
      'dim_names_nc: must have two dimensions (station, time): Raven reads stations by position',
    ]);
  });
});
