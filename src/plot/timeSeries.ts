/**
 * Several named series over one time axis, one panel each (storage, forcing functions): the shape shared by
 * the watershed storage and forcing plots.
 */
import { NoData } from './noData.js';
import type { Dataset } from '../output/dataset.js';
import { COLOURS, finiteOrNull, topLevel, WIDTH, type PlotSpec } from './spec.js';
import { xAxisOf } from './timeAxis.js';

/** Options of `seriesPanelsSpec`. */
export interface PanelsOptions {
  /** The variables to draw (default: every time series of the dataset). */
  readonly variables?: readonly string[];
  readonly width?: number;
  readonly title?: string;
}

/** One panel per one-dimensional time variable of a dataset, stacked, sharing the time axis. */
export function seriesPanelsSpec(ds: Dataset, options: PanelsOptions = {}): PlotSpec {
  const time = ds.time;
  if (time === null || time.dates.length === 0) throw new NoData('the dataset has no time steps');
  const names =
    options.variables ??
    ds.dataVars.filter((name) => {
      const v = ds.get(name);
      return v.dims.length === 1 && v.dims[0] === time.name && v.data instanceof Float64Array;
    });
  if (names.length === 0) throw new NoData('the dataset has no time series to plot');
  const x = xAxisOf(time);
  const width = (options.width ?? WIDTH) - 90;
  const panels = names.map((name, i) => {
    const data = ds.numeric(name);
    const units = ds.get(name).attrs['units'];
    const values = Array.from(x.values, (xv, i) => ({ x: xv, v: finiteOrNull(data[i] as number) }));
    return {
      width,
      height: 90,
      data: { values },
      mark: { type: 'line', strokeWidth: 1, color: COLOURS.simulated },
      encoding: {
        // The panels share the time axis: its dates under the lowest panel, its grid in each.
        x:
          i === names.length - 1
            ? x.encoding
            : { ...x.encoding, title: null, axis: { labels: false, ticks: false } },
        y: {
          field: 'v',
          type: 'quantitative',
          title: typeof units === 'string' && units !== '' ? [name, `[${units}]`] : name,
          scale: { zero: false },
          // Plain numbers: a series that stays at one value (an empty store) is labelled 0, not 0.000000.
          axis: { format: ',~r' },
        },
      },
    };
  });
  return topLevel({ ...(options.title && { title: options.title }), vconcat: panels, spacing: 6 });
}
