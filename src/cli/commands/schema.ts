/** `rvkit schema`: the JSON Schema of a Config's JSON, for editors. */
import '../../models/index.js';
import { jsonSchema } from '../../models/schema.js';
import { parse } from '../args.js';
import { EXIT, type CliCommand } from '../command.js';

const help = `Usage: rvkit schema

Prints the JSON Schema (draft 2020-12) of a Config in JSON form (fields by their spec names), with every
nested model under $defs, for editors that complete and check configuration files.

Options:
  -h, --help

Exit codes: 0 printed, 2 bad usage.`;

export const schemaCommand: CliCommand = {
  name: 'schema',
  help,
  async run(argv, io) {
    const args = parse<{ help?: boolean }>(argv, { help: { type: 'boolean', short: 'h' } });
    if (!args.ok || args.positionals.length > 0) {
      io.err(
        `rvkit schema: ${args.ok ? 'takes no arguments' : args.error}\nRun 'rvkit schema --help' for usage.\n`,
      );
      return EXIT.usage;
    }
    if (args.values.help) return (io.out(help + '\n'), EXIT.ok);
    io.out(JSON.stringify(jsonSchema(), null, 2) + '\n');
    return EXIT.ok;
  },
};
