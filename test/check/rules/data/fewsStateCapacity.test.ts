import { ncgen } from '../../netcdfForcing.js';
import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

/** Salmon GR4J: one HRU (1), four soil layers; it starts on 1954-01-01, daily. */
const M = CORPUS.salmonGr4j;
const RVI = 'raven-gr4j-salmon.rvi';

/** A FEWS state update file giving HRU 1 (and a station without an ID, which Raven skips) SOIL[0] at the start. */
const stateFile = (soil0: number) =>
  ncgen(
    [
      'netcdf state {',
      'dimensions:',
      '  time = 2 ;',
      '  stations = 2 ;',
      '  char_leng_id = 8 ;',
      'variables:',
      '  double time(time) ;',
      '    time:units = "days since 1954-01-01 00:00:00" ;',
      '  char station_id(stations, char_leng_id) ;',
      '  double SOIL\\[0\\](time, stations) ;',
      '    SOIL\\[0\\]:_FillValue = -9999. ;',
      'data:',
      '  time = 0, 1 ;',
      '  station_id = "HRU_1", "none" ;',
      `  SOIL\\[0\\] = ${soil0}, 99999, 1, 1 ;`,
      '}',
    ].join('\n'),
  );

const withState = (soil0: number) =>
  ravenWarned(M, [{ file: RVI, from: ':SoilModel', to: ':FEWSStateInfoFile state.nc\n:SoilModel' }], {
    'state.nc': stateFile(soil0),
  });

describe('RV467 fews-state-capacity, against Raven 4.12.1', () => {
  it('predicts the warning for a soil layer the state file fills above its capacity', async () => {
    const out = await withState(5000);
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['ParseFEWSRunInfo#4']);
    expect(out.rvkit).toEqual(out.raven);
    expect(out.shown).toEqual([
      `${RVI}:17:20: the FEWS state update file state.nc starts SOIL[0] at 5000 mm in HRU 1, above the layer's capacity of 529 mm (0.529 m of SOIL_PROD × 1000 × POROSITY 1): Raven warns ("maximum state variable limit exceeded in initial conditions for Soil Water[0] (in HRU 1) in FEWS state update file") and starts the layer at its capacity [RV467]`,
    ]);
  }, 120_000);

  it('says nothing of a value within capacity', async () => {
    expect(await withState(10)).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
