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
import { EXIT, type CliCommand, type CliIO } from '../command.js';

const SOURCES: Readonly<Record<EngineSource, string>> = {
  RAVEN_BINARY: 'the RAVEN_BINARY environment variable',
  RAVENPY_RAVEN_BINARY_PATH: 'the RAVENPY_RAVEN_BINARY_PATH environment variable',
  cache: "rvkit's engine cache (installed by `npm run engine`)",
  PATH: 'raven on PATH',
};

const HELP = `Usage: rvkit engine [--json]

Shows the Raven executable rvkit runs, how it was found, and the version it reports (\`raven -v\`).

Places looked at, in order (the first executable file wins):
  1. $RAVEN_BINARY
  2. $RAVENPY_RAVEN_BINARY_PATH (the variable RavenPy reads)
  3. rvkit's engine cache: ${cachedEnginePath()}
     ($RVKIT_CACHE_DIR, else $XDG_CACHE_HOME/rvkit, else ~/.cache/rvkit; filled by \`npm run engine\`)
  4. raven on $PATH

Options:
  --json      print {found, path, source, version, skipped} (or {found: false, error}) as JSON
  -h, --help  show this help

Exit codes:
  0  an engine was found and runs
  2  wrong command line
  3  no engine found, or it does not run (the message says how to install one)

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

/** The `rvkit engine` command. */
export const engineCommand: CliCommand = {
  name: 'engine',
  help: HELP,
  async run(argv, io) {
    let values;
    try {
      ({ values } = parseArgs({
        args: [...argv],
        options: { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
        strict: true,
        allowPositionals: false,
      }));
    } catch (error) {
      io.err(`rvkit engine: ${(error as Error).message}\n\n${HELP}`);
      return EXIT.usage;
    }
    if (values.help) {
      io.out(HELP);
      return EXIT.ok;
    }
    return describe(values.json === true, io);
  },
};
