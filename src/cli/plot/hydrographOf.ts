/** The hydrograph plot of a run's output directory, with the lines `rvkit plot` and `rvkit run --plot` print. */
import { OutputReader } from '../../output/outputReader.js';
import { hydrographSpec, type HydrographOptions, type HydrographPlot } from '../../plot/hydrograph.js';
import { formatMetrics } from '../../plot/metrics.js';
import { NoData } from '../../plot/noData.js';

/** Why a run's outputs cannot be plotted: a message for the user. */
export class NothingToPlot extends NoData {}

/** Reads a run's hydrograph and builds its plot; throws NothingToPlot when the run wrote none. */
export async function runHydrograph(
  dir: string,
  runName: string | null,
  basins: readonly string[],
  options: HydrographOptions = {},
): Promise<HydrographPlot> {
  const reader = new OutputReader(runName, dir);
  const ds = await reader.hydrograph;
  if (ds === null) {
    const failed = reader.messages?.split(/\r?\n/).some((l) => l.startsWith('ERROR')) === true;
    throw new NothingToPlot(
      `no ${runName ? `${runName}_` : ''}Hydrographs.nc or .csv in ${dir}` +
        (failed
          ? ': the run failed (see Raven_errors.txt; rvkit check MODEL points at the problems in the files)'
          : ': give the output directory of a run (rvkit run MODEL -o DIR writes one)'),
    );
  }
  if ((ds.time?.dates.length ?? 0) === 0)
    throw new NothingToPlot(`the hydrograph in ${dir} has no time steps`);
  return hydrographSpec(ds, { ...options, basins });
}

/** One line per basin shown: its metrics, or that it has no observations. */
export function metricsLines(plot: HydrographPlot): string[] {
  return plot.metrics.map(({ basin, metrics }) =>
    metrics === null
      ? `subbasin ${basin}: no observations, no metrics`
      : `subbasin ${basin}: ${formatMetrics(metrics)} (${metrics.count} observed steps)`,
  );
}
