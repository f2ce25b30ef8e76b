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

  test('RAVENPY_RAVEN_BINARY_PATH is used when RAVEN_BINARY points nowhere', async () => {
    const env = {
      ...(await emptyEnv()),
      RAVEN_BINARY: '/nonexistent/raven',
      RAVENPY_RAVEN_BINARY_PATH: real,
    };
    const found = findEngine(env);
    expect(found).toMatchObject({ path: real, source: 'RAVENPY_RAVEN_BINARY_PATH' });
    expect(found.skipped).toEqual(['RAVEN_BINARY: /nonexistent/raven (does not exist)']);
  });

  test('a directory is not an executable', async () => {
    const dir = await tempDir();
    const env = { ...(await emptyEnv()), RAVEN_BINARY: dir, RAVENPY_RAVEN_BINARY_PATH: real };
    expect(findEngine(env).source).toBe('RAVENPY_RAVEN_BINARY_PATH');
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
    const env: NodeJS.ProcessEnv = {
      ...(await emptyEnv()),
      RAVEN_BINARY: '/nonexistent/raven',
      RAVENPY_RAVEN_BINARY_PATH: '/nonexistent/raven2',
    };
    expect(() => findEngine(env)).toThrow(EngineNotFoundError);
    try {
      findEngine(env);
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('rvkit engine --install');
      expect(message).toContain('RAVEN_BINARY');
      expect(message).toContain('/nonexistent/raven2');
      expect(message).toContain(join(env.RVKIT_CACHE_DIR as string, 'raven-hydro-4.12.1/bin/raven'));
    }
  });
});

describe('engineVersion', () => {
  test('reads `raven -v`', async () => {
    expect(await engineVersion(ravenBinary())).toBe('4.12 w/ netCDF');
  });
});
