import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cachedEnginePath, EngineNotFoundError, engineVersion, findEngine } from '../../src/engine/index.js';
import { ravenBinary, removeTemporaryDirs, tempDir } from './helpers.js';

afterAll(removeTemporaryDirs);

// An environment where nothing points at an engine: no PATH, and a cache directory that is empty.
async function emptyEnv(): Promise<NodeJS.ProcessEnv> {
  return { PATH: '', RVKIT_CACHE_DIR: await tempDir('rvkit-cache-'), HOME: await tempDir('rvkit-home-') };
}

describe('findEngine', () => {
  const real = ravenBinary();

  test('RAVEN_BINARY comes first', async () => {
    const env = {
      ...(await emptyEnv()),
      RAVEN_BINARY: real,
      RAVENPY_RAVEN_BINARY_PATH: '/nonexistent/raven',
    };
    expect(findEngine(env)).toMatchObject({ path: real, source: 'RAVEN_BINARY' });
  });

  test('RAVENPY_RAVEN_BINARY_PATH is used when RAVEN_BINARY is not set', async () => {
    const env = { ...(await emptyEnv()), RAVEN_BINARY: '', RAVENPY_RAVEN_BINARY_PATH: real };
    expect(findEngine(env)).toMatchObject({ path: real, source: 'RAVENPY_RAVEN_BINARY_PATH', skipped: [] });
  });

  // Issue 23 item 13: a binary the user named is the one meant; another engine is never run in its place.
  test.each([
    ['RAVEN_BINARY', '/nonexistent/raven', 'does not exist'],
    ['RAVENPY_RAVEN_BINARY_PATH', '/nonexistent/raven', 'does not exist'],
  ])('%s naming a missing file is an error, not a fallback', async (name, path, why) => {
    const env = { ...(await emptyEnv()), [name]: path, PATH: real.slice(0, real.lastIndexOf('/')) };
    expect(() => findEngine(env)).toThrow(EngineNotFoundError);
    expect(() => findEngine(env)).toThrow(`${name} names ${path}, which ${why}`);
  });

  test('RAVEN_BINARY naming a directory or a file that is not executable is an error', async () => {
    const dir = await tempDir();
    const env = { ...(await emptyEnv()), RAVEN_BINARY: dir, RAVENPY_RAVEN_BINARY_PATH: real };
    expect(() => findEngine(env)).toThrow(`RAVEN_BINARY names ${dir}, which is not a file`);
    const file = join(dir, 'raven');
    writeFileSync(file, '#!/bin/sh\n', { mode: 0o644 });
    // root may execute nothing without an x bit either: access(X_OK) asks for one.
    expect(() => findEngine({ ...env, RAVEN_BINARY: file })).toThrow(
      `RAVEN_BINARY names ${file}, which is not executable`,
    );
  });

  test('the cached install follows the install script path rules', () => {
    expect(cachedEnginePath({ RVKIT_CACHE_DIR: '/c', XDG_CACHE_HOME: '/x', HOME: '/h' })).toBe(
      '/c/raven-hydro-4.12.1/bin/raven',
    );
    expect(cachedEnginePath({ RVKIT_CACHE_DIR: '', XDG_CACHE_HOME: '/x', HOME: '/h' })).toBe(
      '/x/rvkit/raven-hydro-4.12.1/bin/raven',
    );
    expect(cachedEnginePath({ HOME: '/h', RAVEN_HYDRO_VERSION: '4.12.2' })).toBe(
      '/h/.cache/rvkit/raven-hydro-4.12.2/bin/raven',
    );
  });

  test('the cached install is found when no variable is set', () => {
    const env = { ...process.env, RAVEN_BINARY: '', RAVENPY_RAVEN_BINARY_PATH: '', PATH: '' };
    expect(findEngine(env)).toMatchObject({ path: cachedEnginePath(env), source: 'cache' });
  });

  test('raven on PATH is the last resort', async () => {
    const dir = real.slice(0, real.lastIndexOf('/'));
    const env = { ...(await emptyEnv()), PATH: `/nonexistent:${dir}` };
    expect(findEngine(env)).toMatchObject({ path: join(dir, 'raven'), source: 'PATH' });
  });

  test('nothing anywhere gives EngineNotFoundError that says how to install', async () => {
    const env: NodeJS.ProcessEnv = await emptyEnv();
    expect(() => findEngine(env)).toThrow(EngineNotFoundError);
    try {
      findEngine(env);
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('rvkit engine --install');
      expect(message).toContain('RAVEN_BINARY');
      expect(message).toContain(join(env.RVKIT_CACHE_DIR as string, 'raven-hydro-4.12.1/bin/raven'));
    }
  });
});

describe('engineVersion', () => {
  test('reads `raven -v`', async () => {
    expect(await engineVersion(ravenBinary())).toBe('4.12 w/ netCDF');
  });
});
