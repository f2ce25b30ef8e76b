/**
 * Every sub-command of `rvkit`, in the order `rvkit --help` lists them. Each is loaded only when it runs:
 * `rvkit check` should not pay for loading the NetCDF readers that `rvkit outputs` needs.
 */
import type { CliCommand } from '../command.js';

/** A sub-command by name and summary, with its module loaded on demand. */
export interface CommandEntry {
  readonly name: string;
  readonly summary: string;
  readonly load: () => Promise<CliCommand>;
}

export const COMMANDS: readonly CommandEntry[] = [
  {
    name: 'check',
    summary: 'report what Raven will reject in models and RV files (exit 1 on errors)',
    load: async () => (await import('./check.js')).checkCommand,
  },
  {
    name: 'fix',
    summary: 'migrate legacy names and apply certain repairs, with minimal diffs (--dry-run)',
    load: async () => (await import('./fix.js')).fixCommand,
  },
  {
    name: 'fmt',
    summary: 'format RV files in the canonical layout (--check, --write)',
    load: async () => (await import('./fmt.js')).fmtCommand,
  },
  {
    name: 'dump',
    summary: 'print the content of an RV file as JSON',
    load: async () => (await import('./dump.js')).dumpCommand,
  },
  {
    name: 'coverage',
    summary: 'report which commands of a model load as typed models',
    load: async () => (await import('./coverage.js')).coverageCommand,
  },
  {
    name: 'schema',
    summary: 'print the JSON Schema of the typed configuration',
    load: async () => (await import('./schema.js')).schemaCommand,
  },
  {
    name: 'new',
    summary: 'write a runnable emulator model directory from a forcing file',
    load: async () => (await import('./new.js')).newCommand,
  },
  {
    name: 'gridweights',
    summary: 'compute the :GridWeights of HRU or subbasin polygons on a NetCDF forcing grid',
    load: async () => (await import('./gridweights.js')).gridweightsCommand,
  },
  {
    name: 'run',
    summary: 'run the Raven engine on a model and summarise the run',
    load: async () => (await import('./run.js')).runCommand,
  },
  {
    name: 'calibrate',
    summary:
      'calibrate a model with DDS on every core, or run an OSTRICH setup as it is (--resume continues)',
    load: async () => (await import('./calibrate.js')).calibrateCommand,
  },
  {
    name: 'outputs',
    summary: 'summarise the outputs of a Raven run (files, hydrograph, diagnostics, messages)',
    load: async () => (await import('./outputs.js')).outputsCommand,
  },
  {
    name: 'plot',
    summary: "draw a run's hydrograph, flow duration curves, storage, or a model's network (SVG, PNG)",
    load: async () => (await import('./plot.js')).plotCommand,
  },
  {
    name: 'cluster',
    summary: 'many runs as one Slurm job array (a calibration per catchment): submit, status, resume',
    load: async () => (await import('./cluster.js')).clusterCommand,
  },
  {
    name: 'lsp',
    summary: 'run the language server for RV files (an editor starts it; see the README)',
    load: async () => (await import('./lsp.js')).lspCommand,
  },
  {
    name: 'engine',
    summary: 'show the Raven executable in use, how it was found, and its version',
    load: async () => (await import('./engine.js')).engineCommand,
  },
];
