/** `rvkit run`: runs Raven on a model, shows its progress, then a short summary of the run. */
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import {
  DEFAULT_TIMEOUT_MS,
  INSTALL_HINT,
  RAVEN_MESSAGES_FILE,
  RavenError,
  runPrefix,
  runRaven,
  stopEnginesOnSignals,
  type RunResult,
} from '../../engine/index.js';
import { EXIT, type CliCommand, type CliIO } from '../command.js';
import { escapeControls, shownText } from '../terminalText.js';

const HELP = `Usage: rvkit run <model.rvi | model-dir> [options]

Runs the Raven engine on a model: <model.rvi> names the main input file (its .rvh, .rvp, .rvt, .rvc
sit beside it, as Raven requires); a directory must hold exactly one .rvi. Raven runs in the model's
directory. Progress is shown on standard error while it runs, then a summary: completed or failed, the
time taken, where the outputs are, the diagnostics (Diagnostics.csv) and the warnings.

Success is read from Raven's messages, not its exit status (always 0): the run completed when Raven
wrote "SIMULATION COMPLETE :)" and no ERROR in Raven_errors.txt.

Options:
  -o, --output DIR       output directory (default: <model-dir>/output); created if missing. Files in it
                         that Raven does not write are left alone; Raven replaces its own.
  -r, --run-name NAME    run name: prefix of every output file (NAME_Hydrographs.csv); overrides :RunName
  -m, --mode C           run mode, one character, for :IfModeEquals blocks; overrides :Mode
      --timeout SECONDS  kill Raven and fail after this long (default ${DEFAULT_TIMEOUT_MS / 1000}; 0 = no limit)
      --verbose          list every warning (by default only their count, unless the run fails)
      --plot             draw the hydrograph beside the outputs (hydrograph.svg; see rvkit plot)
  -h, --help             show this help

The engine is found as \`rvkit engine\` shows. ${INSTALL_HINT}

Exit codes:
  0  Raven completed
  1  Raven failed (its error messages are printed)
  2  wrong command line (unknown option, no model, a directory with several .rvi files)
  3  the model or the engine was not found
`;

/** A problem with the command line or the input, with the exit code it gives. */
class CommandProblem extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

/** The model directory and .rvi stem named by the command's argument. */
async function locateModel(target: string): Promise<{ configdir: string; modelname: string }> {
  const path = resolve(target);
  const info = await stat(path).catch(() => null);
  if (info?.isDirectory()) {
    const rvis = (await readdir(path)).filter((name) => name.toLowerCase().endsWith('.rvi')).sort();
    if (rvis.length === 1) return { configdir: path, modelname: rvis[0].slice(0, -4) };
    if (rvis.length === 0)
      throw new CommandProblem(
        `no .rvi file in ${path}: give the directory that holds the model's .rvi (rvkit new makes one)`,
        EXIT.failure,
      );
    throw new CommandProblem(
      `${rvis.length} .rvi files in ${path} (${rvis.join(', ')}): name one`,
      EXIT.usage,
    );
  }
  if (info?.isFile() && path.toLowerCase().endsWith('.rvi')) {
    return { configdir: dirname(path), modelname: basename(path).slice(0, -4) };
  }
  if (info)
    throw new CommandProblem(`not an .rvi file: ${path}: give a model directory or its .rvi`, EXIT.usage);
  // Raven's own habit: the model named by its stem.
  if ((await stat(`${path}.rvi`).catch(() => null))?.isFile()) {
    return { configdir: dirname(path), modelname: basename(path) };
  }
  throw new CommandProblem(`not found: ${path}: give a model directory or its .rvi file`, EXIT.failure);
}

/** Seconds between progress lines when standard error is not a terminal (logs stay short). */
const LOG_EVERY_MS = 10_000;

/** Shows progress on standard error: one redrawn line on a terminal, a line every ten seconds otherwise. */
function progressDisplay(io: CliIO): { update: (fraction: number, line: string) => void; done: () => void } {
  const started = performance.now();
  let logged = started;
  let last = '';
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const draw = () => io.err(`\r\x1b[KRaven: ${last || 'starting'} (${elapsed()})`);
  // A silent model prints no progress: on a terminal, the clock still shows that it is alive.
  const timer = io.interactive ? setInterval(draw, 1000) : null;
  timer?.unref();
  return {
    update(fraction, line) {
      const percent = Math.floor(fraction * 100);
      last = /^\d{4}-\d{2}-\d{2}$/.test(line) ? `${percent}% (${line})` : `${percent}%`;
      if (io.interactive) draw();
      else if (performance.now() - logged >= LOG_EVERY_MS) {
        logged = performance.now();
        io.err(`Raven: ${last} after ${elapsed()}\n`);
      }
    },
    done() {
      if (timer) clearInterval(timer);
      if (io.interactive) io.err('\r\x1b[K');
    },
  };
}

/** The diagnostics table of a Diagnostics.csv: one row per observed series, one column per metric. */
export function diagnosticsTable(csv: string): string {
  const rows = csv
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    // Raven ends every line with a comma; the filename column is long and says little here.
    .map((line) =>
      line
        .replace(/,\s*$/, '')
        .split(',')
        .map((cell) => cell.trim()),
    )
    .map((cells) => [cells[0], ...cells.slice(2)]);
  if (rows.length < 2) return '';
  rows[0] = rows[0].map((name, i) => (i === 0 ? 'series' : name.replace(/^DIAG_/, '')));
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows
    .map(
      (r) =>
        `  ${r
          .map((cell, i) => (cell ?? '').padEnd(widths[i]))
          .join('  ')
          .trimEnd()}\n`,
    )
    .join('');
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

function listWarnings(warnings: readonly string[], write: (text: string) => void): void {
  for (const warning of warnings) write(`  WARNING: ${shownText(warning)}\n`);
}

async function reportSuccess(result: RunResult, verbose: boolean, io: CliIO): Promise<void> {
  const own = result.ravenSeconds === null ? '' : ` (Raven's own count: ${result.ravenSeconds.toFixed(2)} s)`;
  io.out(`Raven completed in ${seconds(result.elapsedMs)}${own}\n`);
  const where = relative(process.cwd(), result.outputdir) || '.';
  io.out(`outputs in ${escapeControls(where)}: ${escapeControls(result.files.join(', '))}\n`);
  const diagnostics = `${runPrefix(result.runName)}Diagnostics.csv`;
  if (result.files.includes(diagnostics)) {
    const table = diagnosticsTable(await readFile(join(result.outputdir, diagnostics), 'utf8'));
    if (table !== '') io.out(`diagnostics:\n${escapeControls(table)}`);
  }
  const count = result.warnings.length;
  io.out(
    `${count} warning${count === 1 ? '' : 's'}${count > 0 && !verbose ? ' (--verbose lists them)' : ''}\n`,
  );
  if (verbose) listWarnings(result.warnings, io.out);
}

function reportFailure(error: RavenError, elapsedMs: number, io: CliIO): void {
  io.err(`Raven failed after ${seconds(elapsedMs)} (${error.reason}) in ${error.configdir}\n`);
  for (const message of error.errors)
    io.err(`  ERROR: ${shownText(message).replace(/\n/g, '\n         ')}\n`);
  // As the spec asks: warnings are shown whenever a run fails.
  listWarnings(error.warnings, io.err);
  io.err(`messages: ${join(error.outputdir, RAVEN_MESSAGES_FILE)}\n`);
  io.err(`rvkit check ${error.configdir} points at each problem it knows in the model's files\n`);
}

function parse(argv: readonly string[]) {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: {
      output: { type: 'string', short: 'o' },
      'run-name': { type: 'string', short: 'r' },
      mode: { type: 'string', short: 'm' },
      timeout: { type: 'string' },
      verbose: { type: 'boolean' },
      plot: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: true,
  });
  if (values.help) return { help: true as const };
  if (positionals.length !== 1)
    throw new CommandProblem('expected one model (.rvi file or directory)', EXIT.usage);
  const timeout = values.timeout === undefined ? DEFAULT_TIMEOUT_MS : Number(values.timeout) * 1000;
  if (!Number.isFinite(timeout) || timeout < 0) {
    throw new CommandProblem(`--timeout wants a number of seconds: ${values.timeout}`, EXIT.usage);
  }
  if (values.mode !== undefined && values.mode.length !== 1) {
    throw new CommandProblem(`--mode wants one character: ${values.mode}`, EXIT.usage);
  }
  if (values['run-name'] !== undefined && !/^[^\s#]+$/.test(values['run-name'])) {
    throw new CommandProblem(`--run-name wants one word: ${values['run-name']}`, EXIT.usage);
  }
  return {
    help: false as const,
    target: positionals[0],
    // -o is the user's path, so it is read from where they are, not from the model directory.
    outputdir: values.output === undefined ? null : resolve(values.output),
    runName: values['run-name'],
    mode: values.mode,
    timeout,
    verbose: values.verbose === true,
    plot: values.plot === true,
  };
}

async function execute(argv: readonly string[], io: CliIO): Promise<number> {
  let args;
  try {
    args = parse(argv);
  } catch (error) {
    const code = error instanceof CommandProblem ? error.code : EXIT.usage;
    io.err(`rvkit run: ${(error as Error).message}\n\n${HELP}`);
    return code;
  }
  if (args.help) {
    io.out(HELP);
    return EXIT.ok;
  }
  const { configdir, modelname } = await locateModel(args.target);
  const started = performance.now();
  const progress = progressDisplay(io);
  // A stopping signal ends rvkit once Raven is gone (main.ts): say so, rather than leave the progress line.
  const outputs = relative(process.cwd(), args.outputdir ?? join(configdir, 'output')) || '.';
  const release = stopEnginesOnSignals((signal) => {
    progress.done();
    io.err(
      `rvkit run: stopped by ${signal}: Raven was stopped; the outputs in ${escapeControls(outputs)} are incomplete\n`,
    );
  });
  try {
    const result = await runRaven({
      modelname,
      configdir,
      outputdir: args.outputdir,
      runName: args.runName,
      mode: args.mode,
      timeout: args.timeout,
      // The summary lists warnings itself: none go through process.emitWarning.
      onWarning: () => undefined,
      onProgress: progress.update,
    });
    progress.done();
    await reportSuccess(result, args.verbose, io);
    if (args.plot) await plotRun(result, io);
    return EXIT.ok;
  } catch (error) {
    progress.done();
    if (error instanceof RavenError) {
      reportFailure(error, performance.now() - started, io);
      return EXIT.problems;
    }
    throw error;
  } finally {
    release();
  }
}

/** Draws the run's hydrograph beside its outputs (loaded only when asked: vega is large). */
async function plotRun(result: RunResult, io: CliIO): Promise<void> {
  const { metricsLines, runHydrograph } = await import('../plot/hydrographOf.js');
  const { writePlot } = await import('../plot/writePlot.js');
  const path = join(result.outputdir, `${runPrefix(result.runName)}hydrograph.svg`);
  try {
    const plot = await runHydrograph(result.outputdir, result.runName, []);
    await writePlot(plot.spec, path);
    for (const line of metricsLines(plot)) io.out(`${line}\n`);
    io.out(`hydrograph: ${relative(process.cwd(), path) || path}\n`);
  } catch (error) {
    io.err(`rvkit run: no plot: ${(error as Error).message}\n`);
  }
}

/** The `rvkit run` command. */
export const runCommand: CliCommand = {
  name: 'run',
  help: HELP,
  async run(argv, io) {
    try {
      return await execute(argv, io);
    } catch (error) {
      if (error instanceof CommandProblem) {
        io.err(`rvkit run: ${escapeControls(error.message)}\n`);
        return error.code;
      }
      // A missing engine (its message says how to install one) or an unreadable model.
      io.err(`rvkit run: ${escapeControls((error as Error).message)}\n`);
      return EXIT.failure;
    }
  },
};
