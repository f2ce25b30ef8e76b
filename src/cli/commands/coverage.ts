/** `rvkit coverage`: which commands of a model directory became typed models and which stayed generic. */
import '../../models/index.js';
import { Config } from '../../models/sections/config.js';
import '../../project/configMethods.js'; // Config.load
import { coverage, formatCoverage } from '../../project/coverage.js';
import { parse } from '../args.js';
import { EXIT, type CliCommand } from '../command.js';

const help = `Usage: rvkit coverage <rvi|dir> [--stem NAME] [--json]

Loads a model directory into a typed Config and reports, per file type, the commands that became typed
models, the ones a model covers but whose text it cannot hold (kept as written, with the reason), and the
generic ones (kept as written). Nothing is written.

Options:
  --stem NAME   the model to load when the directory holds several .rvi files
  --json        print the report as JSON
  -h, --help

Exit codes: 0 report printed, 2 bad usage, 3 the model could not be loaded.`;

export const coverageCommand: CliCommand = {
  name: 'coverage',
  help,
  async run(argv, io) {
    const args = parse<{ stem?: string; json?: boolean; help?: boolean }>(argv, {
      stem: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    });
    if (!args.ok) return usage(io.err, args.error);
    if (args.values.help) return (io.out(help + '\n'), EXIT.ok);
    if (args.positionals.length !== 1) return usage(io.err, 'give one .rvi file or model directory');
    let config: Config;
    try {
      config = await Config.load(args.positionals[0], { stem: args.values.stem });
    } catch (e) {
      io.err(`rvkit coverage: ${(e as Error).message}\n`);
      return EXIT.failure;
    }
    const report = coverage(config);
    io.out(args.values.json ? JSON.stringify(report, null, 2) + '\n' : formatCoverage(report) + '\n');
    return EXIT.ok;
  },
};

function usage(err: (s: string) => void, message: string): number {
  err(`rvkit coverage: ${message}\nRun 'rvkit coverage --help' for usage.\n`);
  return EXIT.usage;
}
