/**
 * An ensemble's hydrograph: the members' spread as a band (lowest to highest member at each step), the
 * members' median as a line, and the observations, per basin. The dataset is the ensemble's stacked
 * hydrograph (`EnsembleReader.hydrograph`: `member` × `time` × `nbasins`).
 */
import { NoData, UnknownBasin } from './noData.js';
import type { Dataset } from '../output/dataset.js';
import { COLOURS, flowOrNull, flowY, topLevel, WIDTH, type FlowAxisOptions, type PlotSpec } from './spec.js';
import { xAxisOf } from './timeAxis.js';

/** Options of `ensembleSpec`. */
export interface EnsembleOptions extends FlowAxisOptions {
  /** The basins to draw, by ID (default: all). */
  readonly basins?: readonly string[];
  readonly width?: number;
}

/** Low, median and high of the members at each step, for one basin. */
export function memberSpread(
  q: Float64Array,
  members: number,
  steps: number,
  basins: number,
  basin: number,
): { low: Float64Array; median: Float64Array; high: Float64Array } {
  const low = new Float64Array(steps);
  const median = new Float64Array(steps);
  const high = new Float64Array(steps);
  const values: number[] = [];
  for (let t = 0; t < steps; t++) {
    values.length = 0;
    for (let m = 0; m < members; m++) {
      const v = q[(m * steps + t) * basins + basin] as number;
      if (Number.isFinite(v)) values.push(v);
    }
    values.sort((a, b) => a - b);
    const n = values.length;
    low[t] = n > 0 ? (values[0] as number) : NaN;
    high[t] = n > 0 ? (values[n - 1] as number) : NaN;
    median[t] =
      n === 0
        ? NaN
        : n % 2
          ? (values[(n - 1) / 2] as number)
          : ((values[n / 2 - 1] as number) + (values[n / 2] as number)) / 2;
  }
  return { low, median, high };
}

/** The ensemble hydrograph as a Vega-Lite specification. */
export function ensembleSpec(ds: Dataset, options: EnsembleOptions = {}): PlotSpec {
  const time = ds.time;
  if (time === null || !ds.has('q_sim')) throw new NoData('the ensemble has no hydrograph');
  const q = ds.get('q_sim');
  if (q.dims.length !== 3) throw new NoData('the ensemble hydrograph is not member × time × basin');
  const [memberDim, , basinDim] = q.dims as [string, string, string];
  const members = ds.dims[memberDim] ?? 0;
  const steps = time.dates.length;
  const nb = ds.dims[basinDim] ?? 0;
  const ids = ds.basinNames();
  const wanted = options.basins && options.basins.length > 0 ? options.basins : ids;
  const x = xAxisOf(time);
  const width = (options.width ?? WIDTH) - 90;
  const obs = ds.has('q_obs') ? ds.numeric('q_obs') : null;
  const log = options.log === true;
  const units = q.attrs['units'];
  const flow = flowY('q', typeof units === 'string' && units !== '' ? units : 'm3/s', log);
  const panels = wanted.map((id) => {
    const basin = ids.indexOf(id);
    if (basin < 0) throw new UnknownBasin(id, ids, 'ensemble');
    const { low, median, high } = memberSpread(ds.numeric('q_sim'), members, steps, nb, basin);
    const band = Array.from(x.values, (xv, t) => ({
      x: xv,
      low: flowOrNull(low[t] as number, log),
      high: flowOrNull(high[t] as number, log),
    }));
    const lines: { x: number; q: number | null; series: string }[] = [];
    x.values.forEach((xv, t) =>
      lines.push({ x: xv, q: flowOrNull(median[t] as number, log), series: 'median of members' }),
    );
    // Observations are the same in every member: the first member's.
    const hasObs =
      obs !== null &&
      Array.from({ length: steps }, (_, t) => obs[t * nb + basin] as number).some(Number.isFinite);
    if (hasObs)
      x.values.forEach((xv, t) =>
        lines.push({ x: xv, q: flowOrNull(obs[t * nb + basin] as number, log), series: 'observed' }),
      );
    const domain = hasObs ? ['median of members', 'observed'] : ['median of members'];
    return {
      title: { text: `subbasin ${id}`, subtitle: `${members} members: band from lowest to highest` },
      width,
      height: 320,
      layer: [
        {
          data: { values: band },
          mark: { type: 'area', color: COLOURS.band, opacity: 0.7 },
          encoding: {
            x: x.encoding,
            y: { ...flow, field: 'low' },
            y2: { field: 'high' },
          },
        },
        {
          data: { values: lines },
          mark: { type: 'line', strokeWidth: 1 },
          encoding: {
            x: x.encoding,
            y: flow,
            color: {
              field: 'series',
              type: 'nominal',
              title: null,
              scale: { domain, range: [COLOURS.simulated, COLOURS.observed].slice(0, domain.length) },
            },
          },
        },
      ],
    };
  });
  return topLevel({
    vconcat: panels,
    spacing: 16,
    resolve: { scale: { color: 'independent' }, legend: { color: 'independent' } },
  });
}
