/**
 * Flow duration curves: each series' flows sorted from high to low against the percentage of time they are
 * equalled or exceeded (Weibull plotting position i/(n+1)), on a log flow axis. Simulated flows are taken on
 * the steps that have an observation, so both curves describe the same days; the first step (the initial
 * flow, not a step's average) is left out as Raven leaves it out of its metrics.
 */
import { NoData } from './noData.js';
import type { Dataset } from '../output/dataset.js';
import { hydrographSeries, type SeriesOptions } from './series.js';
import { flowY, seriesColours, topLevel, WIDTH, type PlotSpec } from './spec.js';

/** Options of `fdcSpec`. */
export interface FdcOptions extends SeriesOptions {
  readonly width?: number;
}

/** Exceedance percentages and flows, highest flow first (zero and negative flows dropped: log axis). */
export function durationCurve(values: ArrayLike<number>): { exceedance: number[]; flow: number[] } {
  const flows: number[] = [];
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    if (Number.isFinite(v)) flows.push(v);
  }
  flows.sort((a, b) => b - a);
  const n = flows.length;
  const exceedance: number[] = [];
  const kept: number[] = [];
  flows.forEach((q, i) => {
    if (q > 0) {
      exceedance.push((100 * (i + 1)) / (n + 1));
      kept.push(q);
    }
  });
  return { exceedance, flow: kept };
}

/** Flow duration curves of the basins of a hydrograph, simulated and observed. */
export function fdcSpec(ds: Dataset, options: FdcOptions = {}): PlotSpec {
  const { basins } = hydrographSeries(ds, options);
  if (basins.length === 0) throw new NoData('the hydrograph has no basins');
  const width = (options.width ?? WIDTH) - 90;
  const panels = basins.map((basin) => {
    const values: { p: number; q: number; series: string }[] = [];
    const add = (series: string, data: ArrayLike<number>) => {
      const curve = durationCurve(data);
      curve.flow.forEach((q, i) => values.push({ p: curve.exceedance[i] as number, q, series }));
    };
    const sim = Float64Array.from(basin.simulated, (v, i) =>
      i === 0 || (basin.observed !== null && !Number.isFinite(basin.observed[i] as number)) ? NaN : v,
    );
    add('simulated', sim);
    if (basin.observed !== null) add('observed', basin.observed.subarray(1));
    const domain = basin.observed === null ? ['simulated'] : ['simulated', 'observed'];
    return {
      title: { text: basin.label, subtitle: 'flow duration curve' },
      width,
      height: 360,
      data: { values },
      mark: { type: 'line', strokeWidth: 1.5 },
      encoding: {
        x: {
          field: 'p',
          type: 'quantitative',
          title: 'time flow is equalled or exceeded [%]',
          scale: { domain: [0, 100] },
        },
        y: flowY('q', basin.units, true),
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
