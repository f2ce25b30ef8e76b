#!/usr/bin/env node
/** The `rvkit` command line. */
import { readFileSync } from 'node:fs';
import { EXIT, type CliIO } from './command.js';
import { COMMANDS, type CommandEntry } from './commands/index.js';

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

function mainHelp(commands: readonly CommandEntry[]): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    'Usage: rvkit <command> [arguments]',
    '',
    'Read, check, format and run Raven hydrological model directories.',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    "Run 'rvkit <command> --help' for the arguments of a command.",
    'Options: -h, --help   --version',
  ].join('\n');
}

/** Runs the CLI with the given arguments; resolves to the exit code. */
export async function main(argv: readonly string[], io: CliIO): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '-h' || name === '--help' || name === 'help') {
    io.out(mainHelp(COMMANDS) + '\n');
    return name ? EXIT.ok : EXIT.usage;
  }
  if (name === '--version' || name === '-v') {
    io.out(version() + '\n');
    return EXIT.ok;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    io.err(`rvkit: unknown command '${name}'\nRun 'rvkit --help' for the list of commands.\n`);
    return EXIT.usage;
  }
  return (await command.load()).run(rest, io);
}

const io: CliIO = {
  out: (s) => process.stdout.write(s),
  err: (s) => process.stderr.write(s),
  interactive: process.stderr.isTTY === true,
};

main(process.argv.slice(2), io).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`rvkit: ${(e as Error).stack ?? String(e)}\n`);
    process.exitCode = EXIT.failure;
  },
);
