import { existsSync, writeFileSync } from 'node:fs';
import { copyFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { engineCommand } from '../../src/cli/commands/engine.js';
import { diagnosticsTable, runCommand } from '../../src/cli/commands/run.js';
import { call } from '../cli/call.js';
import { copyModel, editFile, MODELS, ravenBinary, removeTemporaryDirs, tempDir } from './helpers.js';

afterAll(removeTemporaryDirs);

/** Runs `body` with some environment variables replaced, then puts them back. */
async function withEnv<T>(vars: Record<string, string>, body: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  Object.assign(process.env, vars);
  try {
    return await body();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

describe('rvkit engine', () => {
  test('prints the binary, how it was found, and its version', async () => {
    const { code, out } = await withEnv({ RAVEN_BINARY: ravenBinary() }, () => call(engineCommand, []));
    expect(code).toBe(0);
    expect(out).toContain(`engine:   ${ravenBinary()}`);
    expect(out).toContain('found by: the RAVEN_BINARY environment variable');
    expect(out).toContain('version:  4.12 w/ netCDF');
  });

  test('--json', async () => {
    const { code, out } = await call(engineCommand, ['--json']);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ found: true, path: ravenBinary(), version: '4.12 w/ netCDF' });
  });

  test('exit 3 with the install hint when there is no engine', async () => {
    const env = {
      RAVEN_BINARY: '',
      RAVENPY_RAVEN_BINARY_PATH: '',
      PATH: '',
      RVKIT_CACHE_DIR: await tempDir(),
    };
    const { code, err } = await withEnv(env, () => call(engineCommand, []));
    expect(code).toBe(3);
    expect(err).toContain('rvkit engine --install');
  });

  test('--help and a wrong option', async () => {
    expect((await call(engineCommand, ['--help'])).out).toMatch(/^Usage: rvkit engine/);
    expect((await call(engineCommand, ['--nope'])).code).toBe(2);
  });
});

describe('rvkit run', () => {
  test('a model directory: completed, outputs, diagnostics, warnings count', async () => {
    const dir = await copyModel(MODELS.gr4jCemaneige);
    const { code, out } = await call(runCommand, [dir]);
    expect(code).toBe(0);
    expect(out).toMatch(/^Raven completed in \d+\.\d\d s/);
    expect(out).toContain('Hydrographs.nc');
    expect(out).toMatch(/diagnostics:\n {2}series +NASH_SUTCLIFFE +RMSE\n {2}HYDROGRAPH_ALL\[1\] +-?\d/);
    expect(out).toContain('2 warnings (--verbose lists them)');
  });

  test('an .rvi path with -o, -r and --verbose; a redrawn progress line on a terminal', async () => {
    const dir = await copyModel(MODELS.irondequoit);
    const out = join(await tempDir(), 'out');
    const result = await call(
      runCommand,
      [join(dir, 'Irondequoit.rvi'), '-o', out, '-r', 'cli', '--verbose'],
      true,
    );
    expect(result.code).toBe(0);
    expect(result.out).toContain('cli_Hydrographs.csv');
    expect(result.out).toContain('WARNING: ParseInputFile: when run_name is specified from command line');
    expect(result.err).toContain('\r\x1b[KRaven: 100% (2001-01-01)');
  });

  test('a failed run exits 1 with Raven messages', async () => {
    const dir = await copyModel(MODELS.irondequoit);
    await editFile(join(dir, 'Irondequoit.rvi'), (t) => t.replace(/:Routing\s+\S+/, ':Routing ROUTE_BOGUS'));
    const { code, err } = await call(runCommand, [dir]);
    expect(code).toBe(1);
    expect(err).toContain('Raven failed after');
    expect(err).toContain('ERROR: ParseMainInputFile: Unrecognized routing method');
  });

  test('the model argument: a stem works; several .rvi files, a missing model, bad options do not', async () => {
    const dir = await copyModel(MODELS.irondequoit);
    expect((await call(runCommand, [join(dir, 'Irondequoit')])).code).toBe(0);
    await copyFile(join(dir, 'Irondequoit.rvi'), join(dir, 'Second.rvi'));
    expect((await call(runCommand, [dir])).err).toContain('2 .rvi files');
    expect((await call(runCommand, [dir])).code).toBe(2);
    await rm(join(dir, 'Second.rvi'));
    expect((await call(runCommand, [join(dir, 'nothing.rvi')])).code).toBe(3);
    expect((await call(runCommand, [dir, '--timeout', 'soon'])).code).toBe(2);
    expect((await call(runCommand, [dir, '-m', 'long'])).code).toBe(2);
    expect((await call(runCommand, [])).code).toBe(2);
    expect((await call(runCommand, ['-h'])).out).toMatch(/^Usage: rvkit run/);
  });
});

test('diagnosticsTable reads the CSV Raven writes (trailing commas, a filename column)', () => {
  const csv =
    'observed_data_series,filename,DIAG_NASH_SUTCLIFFE,DIAG_RMSE,\n' +
    'HYDROGRAPH_ALL[1],data_obs/Salmon-River-Near-Prince-George_Qobs_daily.rvt,0.511214,32.8827,\n';
  expect(diagnosticsTable(csv)).toBe(
    '  series             NASH_SUTCLIFFE  RMSE\n  HYDROGRAPH_ALL[1]  0.511214        32.8827\n',
  );
});

// Issue 23 item 13: the engine a user names is the one run, or rvkit says why it cannot be.
describe('rvkit run with RAVEN_BINARY naming no usable engine', () => {
  test('a file that does not exist: exit 3, saying so, and nothing written', async () => {
    const dir = await copyModel(MODELS.irondequoit);
    const out = join(await tempDir(), 'out');
    const { code, err } = await withEnv({ RAVEN_BINARY: '/nonexistent/raven' }, () =>
      call(runCommand, [dir, '-o', out]),
    );
    expect(code).toBe(3);
    expect(err).toContain('RAVEN_BINARY names /nonexistent/raven, which does not exist');
    expect(existsSync(out)).toBe(false);
  });

  test('a file that is no program for this machine: exit 3, saying it cannot run', async () => {
    const dir = await copyModel(MODELS.irondequoit);
    const binary = join(await tempDir(), 'raven');
    // Bytes that are neither an ELF program nor a script: the kernel refuses them, the shell then fails.
    writeFileSync(binary, Buffer.from([0x00, 0x01, 0x02, 0x03, 0xde, 0xad, 0xbe, 0xef]), { mode: 0o755 });
    const { code, err } = await withEnv({ RAVEN_BINARY: binary }, () =>
      call(runCommand, [dir, '-o', join(dir, 'out')]),
    );
    expect(code).toBe(3);
    expect(err).toContain(`${binary} cannot run on this machine`);
  });
});
