/**
 * Mean monthly flows: for each calendar month, the mean of the simulated flows and of the observed flows over
 * the steps that have an observation (so both means describe the same days), skipping the first step.
 */
import { NoData } from './noData.js';
import type { Dataset } from '../output/dataset.js';
import { hydrographSeries, type SeriesOptions } from './series.js';
import {
  flowOrNull,
  flowY,
  seriesColours,
  topLevel,
  WIDTH,
  type FlowAxisOptions,
  type PlotSpec,
} from './spec.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Options of `monthlySpec`. */
export interface MonthlyOptions extends SeriesOptions, FlowAxisOptions {
  readonly width?: number;
}

/** The mean of `values` per month (1–12) of `dates` (ISO strings), NaN for a month without values. */
export function monthlyMeans(dates: readonly string[], values: ArrayLike<number>, from = 1): Float64Array {
  const sums = new Float64Array(12);
  const counts = new Float64Array(12);
  for (let i = from; i < dates.length; i++) {
    const v = values[i] as number;
    if (!Number.isFinite(v)) continue;
    const month = Number((dates[i] as string).slice(5, 7)) - 1;
    sums[month] = (sums[month] as number) + v;
    counts[month] = (counts[month] as number) + 1;
  }
  return sums.map((s, m) => ((counts[m] as number) > 0 ? s / (counts[m] as number) : NaN));
}

/** Mean monthly flows of the basins of a hydrograph, simulated and observed. */
export function monthlySpec(ds: Dataset, options: MonthlyOptions = {}): PlotSpec {
  const dates = ds.time?.dates ?? [];
  const { basins } = hydrographSeries(ds, options);
  if (basins.length === 0 || dates.length === 0)
    throw new NoData('the hydrograph has no basins or no time steps');
  const width = (options.width ?? WIDTH) - 90;
  const panels = basins.map((basin) => {
    const obs = basin.observed;
    const sim =
      obs === null
        ? basin.simulated
        : basin.simulated.map((v, i) => (Number.isFinite(obs[i] as number) ? v : NaN));
    const values: { month: string; q: number | null; series: string }[] = [];
    const add = (series: string, means: Float64Array) =>
      means.forEach((q, m) =>
        values.push({ month: MONTHS[m] as string, q: flowOrNull(q, options.log), series }),
      );
    add('simulated', monthlyMeans(dates, sim));
    if (obs !== null) add('observed', monthlyMeans(dates, obs));
    const domain = obs === null ? ['simulated'] : ['simulated', 'observed'];
    return {
      title: { text: basin.label, subtitle: 'mean monthly flow' },
      width,
      height: 300,
      data: { values },
      mark: { type: 'line', point: true, strokeWidth: 2 },
      encoding: {
        x: { field: 'month', type: 'ordinal', sort: MONTHS, title: null },
        y: flowY('q', basin.units, options.log, 'mean flow'),
        color: {
          field: 'series',
          type: 'nominal',
          title: null,
          scale: seriesColours(domain),
        },
      },
    };
  });
  return topLevel({ vconcat: panels, spacing: 16 });
}
