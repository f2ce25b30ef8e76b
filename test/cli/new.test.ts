import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import '../../src/index.js'; // the public face: loads every model and attaches Config.load, fromNc, …
import { newCommand } from '../../src/cli/commands/new.js';
import { runCommand } from '../../src/cli/commands/run.js';
import { call } from './call.js';
import { Config } from '../../src/models/sections/config.js';
import { formatRv } from '../../src/printer/format.js';
import type { FileType } from '../../grammar/types.js';
import { ownCorpus } from '../paths.js';
import { SALMON_NC as SALMON, temp as tempDir } from '../emulators/harness.js';

const TINY = join(ownCorpus, 'forcing', 'tiny-daily.nc');
const temp = () => tempDir('rvkit-new-');
/** What rvkit new prints of its check of a model from files that give both rain and snow. */
const RAIN_AND_SNOW =
  /^rvkit check finds 1 warning in the written model:\n[^\n]*: warning: gauge Gauge_1 gives RAINFALL and SNOWFALL, but :RainSnowFraction is RAINSNOW_DINGMAN[^\n]*\[RV427\]\n$/;

/** A work directory holding a copy of the tiny forcing file, and the model directory beside it. */
function workspace(): { forcing: string; model: string } {
  const root = temp();
  mkdirSync(join(root, 'data'));
  const forcing = join(root, 'data', 'tiny-daily.nc');
  copyFileSync(TINY, forcing);
  return { forcing, model: join(root, 'models', 'tiny') };
}

describe('rvkit new', () => {
  it('writes a model directory that loads, is canonical, and runs on the real engine', async () => {
    const { forcing, model } = workspace();
    const made = await call(newCommand, ['GR4JCN', model, '--forcing', forcing, '--area', '250']);
    // The written model is checked at once: the emulator's rain/snow method with both series given (RV427, the
    // note on standard output says why it is kept).
    expect(made.err).toMatch(RAIN_AND_SNOW);
    expect(made.code).toBe(0);
    expect(made.out).toMatch(/GR4JCN model written/);
    const rvt = readFileSync(join(model, 'tiny.rvt'), 'latin1');
    // Relative to the model directory, so that the two move together.
    expect(rvt).toMatch(/^ {6}:FileNameNC +\.\.\/\.\.\/data\/tiny-daily\.nc$/m);
    // Units converted to Raven's: K to degrees C, kg m-2 s-1 to mm/d; each variable read once.
    expect(rvt).toMatch(/:VarNameNC +tasmin\n.*\n +:LinearTransform 1 -273\.15/);
    expect(rvt).toMatch(/:VarNameNC +rainfall_flux\n.*\n +:LinearTransform 86400 0/);
    expect(rvt.match(/:VarNameNC +tasmin$/gm)).toHaveLength(1);
    const config = await Config.load(model);
    expect(config.start_date).toMatch(/^2001-01-01/);
    expect(config.end_date).toMatch(/^2003-01-01/); // the file's last day (731 days)
    expect((config.toJSON() as { hrus: { area: number; elevation: number }[] }).hrus[0]).toMatchObject({
      area: 250,
      elevation: 600,
    });
    for (const type of ['rvi', 'rvp', 'rvh', 'rvt', 'rvc'] as FileType[]) {
      const text = readFileSync(join(model, `tiny.${type}`), 'latin1');
      expect(formatRv(text, { fileType: type })).toBe(text);
    }
    const ran = await call(runCommand, [model]);
    expect(ran.code).toBe(0);
    expect(ran.out).toMatch(/NASH_SUTCLIFFE/);
  }, 60_000);

  it('takes parameters by position or by name, and finds non-CF variables by --alt-name', async () => {
    const dir = temp();
    const params = [
      '--params',
      'GR4J_X1=0.5,GR4J_X2=-3,GR4J_X3=400,GR4J_X4=1.1,CEMANEIGE_X1=17,CEMANEIGE_X2=0.9',
    ];
    const alt = ['RAINFALL=rain', 'SNOWFALL=snow', 'TEMP_MIN=tmin', 'TEMP_MAX=tmax', 'HYDROGRAPH=qobs'];
    const args = [
      'gr4jcn',
      join(dir, 'salmon'),
      '--forcing',
      SALMON,
      '--area',
      '4250.6',
      '--elevation',
      '843',
      '--start',
      '2000-01-01',
      '--end',
      '2001-01-01',
      ...params,
      ...alt.flatMap((a) => ['--alt-name', a]),
    ];
    const made = await call(newCommand, args);
    expect(made.err).toMatch(RAIN_AND_SNOW);
    expect(made.code).toBe(0);
    const rvp = readFileSync(join(dir, 'salmon', 'salmon.rvp'), 'latin1');
    expect(rvp).toMatch(/^ +DEFAULT_P 4 SOIL_PROD 0\.5 SOIL_ROUT/m);
    expect(rvp).toMatch(/^:GlobalParameter +AVG_ANNUAL_SNOW +17$/m);
    expect(readFileSync(join(dir, 'salmon', 'salmon.rvt'), 'latin1')).toMatch(/:VarNameNC +qobs/);
    // The average annual runoff comes from the observed flow over the area (mm/year): the value the
    // reference library's tests give GR4JCN on this file.
    expect(Number(/AVG_ANNUAL_RUNOFF +(\S+)/.exec(rvp)?.[1])).toBeCloseTo(208.48, 2);
    expect((await call(runCommand, [join(dir, 'salmon')])).code).toBe(0);
  }, 60_000);

  it('finds forcings by a long name that is a Raven data type, says so, and names --elevation and HYDROGRAPH', async () => {
    // The reference library's own test file: rain, snow, tmin, tmax, pet and qobs, no CF names, no elevation.
    const dir = temp();
    const args = ['GR4JCN', join(dir, 'salmon'), '-f', SALMON, '-a', '4250.6'];
    const noElevation = await call(newCommand, args);
    expect(noElevation.code).toBe(3);
    expect(noElevation.err).toMatch(/gives no elevation: give the HRU's with --elevation M\n$/);
    const period = ['--start', '2000-01-01', '--end', '2001-01-01'];
    const made = await call(newCommand, [...args, '--elevation', '843', ...period]);
    expect(made.code).toBe(0);
    expect(made.err).toMatch(RAIN_AND_SNOW);
    expect(made.out).toContain(
      'found by their long names (Raven data types): RAINFALL=rain, SNOWFALL=snow, TEMP_DAILY_MIN=tmin, TEMP_DAILY_MAX=tmax, PET=pet',
    );
    expect(made.out).toContain(
      'no observed flow found, so no metrics: if qobs (m**3 s**-1, "discharge observation") is the observed flow, add --alt-name HYDROGRAPH=qobs',
    );
    const rvt = readFileSync(join(dir, 'salmon', 'salmon.rvt'), 'latin1');
    for (const name of ['rain', 'snow', 'tmin', 'tmax'])
      expect(rvt).toMatch(new RegExp(`:VarNameNC +${name}$`, 'm'));
    // GR4JCN's PET_OUDIN does not read the PET series: left out, as Raven would leave it unread.
    expect(rvt).not.toMatch(/:VarNameNC +pet$/m);
    // Rain and snow given apart while GR4JCN splits precipitation itself: the note says what Raven will do,
    // and Raven's own run writes that warning.
    expect(made.out).toContain(
      'rainfall and snowfall are given apart: Raven adds them and splits the sum again with RAINSNOW_DINGMAN',
    );
    const ran = await call(runCommand, [join(dir, 'salmon')]);
    expect([ran.code, ran.err]).toEqual([0, '']);
    expect(readFileSync(join(dir, 'salmon', 'output', 'Raven_errors.txt'), 'latin1')).toContain(
      'both snowfall and rainfall data are provided at a gauge',
    );
  }, 120_000);

  it('with no variable it can place, lists the variables with what their units allow, and names --alt-name', async () => {
    const dir = temp();
    const cdl = join(dir, 'odd.cdl');
    writeFileSync(
      cdl,
      `netcdf odd {
dimensions: time = 3 ;
variables:
  double time(time) ; time:units = "days since 2000-01-01" ;
  float wet(time) ; wet:units = "kg m-2 s-1" ; wet:long_name = "liquid water" ;
  float warm(time) ; warm:units = "K" ;
  float q(time) ; q:units = "m3/s" ;
data: time = 0, 1, 2 ; wet = 0, 0, 0 ; warm = 270, 271, 272 ; q = 1, 2, 3 ;
}
`,
    );
    const nc = join(dir, 'odd.nc');
    execFileSync('ncgen', ['-k', 'nc4', '-o', nc, cdl]);
    const r = await call(newCommand, ['GR4JCN', join(dir, 'm'), '-f', nc, '-a', '10']);
    expect(r.code).toBe(3);
    const lines = r.err.split('\n');
    expect(lines[0]).toMatch(/no variable for any of the forcing types/);
    expect(lines).toContain(`The time series of ${nc}, and the Raven data types their units allow:`);
    expect(lines).toContain(
      '  wet   [kg m-2 s-1] "liquid water"  could be PRECIP, RAINFALL, SNOWFALL, PET, OW_PET, PET_MONTH_AVE, …',
    );
    expect(lines.find((l) => l.startsWith('  warm'))).toMatch(/could be TEMP_AVE, TEMP_MIN, TEMP_MAX/);
    expect(lines.find((l) => l.startsWith('  q'))).toMatch(/could be HYDROGRAPH$/);
    expect(lines).toContain(
      "Name each forcing's variable with --alt-name TYPE=VARIABLE (repeatable), e.g. --alt-name PRECIP=wet",
    );
    expect(existsSync(join(dir, 'm'))).toBe(false);
  });

  it('gives usage errors (exit 2) and file errors (exit 3) scripts can tell apart', async () => {
    const { forcing, model } = workspace();
    const base = ['--forcing', forcing, '--area', '250'];
    const unknown = await call(newCommand, ['NOPE', model, ...base]);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/unknown emulator NOPE \(one of GR4JCN/);
    expect((await call(newCommand, ['GR4JCN', model, '--forcing', forcing])).err).toMatch(/--area/);
    const count = await call(newCommand, ['GR4JCN', model, ...base, '--params', '1,2']);
    expect([count.code, count.err]).toEqual([2, expect.stringMatching(/2 parameter values given for 6/)]);
    const missing = await call(newCommand, [
      'GR4JCN',
      model,
      '--forcing',
      join(model, 'none.nc'),
      '--area',
      '1',
    ]);
    expect([missing.code, missing.err]).toEqual([3, expect.stringMatching(/not found: .*none\.nc/)]);
    expect(existsSync(model)).toBe(false);

    expect((await call(newCommand, ['GR4JCN', model, ...base])).code).toBe(0);
    const before = readFileSync(join(model, 'tiny.rvp'), 'latin1');
    const other = ['--params', '0.6,-3,400,1.1,17,0.9'];
    const refused = await call(newCommand, ['GR4JCN', model, ...base, ...other]);
    expect([refused.code, refused.err]).toEqual([3, expect.stringMatching(/--force/)]);
    expect(readFileSync(join(model, 'tiny.rvp'), 'latin1')).toBe(before);
    expect((await call(newCommand, ['GR4JCN', model, ...base, ...other, '--force'])).code).toBe(0);
    expect(readFileSync(join(model, 'tiny.rvp'), 'latin1')).not.toBe(before);
  }, 60_000);

  it('has --help', async () => {
    const { code, out } = await call(newCommand, ['--help']);
    expect(code).toBe(0);
    expect(out).toMatch(/^Usage: rvkit new <emulator> <dir>/);
    expect(out).toMatch(/Exit codes/);
  });
});
