import { ncgen } from '../../netcdfForcing.js';
import { fewsStateFile } from '../fewsStateFile.js';
import { checkMutated, CORPUS, only } from '../harness.js';
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

/**
 * A FEWS parameter update file, daily from the model's start, with one variable of each name and value (and
 * its _FillValue attribute, unless `fill` is false: Raven then stops on each variable it uses).
 */
const paramFile = (values: Readonly<Record<string, number>>, fill = true) =>
  ncgen(
    [
      'netcdf params {',
      'dimensions:',
      '  time = 2 ;',
      'variables:',
      '  double time(time) ;',
      '    time:units = "days since 1954-01-01 00:00:00" ;',
      ...Object.keys(values).flatMap((name) => [
        `  float ${name}(time) ;`,
        ...(fill ? [`    ${name}:_FillValue = -9999.f ;`] : []),
      ]),
      'data:',
      '  time = 0, 1 ;',
      ...Object.entries(values).map(([name, v]) => `  ${name} = ${v}, ${v} ;`),
      '}',
    ].join('\n'),
  );

describe('RV446 fews-files, against Raven 4.12.1', () => {
  it("predicts Raven's warnings for a run-info file without properties and a state file after the start", async () => {
    const out = await ravenWarned(M, naming(':FEWSRunInfoFile runinfo.nc', ':FEWSStateInfoFile state.nc'), {
      'runinfo.nc': runinfo(false),
      'state.nc': fewsStateFile('1954-01-02'),
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
      'state.nc': fewsStateFile('1953-12-30'),
    });
    expect(out.raven).toEqual(['ParseFEWSRunInfo#3']);
    expect(out.rvkit).toEqual(['ParseFEWSRunInfo#3']);
  }, 120_000);

  it("predicts Raven's warnings for a parameter file's unknown parameter and unknown class, not a known pair", async () => {
    // Salmon GR4J: soil classes SOIL_PROD …, vegetation VEG_ALL (MAX_LAI 0).
    const out = await ravenWarned(M, naming(':FEWSParamInfoFile params.nc'), {
      'params.nc': paramFile({
        NOT_A_PARAM_in_VEG_ALL: 1,
        POROSITY_in_SOIL_NOPE: 0.4,
        MAX_LAI_in_VEG_ALL: 0,
      }),
    });
    expect(out).toEqual({
      completes: true,
      raven: ['ParseFEWSRunInfo#5', 'ParseFEWSRunInfo#6'],
      rvkit: ['ParseFEWSRunInfo#5', 'ParseFEWSRunInfo#6'],
      shown: [
        `${RVI}:17:20: the FEWS parameter update file params.nc sets NOT_A_PARAM (variable NOT_A_PARAM_in_VEG_ALL), a parameter Raven does not know: it changes nothing and warns ("ParseNetCDFParamFile:: unrecognized parameter found (NOT_A_PARAM) in FEWS parameter update file") [RV446]`,
        `${RVI}:17:20: the FEWS parameter update file params.nc sets POROSITY of soil class SOIL_NOPE (variable POROSITY_in_SOIL_NOPE), a class the .rvp does not define: it changes nothing and warns ("ParseNetCDFParamFile:: unrecognized soil/veg/lult class found (SOIL_NOPE) in FEWS parameter update file") [RV446]`,
      ],
    });
  }, 120_000);

  it('finds the stop on a used variable without _FillValue, as Raven', async () => {
    const out = await ravenWarned(M, naming(':FEWSParamInfoFile params.nc'), {
      'params.nc': paramFile({ MAX_LAI_in_VEG_ALL: 0 }, false),
    });
    expect(out.completes).toBe(false);
    const found = await checkMutated(M, naming(':FEWSParamInfoFile params.nc'), {
      'params.nc': paramFile({ MAX_LAI_in_VEG_ALL: 0 }, false),
    });
    expect(only('RV446', found)).toEqual([
      `${RVI}:17:20: error: the FEWS parameter update file params.nc has no _FillValue attribute on MAX_LAI_in_VEG_ALL: Raven takes the missing attribute for a failed read and stops ("NetCDF library error [NetCDF: Attribute not found] occured.") [RV446]`,
    ]);
  }, 120_000);

  it('says nothing of a run-info file with properties and a state file holding the start', async () => {
    const out = await ravenWarned(M, naming(':FEWSRunInfoFile runinfo.nc', ':FEWSStateInfoFile state.nc'), {
      'runinfo.nc': runinfo(true),
      'state.nc': fewsStateFile('1953-12-31'),
    });
    expect(out).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
