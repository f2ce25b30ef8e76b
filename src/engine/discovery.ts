/** Finding the Raven executable: environment variables, then rvkit's cached install, then PATH. */
import { accessSync, constants, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import { EngineNotFoundError } from './errors.js';

/** Where an engine was found. */
export type EngineSource = 'RAVEN_BINARY' | 'RAVENPY_RAVEN_BINARY_PATH' | 'cache' | 'PATH';

/** A Raven executable and how it was found. */
export interface EngineLocation {
  readonly path: string;
  readonly source: EngineSource;
  /** Candidates looked at before this one, each with why it was not used. */
  readonly skipped: readonly string[];
}

/** The version of raven-hydro that `scripts/install-engine.sh` installs unless told otherwise. */
const DEFAULT_HYDRO_VERSION = '4.12.1';

// The install script reads these with `${VAR:-default}`: an empty variable counts as unset.
function setting(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value === '' ? undefined : value;
}

/** rvkit's cache directory (the engine, rvkit-launch), by the install scripts' rules. */
export function rvkitCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return (
    setting(env, 'RVKIT_CACHE_DIR') ??
    join(setting(env, 'XDG_CACHE_HOME') ?? join(setting(env, 'HOME') ?? homedir(), '.cache'), 'rvkit')
  );
}

/** The path where `scripts/install-engine.sh` puts the engine, by the script's own rules. */
export function cachedEnginePath(env: NodeJS.ProcessEnv = process.env): string {
  const cache = rvkitCacheDir(env);
  const venv = join(cache, `raven-hydro-${setting(env, 'RAVEN_HYDRO_VERSION') ?? DEFAULT_HYDRO_VERSION}`);
  return process.platform === 'win32' ? join(venv, 'Scripts', 'raven.exe') : join(venv, 'bin', 'raven');
}

/** Why a path is not a usable executable, or null when it is one. */
function unusable(path: string): string | null {
  try {
    if (!statSync(path).isFile()) return 'is not a file';
    accessSync(path, constants.X_OK);
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'ENOTDIR'
      ? 'does not exist'
      : code === 'EACCES'
        ? 'is not executable'
        : `cannot be used (${code})`;
  }
}

function pathCandidates(env: NodeJS.ProcessEnv): string[] {
  const dirs = (env.PATH ?? env.Path ?? '').split(delimiter).filter((d) => d !== '');
  const names =
    process.platform === 'win32'
      ? (env.PATHEXT ?? '.EXE').split(';').map((ext) => `raven${ext.toLowerCase()}`)
      : ['raven'];
  return dirs.flatMap((dir) => names.map((name) => join(dir, name)));
}

/**
 * Finds the Raven executable: RAVEN_BINARY, RAVENPY_RAVEN_BINARY_PATH, the cached install, then PATH. A
 * variable that is set names the engine to use: when its file does not exist or cannot run, EngineNotFoundError.
 */
export function findEngine(env: NodeJS.ProcessEnv = process.env): EngineLocation {
  const candidates: [EngineSource, string | undefined][] = [
    ['RAVEN_BINARY', setting(env, 'RAVEN_BINARY')],
    ['RAVENPY_RAVEN_BINARY_PATH', setting(env, 'RAVENPY_RAVEN_BINARY_PATH')],
    ['cache', cachedEnginePath(env)],
    ...pathCandidates(env).map((p): [EngineSource, string] => ['PATH', p]),
  ];
  const skipped: string[] = [];
  for (const [source, path] of candidates) {
    if (path === undefined) continue;
    const problem = unusable(path);
    if (problem === null) return { path, source, skipped };
    // A binary the user named is the one they mean: running another one instead would hide their mistake.
    if (source === 'RAVEN_BINARY' || source === 'RAVENPY_RAVEN_BINARY_PATH') {
      throw new EngineNotFoundError(
        [`${source}: ${path} (${problem})`],
        `${source} names ${path}, which ${problem}: ` +
          `set it to a Raven executable, or unset it to use the engine rvkit finds itself.`,
      );
    }
    // PATH entries without a raven are the normal case: listing them all would bury the hint.
    if (source !== 'PATH' || problem !== 'does not exist') skipped.push(`${source}: ${path} (${problem})`);
  }
  if (pathCandidates(env).length === 0) skipped.push('PATH: empty');
  else skipped.push('PATH: no raven executable');
  throw new EngineNotFoundError(skipped);
}
