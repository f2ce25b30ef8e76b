/**
 * Bad input, as a user meets it on the command line: a parameter that names nothing, bounds the wrong way
 * round, an initial value out of bounds, an unknown OSTRICH key, a response variable whose line or column
 * does not exist, a model Raven refuses. Each is a clear error naming the file, line and column, exit code 1, and
 * nothing in the model directory changes.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CLI,
  GR4J_PARAMS,
  gr4jCopy,
  layOutOstrichSetup,
  removeTemporaryDirs,
  snapshot,
  tempDir,
} from './helpers.js';

afterAll(removeTemporaryDirs);

function rvkit(args: readonly string[]): { code: number | null; stderr: string; stdout: string } {
  const run = spawnSync(process.execPath, [CLI, 'calibrate', ...args], { encoding: 'utf8' });
  return { code: run.status, stderr: run.stderr, stdout: run.stdout };
}

/** Runs a calibration of a fresh GR4J copy that must fail; returns its stderr, after checking nothing changed. */
async function refused(params: readonly string[], extra: readonly string[] = []): Promise<string> {
  const model = await gr4jCopy();
  const before = snapshot(model);
  const run = rvkit([model, ...params.flatMap((p) => ['-p', p]), '-n', '6', ...extra]);
  expect(run.code).toBe(1);
  expect(snapshot(model)).toEqual(before);
  return run.stderr;
}

it('says which columns a table has when a parameter names none of them', async () => {
  const stderr = await refused(['SoilParameterList [DEFAULT] GR4J_X9 0 1']);
  expect(stderr).toContain(
    'SoilParameterList [DEFAULT] GR4J_X9 matches no value: SoilParameterList has no column GR4J_X9 (it has POROSITY, GR4J_X3, GR4J_X2)',
  );
  expect(stderr).toContain('nothing was changed');
});

it('refuses bounds the wrong way round, and names every problem at once', async () => {
  const stderr = await refused([
    'x3=SoilParameterList [DEFAULT] GR4J_X3 700 10',
    'x4=LandUseParameterList [DEFAULT] GR4J_X4 5 5',
  ]);
  expect(stderr).toContain('x3: the lower bound 700 is not below the upper bound 10');
  expect(stderr).toContain('x4: the lower bound 5 is not below the upper bound 5');
});

it('names the file and line of an initial value outside its bounds', async () => {
  const stderr = await refused(['x3=SoilParameterList [DEFAULT] GR4J_X3 10 100'], ['--start', 'model']);
  expect(stderr).toMatch(
    /raven-gr4j-salmon\.rvp:30:28: x3: its initial value 407\.29 is outside its bounds \[10, 100\]/,
  );
});

it('names the line of a JSON setup', async () => {
  const dir = await tempDir();
  const setup = join(dir, 'setup.json');
  writeFileSync(
    setup,
    JSON.stringify(
      {
        parameters: [
          { name: 'x5', target: 'AvgAnnualSnow', low: 1, high: 30 },
          { name: 'x6', target: 'AirSnowCoeff', low: 1, high: 0 },
        ],
      },
      null,
      2,
    ),
  );
  const stderr = await refused([], ['--setup', setup]);
  expect(stderr).toContain(`${setup}:10:15: x6: the lower bound 1 is not below the upper bound 0`);
});

it("stops at once on a model Raven refuses, with its errors and rvkit check's", async () => {
  const model = await gr4jCopy();
  const rvi = join(model, 'raven-gr4j-salmon.rvi');
  writeFileSync(rvi, readFileSync(rvi, 'latin1').replace('INF_GR4J', 'INF_GR4X'), 'latin1');
  const before = snapshot(model);
  const run = rvkit([model, ...GR4J_PARAMS.flatMap((p) => ['-p', p]), '-n', '6', '-j', '1']);
  expect(run.code).toBe(1);
  expect(run.stderr).toContain('the model failed on its first evaluation');
  expect(run.stderr).toMatch(/ERROR.*INF_GR4X|INF_GR4X.*ERROR|Unrecognized infiltration/i);
  expect(run.stderr).toContain('rvkit check finds these errors in the model:');
  expect(run.stderr).toMatch(/raven-gr4j-salmon\.rvi:\d+:\d+/);
  expect(snapshot(model)).toEqual(before);
});

describe('OSTRICH setups', () => {
  /** Lays out the GR4J setup with an edited ostIn.txt; returns its directory. */
  async function setup(edit: (text: string) => string): Promise<string> {
    const dir = layOutOstrichSetup('gr4j-cemaneige', join(await tempDir(), 'gr4j'));
    const path = join(dir, 'ostIn.txt');
    writeFileSync(path, edit(readFileSync(path, 'latin1')));
    return dir;
  }

  it('names the line of a key rvkit does not run', async () => {
    const dir = await setup((t) =>
      t.replace(
        'ModelSubdir processor_',
        'ModelSubdir processor_\nOstrichCaching yes\nPreserveModelOutpt no',
      ),
    );
    const run = rvkit(['--ostrich', join(dir, 'ostIn.txt')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('ostIn.txt:8:1: OstrichCaching is not supported by rvkit');
    expect(run.stderr).toContain('ostIn.txt:9:1: unknown OSTRICH key "PreserveModelOutpt"');
  });

  it('names the program types rvkit runs', async () => {
    const dir = await setup((t) => t.replace(/^ProgramType +DDS/m, 'ProgramType ShuffledComplexEvolution'));
    const before = snapshot(dir);
    const run = rvkit(['--ostrich', join(dir, 'ostIn.txt')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'ostIn.txt:1:13: ProgramType ShuffledComplexEvolution is not run by rvkit: it runs DDS and ParallelDDS',
    );
    expect(snapshot(dir)).toEqual(before);
  });

  it('names the line of a parameter that no template holds', async () => {
    const dir = await setup((t) =>
      t.replace(/^( *par_x6 .*)$/m, '$1\n  par_x9        random   0       1       none   none     none'),
    );
    const before = snapshot(dir);
    const run = rvkit(['--ostrich', join(dir, 'ostIn.txt')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'ostIn.txt:28:3: par_x9 is in no template (raven-gr4j-salmon.rvp.tpl, raven-gr4j-salmon.rvc.tpl)',
    );
    expect(snapshot(dir)).toEqual(before);
  });

  it.each([
    ['a column', "OST_NULL 1 9 ','", 'line 1 has no column 9 (it has 5)'],
    ['a line', "OST_NULL 4 3 ','", 'has no line 4 after the top (it has 2)'],
  ])('names the line of a response variable whose %s does not exist', async (_what, location, message) => {
    const dir = await setup((t) => t.replace("OST_NULL        1       3       ','", location));
    const before = snapshot(join(dir, 'model'));
    const run = rvkit(['--ostrich', join(dir, 'ostIn.txt')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      new RegExp(
        `ostIn\\.txt:48:11: NS: \\./model/output/Diagnostics\\.csv.*${message.replace(/[()]/g, '\\$&')}`,
      ),
    );
    expect(snapshot(join(dir, 'model'))).toEqual(before);
  });
});
