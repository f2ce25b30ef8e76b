/** `rvkit engine`: which Raven executable rvkit uses, how it was found, and its version. */
import { parseArgs } from 'node:util';
import {
  cachedEnginePath,
  EngineNotFoundError,
  engineVersion,
  findEngine,
  INSTALL_HINT,
} from '../../engine/index.js';
import type { EngineSource } from '../../engine/index.js';
import { INSTALL_NEEDS, INSTALL_SCRIPT, installEngine } from '../../engine/install.js';
import { EXIT, type CliCommand, type CliIO } from '../command.js';

const SOURCES: Readonly<Record<EngineSource, string>> = {
  RAVEN_BINARY: 'the RAVEN_BINARY environment variable',
  RAVENPY_RAVEN_BINARY_PATH: 'the RAVENPY_RAVEN_BINARY_PATH environment variable',
  cache: "rvkit's engine cache (installed by `rvkit engine --install`)",
  PATH: 'raven on PATH',
};

const HELP = `Usage: rvkit engine [--json]
       rvkit engine --install

Shows the Raven executable rvkit runs, how it was found, and the version it reports (\`raven -v\`).
With --install, builds Raven first (raven-hydro from PyPI, compiled: a few minutes the first time) into
rvkit's engine cache, unless the cache already holds a working one.

Places looked at, in order (the first executable file wins):
  1. $RAVEN_BINARY
  2. $RAVENPY_RAVEN_BINARY_PATH (the variable RavenPy reads)
  3. rvkit's engine cache: ${cachedEnginePath()}
     ($RVKIT_CACHE_DIR, else $XDG_CACHE_HOME/rvkit, else ~/.cache/rvkit; filled by \`rvkit engine --install\`)
  4. raven on $PATH

Options:
  --install   build and install the engine (${INSTALL_SCRIPT}); needs ${INSTALL_NEEDS}
  --json      print {found, path, source, version, skipped} (or {found: false, error}) as JSON
  -h, --help  show this help

Exit codes:
  0  an engine was found (or installed) and runs
  2  wrong command line
  3  no engine found, or it does not run, or the install failed (the message says what to do)

${INSTALL_HINT}
`;

async function describe(json: boolean, io: CliIO): Promise<number> {
  let location;
  try {
    location = findEngine();
  } catch (error) {
    if (!(error instanceof EngineNotFoundError)) throw error;
    if (json) io.out(`${JSON.stringify({ found: false, error: error.message }, null, 2)}\n`);
    else io.err(`rvkit engine: ${error.message}\n`);
    return EXIT.failure;
  }
  let version: string;
  try {
    version = await engineVersion(location.path);
  } catch (error) {
    io.err(`rvkit engine: ${location.path} does not run: ${(error as Error).message}\n${INSTALL_HINT}\n`);
    return EXIT.failure;
  }
  if (json) {
    io.out(`${JSON.stringify({ found: true, ...location, version }, null, 2)}\n`);
    return EXIT.ok;
  }
  io.out(`engine:   ${location.path}\nfound by: ${SOURCES[location.source]}\nversion:  ${version}\n`);
  for (const skipped of location.skipped) io.out(`skipped:  ${skipped}\n`);
  return EXIT.ok;
}

/** Runs the shipped installer, its messages and a line every half minute on standard error. */
async function install(io: CliIO): Promise<boolean> {
  const started = Date.now();
  const beat = setInterval(() => {
    const minutes = Math.round((Date.now() - started) / 60_000);
    io.err(`rvkit engine: still installing (${minutes} min so far)\n`);
  }, 30_000);
  try {
    await installEngine({ onLine: (line) => io.err(`${line}\n`) });
    return true;
  } catch (error) {
    io.err(
      `rvkit engine: ${(error as Error).message}\nOr set RAVEN_BINARY to the path of a Raven executable.\n`,
    );
    return false;
  } finally {
    clearInterval(beat);
  }
}

/** The `rvkit engine` command. */
export const engineCommand: CliCommand = {
  name: 'engine',
  help: HELP,
  async run(argv, io) {
    let values;
    try {
      ({ values } = parseArgs({
        args: [...argv],
        options: {
          install: { type: 'boolean' },
          json: { type: 'boolean' },
          help: { type: 'boolean', short: 'h' },
        },
        strict: true,
        allowPositionals: false,
      }));
    } catch (error) {
      io.err(`rvkit engine: ${(error as Error).message}\nTry 'rvkit engine --help'.\n`);
      return EXIT.usage;
    }
    if (values.help) {
      io.out(HELP);
      return EXIT.ok;
    }
    if (values.install && !(await install(io))) return EXIT.failure;
    return describe(values.json === true, io);
  },
};
