/** `rvkit plot`: a run's hydrograph and other plots, as SVG, PNG or a Vega-Lite specification. */
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ModelFacts } from '../../facts/facts.js';
import { EnsembleReader } from '../../output/ensembleReader.js';
import { OutputReader } from '../../output/outputReader.js';
import { subdirectoriesWithOutputs } from '../plot/members.js';
import { ensembleSpec } from '../../plot/ensemble.js';
import { fdcSpec } from '../../plot/fdc.js';
import { forcingSpec } from '../../plot/forcing.js';
import { monthlySpec } from '../../plot/monthly.js';
import { networkSpec } from '../../plot/network.js';
import { NoData, UnknownBasin } from '../../plot/noData.js';
import { processesSpec } from '../../plot/processes.js';
import type { PlotSpec } from '../../plot/spec.js';
import { storageSpec } from '../../plot/storage.js';
import { fileHost } from '../../project/fileHost.js';
import { loadProject } from '../../project/load.js';
import { EXIT, type CliCommand, type CliIO } from '../command.js';
import { calibrationPlot } from '../plot/calibrationOf.js';
import { metricsLines, NothingToPlot, runHydrograph } from '../plot/hydrographOf.js';
import { formatOf, writePlot } from '../plot/writePlot.js';

const KINDS = [
  'hydrograph',
  'fdc',
  'monthly',
  'storage',
  'ensemble',
  'forcing',
  'network',
  'processes',
  'calibration',
] as const;
type Kind = (typeof KINDS)[number];
/** Kinds drawn from a model directory rather than from a run's outputs. */
const MODEL_KINDS: readonly Kind[] = ['forcing', 'network', 'processes'];

const HELP = `Usage: rvkit plot <dir> [--kind KIND] [-o FILE] [--basin ID ...] [--log]

Draws a plot of a Raven run's outputs (<dir> is the run's output directory) or of a model (<dir> is the
model directory, for --kind forcing, network and processes). The plot is written as SVG, PNG or as its
Vega-Lite specification (JSON), by the extension of -o.

Kinds:
  hydrograph   simulated and observed flow of each gauged subbasin (all subbasins when none is gauged),
               precipitation on an inverted axis on top, NSE, KGE and PBIAS computed by rvkit (default)
  fdc          flow duration curves, simulated and observed
  monthly      mean monthly flows, simulated and observed
  storage      watershed storage over the run (WatershedStorage.nc or .csv)
  ensemble     <dir> holds one output directory per member: the members' spread as a band, their median
  forcing      the forcing series of the model's gauges (<dir> is the model)
  network      the subbasin network: downstream links, gauges, reservoirs (<dir> is the model)
  processes    the storages and process arrows of :HydrologicProcesses (<dir> is the model)
  calibration  a calibration (<dir> is its directory, or the model holding calibration/): the objective of
               each evaluation with the best so far, the parameters' values, the best run's hydrograph

Options:
  -k, --kind KIND      what to draw (default hydrograph)
  -o, --output FILE    where to write: .svg, .png or .json (default <dir>/<kind>.svg)
  -b, --basin ID       a subbasin to draw (by ID or name); repeat for several (default: the gauged ones)
  -l, --log            a log flow axis (hydrograph, monthly, ensemble; the fdc always has one):
                       low flows become readable; flows at or below zero are left out
  -r, --run-name NAME  the run name that prefixes the output files
  -h, --help           show this help

Exit codes:
  0  the plot was written
  1  there is nothing to plot (no hydrograph in <dir>, a failed or empty run, an unknown basin)
  2  the command line is wrong
  3  <dir> does not exist, or a file could not be read or written`;

/** The `rvkit plot` command. */
export const plotCommand: CliCommand = {
  name: 'plot',
  help: HELP,
  async run(argv: readonly string[], io: CliIO): Promise<number> {
    let values;
    let positionals: string[];
    try {
      ({ values, positionals } = parseArgs({
        args: [...argv],
        options: {
          kind: { type: 'string', short: 'k' },
          output: { type: 'string', short: 'o' },
          basin: { type: 'string', short: 'b', multiple: true },
          'run-name': { type: 'string', short: 'r' },
          log: { type: 'boolean', short: 'l' },
          help: { type: 'boolean', short: 'h' },
        },
        strict: true,
        allowPositionals: true,
      }));
    } catch (error) {
      return usage(io, (error as Error).message);
    }
    if (values.help) {
      io.out(`${HELP}\n`);
      return EXIT.ok;
    }
    if (positionals.length !== 1)
      return usage(io, positionals.length === 0 ? 'missing <dir>' : 'one <dir> only');
    const kind = (values.kind ?? 'hydrograph') as Kind;
    if (!KINDS.includes(kind)) return usage(io, `unknown kind ${values.kind} (kinds: ${KINDS.join(', ')})`);
    if (values.output !== undefined && formatOf(values.output) === undefined)
      return usage(io, `-o ${values.output}: the file must end in .svg, .png or .json`);
    const dir = resolve(positionals[0] as string);
    if (!(await stat(dir).catch(() => null))?.isDirectory()) {
      const what = MODEL_KINDS.includes(kind)
        ? 'a model directory'
        : kind === 'ensemble'
          ? 'a directory of member output directories'
          : 'the output directory of a run (rvkit run MODEL -o DIR writes one)';
      io.err(`rvkit plot: ${positionals[0]} is not a directory: give ${what}\n`);
      return EXIT.failure;
    }
    const output = resolve(values.output ?? join(dir, `${kind}.svg`));
    const runName = values['run-name'] ?? null;
    const basins = values.basin ?? [];
    const log = values.log === true;
    let spec: PlotSpec;
    try {
      if (kind === 'hydrograph') {
        const plot = await runHydrograph(dir, runName, basins, { log });
        for (const line of metricsLines(plot)) io.out(`${line}\n`);
        spec = plot.spec;
      } else if (kind === 'calibration') {
        spec = await calibrationPlot(dir);
      } else if (MODEL_KINDS.includes(kind)) {
        const model = new ModelFacts(await loadProject(dir));
        spec =
          kind === 'network'
            ? networkSpec(model)
            : kind === 'processes'
              ? processesSpec(model)
              : await forcingSpec(model, fileHost(model.project.dir));
      } else spec = await outputSpec(kind, dir, runName, basins, log);
    } catch (error) {
      const next = error instanceof UnknownBasin ? ': give one of them with --basin ID' : '';
      io.err(`rvkit plot: ${(error as Error).message}${next}\n`);
      return error instanceof NothingToPlot || error instanceof NoData ? EXIT.problems : EXIT.failure;
    }
    try {
      await writePlot(spec, output);
    } catch (error) {
      io.err(
        `rvkit plot: cannot write ${output}: ${(error as Error).message}\nChoose another file with -o.\n`,
      );
      return EXIT.failure;
    }
    io.out(`wrote ${output}\n`);
    return EXIT.ok;
  },
};

async function outputSpec(
  kind: Kind,
  dir: string,
  runName: string | null,
  basins: string[],
  log: boolean,
): Promise<PlotSpec> {
  if (kind === 'ensemble') {
    const paths = subdirectoriesWithOutputs(dir, runName);
    if (paths.length === 0)
      throw new NothingToPlot(`no member output directories with a hydrograph in ${dir}`);
    const ds = await new EnsembleReader({ paths, runName }).hydrograph;
    if (ds === null) throw new NothingToPlot(`the members in ${dir} have no hydrograph`);
    return ensembleSpec(ds, { basins, log });
  }
  const reader = new OutputReader(runName, dir);
  if (kind === 'storage') {
    const ds = await reader.storage;
    if (ds === null) throw new NothingToPlot(`no WatershedStorage.nc or .csv in ${dir}`);
    return storageSpec(ds);
  }
  const ds = await reader.hydrograph;
  if (ds === null) throw new NothingToPlot(`no Hydrographs.nc or .csv in ${dir}`);
  return kind === 'fdc' ? fdcSpec(ds, { basins }) : monthlySpec(ds, { basins, log });
}

function usage(io: CliIO, message: string): number {
  io.err(`rvkit plot: ${message}\nTry 'rvkit plot --help'.\n`);
  return EXIT.usage;
}
