/** The series of a hydrograph dataset, per basin: what the hydrograph, FDC and monthly plots draw. */
import { UnknownBasin } from './noData.js';
import type { Dataset } from '../output/dataset.js';

/** One basin's flows over the run. */
export interface BasinSeries {
  /** The basin's ID as the file names it (`basin_name`). */
  readonly id: string;
  /** A label for titles: `name (ID)` when the subbasin is named. */
  readonly label: string;
  readonly simulated: Float64Array;
  /** Observed flows, NaN where there is no observation; null when the basin is not gauged. */
  readonly observed: Float64Array | null;
  /** The flow units (`m3/s`). */
  readonly units: string;
}

/** The basins of a hydrograph and its precipitation, ready to plot. */
export interface HydrographSeries {
  readonly basins: readonly BasinSeries[];
  /** Precipitation per step (mm/day), or null when the file has none. */
  readonly precip: Float64Array | null;
  readonly precipUnits: string;
}

/** Options of `hydrographSeries`. */
export interface SeriesOptions {
  /** The basins to take, by ID or name (default: the gauged ones, or all when none is gauged). */
  readonly basins?: readonly string[];
}

/** Reads the basins' series of a hydrograph dataset; throws naming the basins there are when one is unknown. */
export function hydrographSeries(ds: Dataset, options: SeriesOptions = {}): HydrographSeries {
  const ids = ds.basinNames();
  const fullnames = ds.has('basin_fullname') ? (ds.get('basin_fullname').data as readonly string[]) : [];
  const n = ids.length;
  const sim = ds.has('q_sim') ? ds.numeric('q_sim') : null;
  const obs = ds.has('q_obs') ? ds.numeric('q_obs') : null;
  const steps = ds.time?.dates.length ?? 0;
  const column = (data: Float64Array, basin: number) => {
    const out = new Float64Array(steps);
    for (let t = 0; t < steps; t++) out[t] = data[t * n + basin] as number;
    return out;
  };
  const units = unitsOf(ds, 'q_sim') ?? 'm3/s';
  const all = ids.map((id, basin): BasinSeries => {
    const observed = obs === null ? null : column(obs, basin);
    const name = String(fullnames[basin] ?? '').trim();
    return {
      id,
      label: name === '' || name === id ? `subbasin ${id}` : `${name} (${id})`,
      simulated: sim === null ? new Float64Array(steps).fill(NaN) : column(sim, basin),
      observed: observed !== null && observed.some(Number.isFinite) ? observed : null,
      units,
    };
  });
  let basins: BasinSeries[];
  if (options.basins && options.basins.length > 0) {
    basins = options.basins.map((wanted) => {
      const found = all.find((b, i) => b.id === wanted || fullnames[i] === wanted);
      if (!found) throw new UnknownBasin(wanted, ids, 'hydrograph');
      return found;
    });
  } else {
    const gauged = all.filter((b) => b.observed !== null);
    basins = gauged.length > 0 ? gauged : all;
  }
  const precip = ds.has('precip') ? ds.numeric('precip') : null;
  return { basins, precip, precipUnits: unitsOf(ds, 'precip') ?? 'mm/d' };
}

function unitsOf(ds: Dataset, name: string): string | undefined {
  if (!ds.has(name)) return undefined;
  const units = ds.get(name).attrs['units'];
  return typeof units === 'string' ? units : undefined;
}
