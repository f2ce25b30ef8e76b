import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { outputsCommand, type OutputsSummary } from '../../src/cli/commands/outputs.js';
import { EXIT } from '../../src/cli/command.js';
import {
  csvCells,
  removeDir,
  runRaven,
  SALMON_STEM,
  tempDir,
  twoBasinModel,
  writeCsvOutputs,
} from './helpers.js';

let tmp: string;
let okOut: string;
let failedOut: string;
let namedOut: string;

beforeAll(() => {
  tmp = tempDir();
  const ok = twoBasinModel(join(tmp, 'ok'), 300);
  writeCsvOutputs(ok);
  runRaven(ok, SALMON_STEM, ['-o', 'out/']);
  okOut = join(ok, 'out');
  const failed = twoBasinModel(join(tmp, 'failed'), null);
  runRaven(failed, SALMON_STEM, ['-o', 'out/']);
  failedOut = join(failed, 'out');
  const named = twoBasinModel(join(tmp, 'named'), 300);
  runRaven(named, SALMON_STEM, ['-o', 'out/', '-r', 'myrun']);
  namedOut = join(named, 'out');
});
afterAll(() => removeDir(tmp));

async function outputs(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await outputsCommand.run(argv, {
    out: (text) => (out += text),
    err: (text) => (err += text),
    interactive: false,
  });
  return { code, out, err };
}

/** Mean of the finite values of one CSV column, computed from the text. */
function columnMean(rows: string[][], column: number): number {
  const values = rows
    .map((row) => row[column] ?? '')
    .filter((cell) => cell !== '' && cell !== '---')
    .map(Number);
  return values.reduce((a, b) => a + b, 0) / values.length;
}

function linesStartingWith(path: string, prefix: string): number {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith(prefix)).length;
}

describe('rvkit outputs', () => {
  test('summarises a completed run: files, basins, span, mean flows, diagnostics, messages', async () => {
    const { code, out, err } = await outputs(okOut);
    expect([code, err]).toEqual([EXIT.ok, '']);
    const [, ...rows] = csvCells(join(okOut, 'Hydrographs.csv'));
    const warnings = linesStartingWith(join(okOut, 'Raven_errors.txt'), 'WARNING');
    const [, diagnostics] = csvCells(join(okOut, 'Diagnostics.csv'));
    expect(out).toContain('  hydrograph   Hydrographs.csv\n');
    expect(out).toContain('  messages     Raven_errors.txt\n');
    expect(out).toContain(
      'Hydrograph: 2 basins, 209 time steps of 1 day, 1954-01-01T00:00:00 to 1954-07-28T00:00:00\n',
    );
    expect(out).toMatch(new RegExp(`gr4j-salmon +gr4j-salmon +${columnMean(rows, 4).toPrecision(6)}\\n`));
    expect(out).toMatch(new RegExp(`upper +upper +${columnMean(rows, 6).toPrecision(6)}\\n`));
    expect(out).toMatch(
      new RegExp(`HYDROGRAPH_ALL\\[1\\] +${diagnostics?.[1]} +${diagnostics?.[2]} +${diagnostics?.[3]}\\n`),
    );
    expect(out).toContain(`Messages: 0 errors, ${warnings} warning${warnings === 1 ? '' : 's'}`);
    expect(warnings).toBeGreaterThan(0);
  });

  test('--json gives the same summary as data', async () => {
    const { code, out } = await outputs(okOut, '--json');
    expect(code).toBe(EXIT.ok);
    const summary = JSON.parse(out) as OutputsSummary;
    const [, ...rows] = csvCells(join(okOut, 'Hydrographs.csv'));
    expect(summary.hydrograph?.steps).toBe(209);
    expect(summary.hydrograph?.stepSeconds).toBe(86400);
    expect(summary.hydrograph?.basins.map((b) => b.name)).toEqual(['gr4j-salmon', 'upper']);
    expect(summary.hydrograph?.basins[0]?.meanSimulatedFlow).toBeCloseTo(columnMean(rows, 4), 9);
    expect(summary.hydrograph?.basins[1]?.meanSimulatedFlow).toBeCloseTo(columnMean(rows, 6), 9);
    expect(summary.files.storage).toBe(join(okOut, 'WatershedStorage.csv'));
    expect(summary.messages).toEqual({
      errors: 0,
      warnings: linesStartingWith(join(okOut, 'Raven_errors.txt'), 'WARNING'),
    });
  });

  test('a run that stopped on errors exits with 1 and counts the ERROR lines', async () => {
    const { code, out } = await outputs(failedOut);
    const errors = linesStartingWith(join(failedOut, 'Raven_errors.txt'), 'ERROR');
    expect(errors).toBeGreaterThan(0);
    expect(code).toBe(EXIT.problems);
    expect(out).toContain(`Messages: ${errors} error${errors === 1 ? '' : 's'}`);
    expect(out).not.toContain('Hydrograph:');
  });

  test('--run-name finds the prefixed files', async () => {
    const { code, out } = await outputs(namedOut, '--run-name', 'myrun');
    expect(code).toBe(EXIT.ok);
    expect(out).toContain('  hydrograph   myrun_Hydrographs.nc\n');
    expect(out).toContain('basin  name         mean q_sim [m**3 s**-1]');
    const withEquals = await outputs(namedOut, '--run-name=myrun', '--json');
    expect((JSON.parse(withEquals.out) as OutputsSummary).runName).toBe('myrun');
    // Without the run name only the unprefixed Raven_errors.txt is found.
    expect((await outputs(namedOut)).out).toContain('  messages  Raven_errors.txt\n');
  });

  test('a directory without outputs exits with 1; a missing directory or a damaged file with 3', async () => {
    const empty = join(tmp, 'empty');
    mkdirSync(empty);
    expect(await outputs(empty)).toMatchObject({
      code: EXIT.problems,
      out: expect.stringContaining('No Raven output files found.'),
    });
    expect(await outputs(join(tmp, 'missing'))).toMatchObject({
      code: EXIT.failure,
      err: expect.stringContaining('is not a directory'),
    });
    const damaged = join(tmp, 'damaged');
    mkdirSync(damaged);
    copyFileSync(join(okOut, 'Raven_errors.txt'), join(damaged, 'Raven_errors.txt'));
    writeFileSync(join(damaged, 'Hydrographs.nc'), 'CDF\x05 not really');
    expect(await outputs(damaged)).toMatchObject({
      code: EXIT.failure,
      err: expect.stringContaining('is not a NetCDF file'),
    });
  });

  test('command-line mistakes exit with 2; --help prints usage, options and exit codes', async () => {
    for (const argv of [[], ['--bogus', okOut], ['--run-name'], [okOut, 'extra']]) {
      const { code, err } = await outputs(...argv);
      expect([argv, code]).toEqual([argv, EXIT.usage]);
      expect(err).toContain("Try 'rvkit outputs --help'.");
    }
    const help = await outputs('--help');
    expect(help.code).toBe(EXIT.ok);
    expect(help.out).toBe(`${outputsCommand.help}\n`);
    for (const text of [
      'Usage: rvkit outputs <dir> [--run-name NAME] [--json]',
      '--run-name NAME',
      '--json',
      'Exit codes:',
    ]) {
      expect(outputsCommand.help).toContain(text);
    }
    expect(outputsCommand.name).toBe('outputs');
  });
});
