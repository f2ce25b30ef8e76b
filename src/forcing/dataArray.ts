/**
 * The spec's `ReadFromNetCDF.da` and `Gauge.ds`: the values a NetCDF block points at, read with the project's
 * NetCDF readers (classic and NetCDF-4). As the reference library, the values are the file's own (fill values
 * NaN, packing undone) unless the caller asks for the block's :LinearTransform; :TimeShift is never applied.
 */
import type { Gauge } from '../models/rvt/gauge.js';
import type { ReadFromNetCDF } from '../models/rvt/readFromNetCDF.js';
import type { TimeAxis } from '../output/cfTime.js';
import { Dataset, type Attributes, type Variable } from '../output/dataset.js';
import { forcingPath, openForcingFile } from './specs.js';
import { RAVEN_UNITS } from './units.js';

/** Options of `da()` and `ds()`. */
export interface DaOptions {
  /** Apply the block's :LinearTransform (scale × value + offset), giving the values Raven uses. */
  readonly transform?: boolean;
}

/** Opens a file once per call of ds(): a gauge usually reads all its series from one file. */
type Opener = (fn: string) => Promise<Dataset>;

/** One variable of a NetCDF file, as a block describes it: values row-major over `dims`, with coordinates. */
export class DataArray {
  constructor(
    /** The variable's name in the file. */
    readonly name: string,
    /** Dimension names in the file's order (a 2-D block's station dimension is dropped once selected). */
    readonly dims: readonly string[],
    /** Size of each dimension. */
    readonly shape: readonly number[],
    /** The values, row-major over dims (the last dimension varies fastest). */
    readonly values: Float64Array,
    /** The variable's attributes in the file (units are the file's even when transformed). */
    readonly attrs: Attributes,
    /** The coordinate variables of the dimensions that have one, by dimension name. */
    readonly coords: Readonly<Record<string, Variable>>,
    /** The decoded time axis, or null when the variable has no time dimension. */
    readonly timeAxis: TimeAxis | null,
    /** The :LinearTransform applied to the values, or null when they are the file's own. */
    readonly linearTransform: { readonly scale: number; readonly offset: number } | null,
  ) {}

  /** The file's units attribute ('' without one). */
  get units(): string {
    const u = this.attrs['units'];
    return typeof u === 'string' ? u : '';
  }

  /** The time stamps (ISO text), or null. */
  get time(): readonly string[] | null {
    return this.timeAxis?.dates ?? null;
  }

  /** The value at one position per dimension, by dimension name (every dimension must be given). */
  at(index: Readonly<Record<string, number>>): number {
    let flat = 0;
    this.dims.forEach((d, axis) => {
      const i = index[d];
      const n = this.shape[axis]!;
      if (i === undefined || !Number.isInteger(i) || i < 0 || i >= n)
        throw new Error(`${this.name}: index ${i} out of range for "${d}" (size ${n})`);
      flat = flat * n + i;
    });
    return this.values[flat]!;
  }
}

/** The data array of a :ReadFromNetCDF-like block (2-D blocks at their station when station_idx is set). */
export async function dataArrayOf(
  r: ReadFromNetCDF,
  options: DaOptions = {},
  open: Opener = openForcingFile,
): Promise<DataArray> {
  const fn = forcingPath(r.file_name_nc);
  let ds = await open(fn);
  const v = r.var_name_nc;
  if (!ds.has(v))
    throw new Error(`${fn}: no variable ${v} (variables in the file: ${ds.dataVars.join(', ')})`);
  const missing = r.dim_names_nc.filter((d) => !ds.get(v).dims.includes(d));
  if (missing.length > 0 || r.dim_names_nc.length !== ds.get(v).dims.length)
    throw new Error(
      `${fn}: ${v} has dimensions (${ds.get(v).dims.join(', ')}), not the block's (${r.dim_names_nc.join(', ')})`,
    );
  // Raven counts stations from 1 (the reference library's da indexes with station_idx as is, one too far).
  if (r.dim_names_nc.length === 2 && r.station_idx !== null) {
    const dim = r.dim_names_nc[0]!;
    const n = ds.dims[dim]!;
    if (r.station_idx < 1 || r.station_idx > n)
      throw new Error(`${fn}: station_idx ${r.station_idx} is out of range for ${dim} (${n} stations)`);
    ds = ds.isel({ [dim]: r.station_idx - 1 });
  }
  const variable = ds.get(v);
  const raw = ds.numeric(v);
  const lt = options.transform ? r.linear_transform : null;
  const scale = lt?.scale ?? 1;
  const offset = lt?.offset ?? 0;
  const values = lt ? raw.map((x) => scale * x + offset) : Float64Array.from(raw);
  const coords: Record<string, Variable> = {};
  for (const d of variable.dims) if (ds.has(d) && ds.get(d).dims.length === 1) coords[d] = ds.get(d);
  const timeAxis = ds.time !== null && variable.dims.includes(ds.time.name) ? ds.time : null;
  return new DataArray(
    v,
    variable.dims,
    variable.dims.map((d) => ds.dims[d]!),
    values,
    variable.attrs,
    coords,
    timeAxis,
    lt ? { scale, offset } : null,
  );
}

/**
 * The dataset of a gauge's series, keyed by data type (a type given twice keeps its last series). Series
 * must share their dimensions: files on different time axes are refused rather than aligned.
 */
export async function gaugeDataset(g: Gauge, options: DaOptions = {}): Promise<Dataset> {
  const opened = new Map<string, Promise<Dataset>>();
  const open: Opener = (fn) => {
    if (!opened.has(fn)) opened.set(fn, openForcingFile(fn));
    return opened.get(fn)!;
  };
  const dims: Record<string, number> = {};
  const variables: Record<string, Variable> = {};
  let time: TimeAxis | null = null;
  for (const d of g.data ?? []) {
    if (!d.read_from_netcdf)
      throw new Error(`Gauge ${g.name}: ${d.data_type} is not read from NetCDF (its values are in the file)`);
    const da = await dataArrayOf(d.read_from_netcdf, options, open);
    da.dims.forEach((dim, axis) => {
      if (dims[dim] !== undefined && dims[dim] !== da.shape[axis])
        throw new Error(
          `Gauge ${g.name}: ${d.data_type} has ${da.shape[axis]} steps along "${dim}", other series ${dims[dim]}`,
        );
      dims[dim] = da.shape[axis]!;
    });
    if (time && da.timeAxis && da.timeAxis.dates[0] !== time.dates[0])
      throw new Error(
        `Gauge ${g.name}: ${d.data_type} starts at ${da.timeAxis.dates[0]}, not ${time.dates[0]}`,
      );
    time ??= da.timeAxis;
    for (const [name, c] of Object.entries(da.coords)) variables[name] ??= c;
    // Transformed values are in Raven's units for the type; the file's units would mislabel them.
    const units = da.linearTransform ? RAVEN_UNITS[d.data_type] : undefined;
    const attrs = units === undefined ? da.attrs : { ...da.attrs, units };
    variables[d.data_type] = { dims: da.dims, data: da.values, attrs };
  }
  return new Dataset({
    dims,
    variables,
    coords: Object.keys(variables).filter((n) => dims[n] !== undefined),
    time,
  });
}
