import { ncgen } from '../../netcdfForcing.js';
import { CORPUS } from '../harness.js';
import { ravenDecided } from '../ravenDecided.js';

const M = CORPUS.salmonGr4j;
const RVI = 'raven-gr4j-salmon.rvi';

/** The .rvi naming a FEWS file. */
const naming = (line: string) => [{ file: RVI, from: ':SoilModel', to: `${line}\n:SoilModel` }];

/** A FEWS state update file for HRU 1, daily from the model's start (2 steps, SNOW 0). */
const stateFile = () =>
  ncgen(
    [
      'netcdf state {',
      'dimensions:',
      '  time = 2 ;',
      '  stations = 1 ;',
      '  char_leng_id = 8 ;',
      'variables:',
      '  double time(time) ;',
      '    time:units = "days since 1954-01-01 00:00:00" ;',
      '  char station_id(stations, char_leng_id) ;',
      '  double SNOW(time, stations) ;',
      'data:',
      '  time = 0, 1 ;',
      '  station_id = "1" ;',
      '  SNOW = 0, 0 ;',
      '}',
    ].join('\n'),
  );

/** rvkit's RV201 for a missing FEWS file, as Raven words it. */
const missing = (command: string, what: string, reader: string, line = 17) =>
  `${RVI}:${line}:${command.length + 2}: ${command}: cannot find the ${what} absent.nc: Raven stops ("${reader}: ${command} command: Cannot find file absent.nc") [RV201]`;

describe('RV201 missing-file: the FEWS update files, against Raven 4.12.1', () => {
  it('is an error where Raven stops: a missing state update file', async () => {
    const out = await ravenDecided(M, naming(':FEWSStateInfoFile absent.nc'));
    expect(out.ravenFails).toBe(true);
    expect(out.ravenErrors[0]).toBe(
      'ParseNetCDFStateFile: :FEWSStateInfoFile command: Cannot find file absent.nc',
    );
    expect(out.rvkit).toEqual([
      missing(':FEWSStateInfoFile', 'FEWS state update file', 'ParseNetCDFStateFile'),
    ]);
  }, 120_000);

  it('is an error where Raven stops: a missing parameter update file', async () => {
    const out = await ravenDecided(M, naming(':FEWSParamInfoFile absent.nc'));
    expect(out.ravenFails).toBe(true);
    expect(out.ravenErrors[0]).toBe(
      'ParseNetCDFParamFile: :FEWSParamInfoFile command: Cannot find file absent.nc',
    );
    expect(out.rvkit).toEqual([
      missing(':FEWSParamInfoFile', 'FEWS parameter update file', 'ParseNetCDFParamFile'),
    ]);
  }, 120_000);

  it('is an error where Raven stops: a missing flow state update file', async () => {
    const out = await ravenDecided(M, naming(':FEWSBasinStateInfoFile absent.nc'));
    expect(out.ravenFails).toBe(true);
    expect(out.ravenErrors[0]).toBe(
      'ParseNetCDFStateFile: :FEWSBasinStateInfoFile command: Cannot find file absent.nc',
    );
    expect(out.rvkit).toEqual([
      missing(':FEWSBasinStateInfoFile', 'FEWS flow state update file', 'ParseNetCDFStateFile'),
    ]);
  }, 120_000);

  it('says nothing of a state update file that is there, which Raven reads', async () => {
    const out = await ravenDecided(M, naming(':FEWSStateInfoFile state.nc'), { 'state.nc': stateFile() });
    expect(out).toEqual({ ravenFails: false, ravenErrors: [], rvkit: [] });
  }, 120_000);
});
