/**
 * The hydrograph: simulated against observed flow per basin, the run's metrics in each panel's subtitle, and
 * the precipitation on an inverted axis on top. Missing observations are left as gaps (null values break a
 * Vega line), never drawn as zeros.
 */
import { NoData } from './noData.js';
import type { Dataset } from '../output/dataset.js';
import { flowMetrics, formatMetrics, type FlowMetrics } from './metrics.js';
import { hydrographSeries, type BasinSeries, type SeriesOptions } from './series.js';
import {
  COLOURS,
  flowOrNull,
  flowY,
  seriesColours,
  topLevel,
  WIDTH,
  type FlowAxisOptions,
  type PlotSpec,
} from './spec.js';
import { xAxisOf, type XAxis } from './timeAxis.js';

/** Options of `hydrographSpec`. */
export interface HydrographOptions extends SeriesOptions, FlowAxisOptions {
  /** Width in pixels (default 1000). */
  readonly width?: number;
  /** A title above the plot (default: none). */
  readonly title?: string;
  /**
   * For an interactive view: the time axis zooms and pans (drag, wheel) in the lowest panel and every panel
   * follows, and the precipitation keeps a bar per step (zoomed in, the steps can be told apart).
   */
  readonly zoom?: boolean;
}

/** A hydrograph's specification, with the metrics computed for each gauged basin shown. */
export interface HydrographPlot {
  readonly spec: PlotSpec;
  /** Per basin shown: its ID and its metrics (null when it has no observations). */
  readonly metrics: readonly { readonly basin: string; readonly metrics: FlowMetrics | null }[];
}

/** The hydrograph of a run (its Hydrographs.nc/.csv dataset) as a Vega-Lite specification. */
export function hydrographSpec(ds: Dataset, options: HydrographOptions = {}): HydrographPlot {
  if (ds.time === null || ds.time.dates.length === 0) throw new NoData('the hydrograph has no time steps');
  const series = hydrographSeries(ds, options);
  if (series.basins.length === 0) throw new NoData('the hydrograph has no basins');
  const x = xAxisOf(ds.time);
  const width = (options.width ?? WIDTH) - 70;
  const panels: Record<string, unknown>[] = [];
  if (series.precip !== null && series.precip.some((v) => Number.isFinite(v) && v !== 0))
    panels.push(precipPanel(x, series.precip, series.precipUnits, width, options.zoom === true));
  const metrics = series.basins.map((basin) => {
    const m = basin.observed === null ? null : flowMetrics(basin.simulated, basin.observed);
    panels.push(flowPanel(x, basin, m, width, options.log === true));
    return { basin: basin.id, metrics: m };
  });
  if (options.zoom) {
    const lowest = panels[panels.length - 1]!['layer'] as Record<string, unknown>[];
    lowest[0]!['params'] = [{ name: 'zoom', select: { type: 'interval', encodings: ['x'] }, bind: 'scales' }];
  }
  const spec = topLevel({
    ...(options.title && { title: options.title }),
    vconcat: panels,
    spacing: 12,
    resolve: { scale: { x: 'shared', color: 'independent' }, legend: { color: 'independent' } },
  });
  return { spec, metrics };
}

function precipPanel(
  x: XAxis,
  precip: Float64Array,
  units: string,
  width: number,
  perStep: boolean,
): Record<string, unknown> {
  const { values, steps } = precipBars(x.values, precip, perStep ? Infinity : width);
  return {
    width,
    height: 110,
    // The x values are already numbers (ms): no date parsing per row.
    data: { values, format: { parse: null } },
    mark: { type: 'area', interpolate: 'step-after', color: COLOURS.precipitation, line: false },
    encoding: {
      x: { ...x.encoding, axis: { labels: false, ticks: false, title: null, grid: true } },
      y: {
        field: 'p',
        type: 'quantitative',
        title:
          steps === 1 ? `precipitation [${units}]` : [`precipitation [${units}]`, `mean of ${steps} steps`],
        scale: { reverse: true, zero: true, nice: true },
        // One series: no stacking (Vega-Lite would impute and stack every step).
        stack: null,
      },
    },
  };
}

/**
 * The precipitation as drawn: a bar per time step while the steps fit the panel's pixels, else a bar per
 * `steps` consecutive steps holding their mean (a 50-year daily series has 19 days per pixel at 1,000 px: its
 * daily bars could not be told apart, and filling 18,000 spikes is most of the cost of drawing the plot).
 * A bar whose steps have no value is missing (null), not zero.
 */
export function precipBars(
  xs: Float64Array,
  precip: Float64Array,
  width: number,
): { values: { x: number; p: number | null }[]; steps: number } {
  const steps = Math.max(1, Math.ceil(xs.length / Math.max(1, width)));
  const values: { x: number; p: number | null }[] = [];
  for (let start = 0; start < xs.length; start += steps) {
    let sum = 0;
    let count = 0;
    for (let i = start; i < Math.min(start + steps, xs.length); i++) {
      const v = precip[i] as number;
      if (Number.isFinite(v)) {
        sum += v;
        count++;
      }
    }
    values.push({ x: xs[start] as number, p: count === 0 ? null : sum / count });
  }
  return { values, steps };
}

function flowPanel(
  x: XAxis,
  basin: BasinSeries,
  metrics: FlowMetrics | null,
  width: number,
  log: boolean,
): Record<string, unknown> {
  const series: ['simulated' | 'observed', Float64Array][] = [['simulated', basin.simulated]];
  if (basin.observed !== null) series.push(['observed', basin.observed]);
  const domain = series.map(([name]) => name);
  // One layer per series, each with its own rows: no grouping of every point by a series field (a facet).
  // Every layer gives the same flow axis, which Vega-Lite merges into one: a layer without it (`axis: null`)
  // would leave the panel with no flow axis at all.
  const layer = series.map(([name, data]) => ({
    data: {
      values: Array.from(x.values, (xv, step) => ({ x: xv, q: flowOrNull(data[step] as number, log) })),
      format: { parse: null },
    },
    mark: { type: 'line', strokeWidth: 1, interpolate: 'linear' },
    encoding: {
      x: x.encoding,
      y: flowY('q', basin.units, log),
      color: {
        datum: name,
        type: 'nominal',
        title: null,
        scale: seriesColours(domain),
      },
      // The rows are in time order: the line keeps it (no sort of every point by x).
      order: { value: null },
    },
  }));
  return {
    title: {
      text: basin.label,
      subtitle: metrics === null ? 'no observations' : formatMetrics(metrics),
    },
    width,
    height: 320,
    layer,
  };
}
