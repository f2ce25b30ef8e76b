import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { RavenError, runRaven } from '../../src/engine/index.js';
import { copyModel, editFile, MODELS, removeTemporaryDirs, tempDir } from './helpers.js';

afterAll(removeTemporaryDirs);

// Raven's console through files instead of pipes (a calibration's runs): the run must tell the same.
describe('console output read from files after the run', () => {
  test('a successful run: the same console, timing and warnings as through pipes', async () => {
    const dir = await copyModel(MODELS.irondequoit);
    await editFile(join(dir, 'Irondequoit.rvi'), (t) => `${t}\n:UnknownCommandXyz 1 2\n`);
    const piped = await runRaven({ modelname: 'Irondequoit', configdir: dir, onWarning: () => undefined });
    const screen = await tempDir();
    const files = { stdout: join(screen, 'out.txt'), stderr: join(screen, 'err.txt') };
    const filed = await runRaven({
      modelname: 'Irondequoit',
      configdir: dir,
      screenFiles: files,
      onWarning: () => undefined,
    });
    expect(filed.warnings).toEqual(['IGNORING unrecognized command: :UnknownCommandXyz in .rvi file']);
    expect(filed.warnings).toEqual(piped.warnings);
    expect(filed.ravenSeconds).not.toBeNull();
    // Raven's console: its banner and closing lines, as the pipes gave them (times aside).
    const lines = (text: string) =>
      text.split('\n').filter((l) => !/seconds|elapsed|Date|steps\/second/i.test(l));
    expect(lines(filed.stdout)).toEqual(lines(piped.stdout));
    expect(filed.stdout).toMatch(/Simulation Complete/);
    expect(await readFile(files.stdout, 'utf8')).toBe(filed.stdout);
  });

  test('an error only the console tells (before Raven_errors.txt exists) still reaches RavenError', async () => {
    const dir = await copyModel(MODELS.irondequoit);
    const screen = await tempDir();
    const error = await runRaven({
      modelname: 'NoSuchModel',
      configdir: dir,
      runName: 'x',
      screenFiles: { stdout: join(screen, 'out.txt'), stderr: join(screen, 'err.txt') },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RavenError);
    expect((error as RavenError).errors).toContain('Cannot find or read .rvi file');
  });
});
