#!/usr/bin/env node
/** The `rvkit` command line. */
import { readFileSync } from 'node:fs';
import { EXIT, type CliIO } from './command.js';
import { COMMANDS, type CommandEntry } from './commands/index.js';
import { stopEngines } from '../engine/liveEngines.js';
import { signalExitCode, stopEnginesOnSignals } from '../engine/stopOnSignals.js';
import { escapeControls, terminalSafe } from './terminalText.js';

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

/**
 * A write to a closed pipe (`rvkit check model/ | head -1`): rvkit stops as Unix tools stop on SIGPIPE,
 * quietly, with 128 + 13, after stopping the engines it started.
 */
function onStreamError(error: NodeJS.ErrnoException): void {
  if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED') throw error;
  void stopEngines('SIGTERM').then(() => process.exit(signalExitCode('SIGPIPE')));
}

/** A writer to a stream: through `terminalSafe` when the stream is a terminal (no escape from a model). */
function writer(stream: NodeJS.WriteStream): (text: string) => void {
  stream.on('error', onStreamError);
  return stream.isTTY ? (text) => stream.write(terminalSafe(text)) : (text) => stream.write(text);
}

// No engine outlives rvkit: SIGTERM, SIGINT and SIGHUP pass on to every engine, waited for, then exit 128 + n.
stopEnginesOnSignals();

const io: CliIO = {
  out: writer(process.stdout),
  err: writer(process.stderr),
  interactive: process.stderr.isTTY === true,
  rvkit: main,
};

main(process.argv.slice(2), io).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    io.err(`rvkit: ${escapeControls((e as Error).stack ?? String(e))}\n`);
    process.exitCode = EXIT.failure;
  },
);
