/** `rvkit outputs`: what a Raven run produced, at a glance. */
import { statSync } from 'node:fs';
import { basename } from 'node:path';
import { EXIT, type CliCommand, type CliIO } from '../command.js';
import {
  type Dataset,
  type Diagnostics,
  OUTPUT_KINDS,
  type OutputFiles,
  OutputReader,
  parseTimeUnits,
} from '../../output/index.js';

const HELP = `Usage: rvkit outputs <dir> [--run-name NAME] [--json]

Shows what a Raven run wrote to the output directory <dir>: the files found, the hydrograph's basins,
time span and steps, the mean simulated flow of each basin, the diagnostics table, and the number of
errors and warnings in Raven_errors.txt.

Arguments:
  <dir>              the output directory of the run (Raven's -o directory)

Options:
  --run-name NAME    the run name (:RunName or raven -r), which prefixes the output file names
  --json             print the summary as JSON
  -h, --help         show this help

Exit codes:
  0  the outputs were read and Raven_errors.txt reports no error
  1  Raven_errors.txt has ERROR lines, or <dir> holds no Raven output
  2  the command line is wrong
  3  <dir> does not exist, or an output file could not be read`;

/** The summary of a run's outputs, as printed with `--json`. */
export interface OutputsSummary {
  readonly path: string;
  readonly runName: string | null;
  readonly files: OutputFiles;
  readonly hydrograph: HydrographSummary | null;
  readonly diagnostics: Diagnostics | null;
  readonly messages: { readonly errors: number; readonly warnings: number } | null;
}

/** Basins, time span and mean flows of a hydrograph. */
export interface HydrographSummary {
  readonly steps: number;
  readonly start: string | null;
  readonly end: string | null;
  /** The time step in seconds, or null with fewer than two steps. */
  readonly stepSeconds: number | null;
  readonly basins: readonly { name: string; fullname: string; meanSimulatedFlow: number | null }[];
  readonly flowUnits: string | null;
}

interface Arguments {
  readonly dir: string;
  readonly runName: string | null;
  readonly json: boolean;
}

/** The `rvkit outputs` command. */
export const outputsCommand: CliCommand = {
  name: 'outputs',
  help: HELP,
  async run(argv: readonly string[], io: CliIO): Promise<number> {
    const args = parseArguments(argv);
    if (args === 'help') {
      io.out(`${HELP}\n`);
      return EXIT.ok;
    }
    if (typeof args === 'string') {
      io.err(`rvkit outputs: ${args}\nTry 'rvkit outputs --help'.\n`);
      return EXIT.usage;
    }
    if (!isDirectory(args.dir)) {
      io.err(
        `rvkit outputs: ${args.dir} is not a directory: give the output directory of a run (rvkit run MODEL -o DIR)\n`,
      );
      return EXIT.failure;
    }
    let summary: OutputsSummary;
    try {
      summary = await summarise(new OutputReader(args.runName, args.dir));
    } catch (error) {
      io.err(`rvkit outputs: ${error instanceof Error ? error.message : String(error)}\n`);
      return EXIT.failure;
    }
    io.out(`${args.json ? JSON.stringify(summary, null, 2) : formatSummary(summary).join('\n')}\n`);
    const failed = Object.keys(summary.files).length === 0 || (summary.messages?.errors ?? 0) > 0;
    return failed ? EXIT.problems : EXIT.ok;
  },
};

function parseArguments(argv: readonly string[]): Arguments | 'help' | string {
  const positional: string[] = [];
  let runName: string | null = null;
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '-h' || arg === '--help') return 'help';
    else if (arg === '--json') json = true;
    else if (arg === '--run-name') {
      const value = argv[++i];
      if (value === undefined) return 'option --run-name needs a value';
      runName = value;
    } else if (arg.startsWith('--run-name=')) runName = arg.slice('--run-name='.length);
    else if (arg.startsWith('-') && arg !== '-') return `unknown option ${arg}`;
    else positional.push(arg);
  }
  if (positional.length !== 1)
    return positional.length === 0 ? 'missing <dir>' : `unexpected argument ${positional[1]}`;
  return { dir: positional[0] as string, runName: runName === '' ? null : runName, json };
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** Reads what the summary needs from a run's outputs. */
export async function summarise(reader: OutputReader): Promise<OutputsSummary> {
  const hydrograph = await reader.hydrograph;
  const messages = reader.messages;
  return {
    path: reader.path,
    runName: reader.runName,
    files: reader.files,
    hydrograph: hydrograph === null ? null : summariseHydrograph(hydrograph),
    diagnostics: reader.diagnostics,
    messages: messages === null ? null : countMessages(messages),
  };
}

function summariseHydrograph(hydrograph: Dataset): HydrographSummary {
  const time = hydrograph.time;
  const dates = time?.dates ?? [];
  const offsets = time?.offsets;
  const stepSeconds =
    time && offsets && offsets.length > 1
      ? ((offsets[1] as number) - (offsets[0] as number)) * parseTimeUnits(time.units).unitSeconds
      : null;
  const names = hydrograph.basinNames();
  const fullnames = hydrograph.has('basin_fullname') ? hydrograph.get('basin_fullname').data : [];
  const qSim = hydrograph.has('q_sim') ? hydrograph.numeric('q_sim') : null;
  const units = hydrograph.has('q_sim') ? hydrograph.get('q_sim').attrs['units'] : undefined;
  return {
    steps: dates.length,
    start: dates[0] ?? null,
    end: dates[dates.length - 1] ?? null,
    stepSeconds,
    basins: names.map((name, basin) => ({
      name,
      fullname: String(fullnames[basin] ?? ''),
      meanSimulatedFlow: qSim === null ? null : meanOfColumn(qSim, names.length, basin),
    })),
    flowUnits: typeof units === 'string' ? units : null,
  };
}

/** The mean of the finite values of one column of a row-major time × basin array. */
function meanOfColumn(data: Float64Array, columns: number, column: number): number | null {
  let sum = 0;
  let count = 0;
  for (let i = column; i < data.length; i += columns) {
    const value = data[i] as number;
    if (Number.isFinite(value)) {
      sum += value;
      count++;
    }
  }
  return count === 0 ? null : sum / count;
}

/** Counts the ERROR and WARNING lines of Raven_errors.txt. */
export function countMessages(text: string): { errors: number; warnings: number } {
  const lines = text.split(/\r?\n/);
  return {
    errors: lines.filter((line) => line.startsWith('ERROR')).length,
    warnings: lines.filter((line) => line.startsWith('WARNING')).length,
  };
}

function formatSummary(summary: OutputsSummary): string[] {
  const lines = [`Outputs in ${summary.path}${summary.runName ? ` (run name ${summary.runName})` : ''}`, ''];
  const found = OUTPUT_KINDS.filter((kind) => summary.files[kind] !== undefined);
  if (found.length === 0) return [...lines, 'No Raven output files found.'];
  lines.push('Files', ...indent(table(found.map((kind) => [kind, basename(summary.files[kind] ?? '')]))), '');
  const h = summary.hydrograph;
  if (h !== null) {
    const step = h.stepSeconds === null ? '' : ` of ${formatDuration(h.stepSeconds)}`;
    const span = h.start === null ? '' : `, ${h.start} to ${h.end}`;
    const plural = h.basins.length === 1 ? '' : 's';
    lines.push(`Hydrograph: ${h.basins.length} basin${plural}, ${h.steps} time steps${step}${span}`);
    const flowHeader = `mean q_sim${h.flowUnits === null ? '' : ` [${h.flowUnits}]`}`;
    const rows = h.basins.map((b) => [
      b.name,
      b.fullname,
      b.meanSimulatedFlow === null ? '-' : b.meanSimulatedFlow.toPrecision(6),
    ]);
    if (rows.length > 0) lines.push(...indent(table([['basin', 'name', flowHeader], ...rows])));
    lines.push('');
  }
  const d = summary.diagnostics;
  if (d !== null) {
    const columns = Object.keys(d);
    const count = Math.max(0, ...columns.map((c) => d[c]?.length ?? 0));
    const rows = Array.from({ length: count }, (_, r) => columns.map((c) => String(d[c]?.[r] ?? '')));
    lines.push('Diagnostics', ...indent(table([columns, ...rows])), '');
  }
  const m = summary.messages;
  if (m !== null)
    lines.push(
      `Messages: ${m.errors} error${m.errors === 1 ? '' : 's'}, ${m.warnings} warning${m.warnings === 1 ? '' : 's'}`,
    );
  return lines;
}

function formatDuration(seconds: number): string {
  for (const [unit, size] of [
    ['day', 86400],
    ['hour', 3600],
    ['minute', 60],
  ] as const) {
    if (seconds % size === 0) return `${seconds / size} ${unit}${seconds === size ? '' : 's'}`;
  }
  return `${seconds} seconds`;
}

function table(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]?.map((_, c) => Math.max(...rows.map((row) => (row[c] ?? '').length))) ?? [];
  return rows.map((row) =>
    row
      .map((cell, c) => cell.padEnd(widths[c] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}

function indent(lines: readonly string[]): string[] {
  return lines.map((line) => `  ${line}`);
}
