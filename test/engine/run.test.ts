import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { OutputExistsError, RavenError, RavenWarning, run, runRaven } from '../../src/engine/index.js';
import { copyModel, editFile, MODELS, removeTemporaryDirs, tempDir } from './helpers.js';

afterAll(removeTemporaryDirs);

async function ravenError(promise: Promise<unknown>): Promise<RavenError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(RavenError);
    return error as RavenError;
  }
  throw new Error('the run did not fail');
}

describe('runnable corpus models complete', () => {
  test('raven-gr4j-cemaneige (NetCDF forcings and outputs) into the default output folder', async () => {
    const dir = await copyModel(MODELS.gr4jCemaneige);
    const out = await run(MODELS.gr4jCemaneige.stem, dir);
    expect(out).toBe(join(dir, 'output'));
    expect((await readdir(out)).sort()).toEqual([
      'Diagnostics.csv',
      'ForcingFunctions.nc',
      'Hydrographs.nc',
      'Raven_errors.txt',
      'Raven_progress.txt',
      'WatershedStorage.nc',
      'solution.rvc',
    ]);
    expect(await readFile(join(out, 'Diagnostics.csv'), 'utf8')).toMatch(
      /^observed_data_series,filename,DIAG_NASH_SUTCLIFFE/,
    );
  });

  test('Irondequoit, with its :RunName prefix, reports its files and progress', async () => {
    const dir = await copyModel(MODELS.irondequoit);
    const fractions: number[] = [];
    const result = await runRaven({
      modelname: MODELS.irondequoit.stem,
      configdir: dir,
      outputdir: 'out',
      onProgress: (fraction) => fractions.push(fraction),
    });
    expect(result.outputdir).toBe(join(dir, 'out'));
    expect(result.runName).toBe('run1');
    expect(result.files).toEqual([
      'Raven_errors.txt',
      'run1_Hydrographs.csv',
      'run1_WatershedStorage.csv',
      'run1_solution.rvc',
    ]);
    expect(result.messages.completed).toBe(true);
    expect(result.ravenSeconds).not.toBeNull();
    // One report per simulated month, from the start to the end.
    expect(fractions[0]).toBe(0);
    expect(fractions[fractions.length - 1]).toBe(1);
    expect(fractions.length).toBeGreaterThanOrEqual(12);
    expect([...fractions].sort((a, b) => a - b)).toEqual(fractions);
  });

  test('a run name and an absolute output folder outside the model', async () => {
    const dir = await copyModel(MODELS.irondequoit);
    const out = join(await tempDir(), 'elsewhere', 'deep');
    const result = await runRaven({
      modelname: 'Irondequoit.rvi',
      configdir: dir,
      outputdir: out,
      runName: 'myrun',
    });
    expect(result.outputdir).toBe(out);
    expect(result.files).toContain('myrun_Hydrographs.csv');
    // -r wins over :RunName, and Raven says so.
    expect(result.warnings.join('\n')).toMatch(/RunName/);
  });
});

describe('engine failures become RavenError with Raven own messages', () => {
  test('a missing .rvh', async () => {
    const dir = await copyModel(MODELS.irondequoit);
    await rm(join(dir, 'Irondequoit.rvh'));
    const error = await ravenError(run('Irondequoit', dir));
    expect(error.errors).toEqual(['Cannot find or read .rvh file']);
    expect(error.reason).toBe('errors');
    expect(error.configdir).toBe(dir);
    expect(error.exitCode).toBe(0);
    expect(error.message).toContain('Cannot find or read .rvh file');
  });

  test('a renamed redirected file', async () => {
    const dir = await copyModel(MODELS.salmonGr4j);
    const meteo = join(dir, 'data_obs', 'Salmon-River-Near-Prince-George_meteo_daily.rvt');
    await rename(meteo, `${meteo}.moved`);
    const error = await ravenError(run(MODELS.salmonGr4j.stem, dir));
    expect(error.errors).toContain(
      ':RedirectToFile (from .rvt): Cannot find file data_obs/Salmon-River-Near-Prince-George_meteo_daily.rvt',
    );
  });

  test('a bad option value', async () => {
    const dir = await copyModel(MODELS.gr4jCemaneige);
    await editFile(join(dir, 'raven-gr4j-salmon.rvi'), (t) => t.replace('ROUTE_NONE', 'ROUTE_BOGUS'));
    const error = await ravenError(run(MODELS.gr4jCemaneige.stem, dir));
    expect(error.errors).toContain('ParseMainInputFile: Unrecognized routing method');
    expect(error.errors).not.toContain('Errors found in input data. See Raven_errors.txt for details');
  });

  test('a garbage line in a .rvt', async () => {
    const dir = await copyModel(MODELS.irondequoit);
    await editFile(join(dir, 'IrondequoitGauge.rvt'), (t) => `${t}\ngarbage line\n`);
    const error = await ravenError(run('Irondequoit', dir));
    expect(error.errors[0]).toMatch(
      /^Unrecognized command in \.rvt file: \|garbage\| file: IrondequoitGauge\.rvt line: \d+$/,
    );
  });

  test('an error raised before Raven_errors.txt exists comes from the console', async () => {
    const dir = await copyModel(MODELS.irondequoit);
    // -r skips the .rvi read by rvkit, so Raven itself meets the missing file.
    const error = await ravenError(run('NoSuchModel', dir, null, true, false, { runName: 'x' }));
    expect(error.errors).toContain('Cannot find or read .rvi file');
  });

  test('the warnings of a failed run are emitted even when not verbose', async () => {
    const dir = await copyModel(MODELS.irondequoit);
    await editFile(join(dir, 'Irondequoit.rvi'), (t) => `${t}\n:UnknownCommandXyz 1\n`);
    await rm(join(dir, 'Irondequoit.rvh'));
    const emitted: RavenWarning[] = [];
    const error = await ravenError(
      run('Irondequoit', dir, null, true, false, { onWarning: (w) => emitted.push(w) }),
    );
    expect(error.warnings).toEqual(['IGNORING unrecognized command: :UnknownCommandXyz in .rvi file']);
    expect(emitted.map((w) => w.message)).toEqual(error.warnings);
  });
});

describe('warnings', () => {
  test('an unknown command gives a RavenWarning through process.emitWarning when verbose', async () => {
    const dir = await copyModel(MODELS.irondequoit);
    await editFile(join(dir, 'Irondequoit.rvi'), (t) => `${t}\n:UnknownCommandXyz 1 2\n`);
    // Under jest, process 'warning' events reach the real process, not the test's: watch the call.
    const calls: unknown[][] = [];
    const original = process.emitWarning;
    process.emitWarning = ((...args: unknown[]) => void calls.push(args)) as typeof process.emitWarning;
    try {
      await run('Irondequoit', dir, null, true, true);
    } finally {
      process.emitWarning = original;
    }
    expect(calls).toEqual([
      ['IGNORING unrecognized command: :UnknownCommandXyz in .rvi file', { type: 'RavenWarning' }],
    ]);
  });

  test('warnings of a successful run are returned but not emitted unless verbose', async () => {
    const dir = await copyModel(MODELS.irondequoit);
    await editFile(join(dir, 'Irondequoit.rvi'), (t) => `${t}\n:UnknownCommandXyz 1 2\n`);
    const emitted: RavenWarning[] = [];
    const result = await runRaven({
      modelname: 'Irondequoit',
      configdir: dir,
      onWarning: (w) => emitted.push(w),
    });
    expect(result.warnings).toEqual(['IGNORING unrecognized command: :UnknownCommandXyz in .rvi file']);
    expect(emitted).toEqual([]);
  });
});

describe('overwrite', () => {
  test('overwrite=false refuses when this run outputs exist, and touches nothing', async () => {
    const dir = await copyModel(MODELS.irondequoit);
    const out = await run('Irondequoit', dir);
    const before = await Promise.all(
      (await readdir(out)).sort().map(async (name) => [name, await readFile(join(out, name), 'utf8')]),
    );
    await expect(run('Irondequoit', dir, null, false)).rejects.toThrow(OutputExistsError);
    const after = await Promise.all(
      (await readdir(out)).sort().map(async (name) => [name, await readFile(join(out, name), 'utf8')]),
    );
    expect(after).toEqual(before);
  });

  test('overwrite=false runs when only another run name has outputs there', async () => {
    const dir = await copyModel(MODELS.irondequoit);
    await run('Irondequoit', dir);
    const result = await runRaven({
      modelname: 'Irondequoit',
      configdir: dir,
      overwrite: false,
      runName: 'other',
    });
    expect(result.files).toContain('other_Hydrographs.csv');
    expect(existsSync(join(dir, 'output', 'run1_Hydrographs.csv'))).toBe(true);
  });

  test('overwrite=true keeps every file Raven did not write', async () => {
    const dir = await copyModel(MODELS.irondequoit);
    const out = join(dir, 'output');
    await run('Irondequoit', dir);
    await writeFile(join(out, 'notes.txt'), 'mine');
    await writeFile(join(out, 'run2_Hydrographs.csv'), 'another run');
    const result = await runRaven({ modelname: 'Irondequoit', configdir: dir, overwrite: true });
    expect(result.files).toContain('run1_Hydrographs.csv');
    expect(await readFile(join(out, 'notes.txt'), 'utf8')).toBe('mine');
    expect(await readFile(join(out, 'run2_Hydrographs.csv'), 'utf8')).toBe('another run');
  });
});
