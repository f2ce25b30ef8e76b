import { ncgen } from '../../netcdfForcing.js';
import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonGr4j;
const RVI = 'raven-gr4j-salmon.rvi';

/** The .rvi naming FEWS files (Salmon GR4J starts on 1954-01-01, daily). */
const naming = (...lines: string[]) => [
  { file: RVI, from: ':SoilModel', to: `${lines.join('\n')}\n:SoilModel` },
];

/** A FEWS run-info file: with a `properties` variable (no attribute: nothing changes), or without. */
const runinfo = (properties: boolean) =>
  ncgen(
    [
      'netcdf runinfo {',
      'variables:',
      '  double start_time ;',
      '    start_time:units = "days since 1954-01-01 00:00:00" ;',
      ...(properties ? ['  int properties ;'] : []),
      'data:',
      '  start_time = 0 ;',
      '}',
    ].join('\n'),
  );

/** A FEWS state update file for HRU 1 whose daily time axis starts on `from` (2 steps, SNOW 0). */
const stateFile = (from: string) =>
  ncgen(
    [
      'netcdf state {',
      'dimensions:',
      '  time = 2 ;',
      '  stations = 1 ;',
      '  char_leng_id = 8 ;',
      'variables:',
      '  double time(time) ;',
      `    time:units = "days since ${from} 00:00:00" ;`,
      '  char station_id(stations, char_leng_id) ;',
      '  double SNOW(time, stations) ;',
      'data:',
      '  time = 0, 1 ;',
      '  station_id = "1" ;',
      '  SNOW = 0, 0 ;',
      '}',
    ].join('\n'),
  );

describe('RV446 fews-files, against Raven 4.12.1', () => {
  it("predicts Raven's warnings for a run-info file without properties and a state file after the start", async () => {
    const out = await ravenWarned(M, naming(':FEWSRunInfoFile runinfo.nc', ':FEWSStateInfoFile state.nc'), {
      'runinfo.nc': runinfo(false),
      'state.nc': stateFile('1954-01-02'),
    });
    expect(out).toEqual({
      completes: true,
      raven: ['ParseFEWSRunInfo#2', 'ParseFEWSRunInfo#3'],
      rvkit: ['ParseFEWSRunInfo#2', 'ParseFEWSRunInfo#3'],
      shown: [
        `${RVI}:17:18: the FEWS run-info file runinfo.nc has no 'properties' variable: Raven reads none of its settings and warns ("ParseNetCDFRunInfoFile: Properties variable not found") [RV446]`,
        `${RVI}:18:20: the FEWS state update file state.nc starts after the model's start: Raven ignores it and warns ("ParseNetCDFStateFile: Model start time (…) does not occur during time window provided in NetCDF state update file. State update file will be ignored.") [RV446]`,
      ],
    });
  }, 120_000);

  it("predicts Raven's warning for a state file that ends before the start", async () => {
    const out = await ravenWarned(M, naming(':FEWSStateInfoFile state.nc'), {
      'state.nc': stateFile('1953-12-30'),
    });
    expect(out.raven).toEqual(['ParseFEWSRunInfo#3']);
    expect(out.rvkit).toEqual(['ParseFEWSRunInfo#3']);
  }, 120_000);

  it('says nothing of a run-info file with properties and a state file holding the start', async () => {
    const out = await ravenWarned(M, naming(':FEWSRunInfoFile runinfo.nc', ':FEWSStateInfoFile state.nc'), {
      'runinfo.nc': runinfo(true),
      'state.nc': stateFile('1953-12-31'),
    });
    expect(out).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
