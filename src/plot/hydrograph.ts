/**
 * The hydrograph: simulated against observed flow per basin, the run's metrics in each panel's subtitle, and
 * the precipitation on an inverted axis on top. Missing observations are left as gaps (null values break a
 * Vega line), never drawn as zeros.
 */
import { NoData } from './noData.js';
import type { Dataset } from '../output/dataset.js';
import { flowMetrics, formatMetrics, type FlowMetrics } from './metrics.js';
import { hydrographSeries, type BasinSeries, type SeriesOptions } from './series.js';
import { COLOURS, topLevel, WIDTH, type PlotSpec } from './spec.js';
import { xAxisOf, type XAxis } from './timeAxis.js';

/** Options of `hydrographSpec`. */
export interface HydrographOptions extends SeriesOptions {
  /** Width in pixels (default 1000). */
  readonly width?: number;
  /** A title above the plot (default: none). */
  readonly title?: string;
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
    panels.push(precipPanel(x, series.precip, series.precipUnits, width));
  const metrics = series.basins.map((basin) => {
    const m = basin.observed === null ? null : flowMetrics(basin.simulated, basin.observed);
    panels.push(flowPanel(x, basin, m, width));
    return { basin: basin.id, metrics: m };
  });
  const spec = topLevel({
    ...(options.title && { title: options.title }),
    vconcat: panels,
    spacing: 12,
    resolve: { scale: { x: 'shared', color: 'independent' }, legend: { color: 'independent' } },
  });
  return { spec, metrics };
}

function precipPanel(x: XAxis, precip: Float64Array, units: string, width: number): Record<string, unknown> {
  const values = Array.from(x.values, (xv, i) => ({ x: xv, p: finiteOrNull(precip[i] as number) }));
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
        title: `precipitation [${units}]`,
        scale: { reverse: true, zero: true, nice: true },
        // One series: no stacking (Vega-Lite would impute and stack every step).
        stack: null,
      },
    },
  };
}

function flowPanel(
  x: XAxis,
  basin: BasinSeries,
  metrics: FlowMetrics | null,
  width: number,
): Record<string, unknown> {
  const values: { x: number; q: number | null; series: string }[] = [];
  for (let i = 0; i < x.values.length; i++)
    values.push({
      x: x.values[i] as number,
      q: finiteOrNull(basin.simulated[i] as number),
      series: 'simulated',
    });
  if (basin.observed !== null)
    for (let i = 0; i < x.values.length; i++)
      values.push({
        x: x.values[i] as number,
        q: finiteOrNull(basin.observed[i] as number),
        series: 'observed',
      });
  const domain = basin.observed === null ? ['simulated'] : ['simulated', 'observed'];
  return {
    title: {
      text: basin.label,
      subtitle: metrics === null ? 'no observations' : formatMetrics(metrics),
    },
    width,
    height: 320,
    data: { values, format: { parse: null } },
    mark: { type: 'line', strokeWidth: 1, interpolate: 'linear' },
    encoding: {
      x: x.encoding,
      y: { field: 'q', type: 'quantitative', title: `flow [${basin.units}]`, scale: { zero: true } },
      color: {
        field: 'series',
        type: 'nominal',
        title: null,
        scale: { domain, range: domain.map((s) => COLOURS[s as 'simulated' | 'observed']) },
      },
      // The rows are in time order: the lines keep it (no sort of every point by x).
      order: { value: null },
    },
  };
}

/** A number for the plot's data, null for a missing value (null breaks a line; NaN would too, but not JSON). */
export function finiteOrNull(v: number): number | null {
  return Number.isFinite(v) ? v : null;
}
