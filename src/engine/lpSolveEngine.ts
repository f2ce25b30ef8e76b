/**
 * The second Raven engine, built with lp_solve by `scripts/install-engine-lpsolve.sh`: the only build that reads
 * a management file (.rvm). The default engine (findEngine) stays the plain raven-hydro build; this one is for
 * whoever needs the demand optimiser, such as the tests of the checker's management rules.
 */
import { accessSync, constants } from 'node:fs';
import { join } from 'node:path';
import { rvkitCacheDir } from './discovery.js';
import { EngineNotFoundError } from './errors.js';

/** The version of raven-hydro whose sources the lp_solve build compiles, unless RAVEN_HYDRO_VERSION says. */
const DEFAULT_HYDRO_VERSION = '4.12.1';

/** The path where `scripts/install-engine-lpsolve.sh` puts the lp_solve engine, by the script's own rules. */
export function cachedLpSolveEnginePath(env: NodeJS.ProcessEnv = process.env): string {
  const version = env.RAVEN_HYDRO_VERSION || DEFAULT_HYDRO_VERSION;
  return join(rvkitCacheDir(env), `raven-hydro-${version}-lpsolve`, 'bin', 'raven');
}

/**
 * The Raven built with lp_solve: RAVEN_LPSOLVE_BINARY when set, else the cached build; EngineNotFoundError
 * (naming the install script) when neither runs.
 */
export function findLpSolveEngine(env: NodeJS.ProcessEnv = process.env): string {
  const named = env.RAVEN_LPSOLVE_BINARY || undefined;
  const path = named ?? cachedLpSolveEnginePath(env);
  try {
    accessSync(path, constants.X_OK);
    return path;
  } catch {
    const source = named ? 'RAVEN_LPSOLVE_BINARY' : 'cache';
    throw new EngineNotFoundError(
      [`${source}: ${path} (not an executable)`],
      `No Raven built with lp_solve at ${path}: run scripts/install-engine-lpsolve.sh (needs liblpsolve55-dev).`,
    );
  }
}
