/**
 * Installing the engine: the installer shipped in the package (`scripts/install-engine.sh`, beside `dist/`)
 * builds raven-hydro from PyPI into rvkit's engine cache, where `findEngine` looks. It is the same script a
 * clone runs (`npm run engine`), so a user of the published package and a developer get the same engine.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The installer, found from this module's place in the package (`dist/src/engine/` → `scripts/`). */
export const INSTALL_SCRIPT = fileURLToPath(new URL('../../../scripts/install-engine.sh', import.meta.url));

/** What the build needs on the machine (the installer's own header says the same). */
export const INSTALL_NEEDS =
  'g++, make, libnetcdf-dev and python3 with venv (Debian: apt-get install g++ make libnetcdf-dev python3-venv)';

/** Options of `installEngine`. */
export interface InstallOptions {
  /** Each line the installer reports while it works (what it builds, where). */
  readonly onLine?: (line: string) => void;
  /** The environment (RVKIT_CACHE_DIR, RAVEN_HYDRO_VERSION …); default: this process's. */
  readonly env?: NodeJS.ProcessEnv;
}

/**
 * Runs the shipped installer: a few minutes the first time (Raven compiled), seconds once the cache holds a
 * working engine. Resolves to the path of the Raven executable; rejects with the installer's last words.
 */
export function installEngine(options: InstallOptions = {}): Promise<string> {
  if (!existsSync(INSTALL_SCRIPT))
    return Promise.reject(new Error(`the engine installer ${INSTALL_SCRIPT} is not in the package`));
  return new Promise((resolvePath, reject) => {
    const child = spawn('bash', [INSTALL_SCRIPT], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: options.env ?? process.env,
    });
    let stdout = '';
    const said: string[] = [];
    let partial = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        said.push(line);
        options.onLine?.(line);
      }
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (partial !== '') said.push(partial);
      const path = stdout.trim().split('\n').pop() ?? '';
      if (code === 0 && path !== '') resolvePath(path);
      else
        reject(
          new Error(
            `the engine installer stopped (exit ${code}): ${said.slice(-5).join('\n') || 'no message'}\n` +
              `The build needs ${INSTALL_NEEDS}.`,
          ),
        );
    });
  });
}
