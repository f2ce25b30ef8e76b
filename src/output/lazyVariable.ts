/**
 * Variables whose values are read on first use, as xarray reads a NetCDF file: opening a Raven output reads
 * its metadata, and a variable's values are read (whole, in one read) only when `data` is first asked for.
 * Raven stores each time series in chunks of one value, which the HDF5 library reads at a fixed cost per chunk
 * (about 5 µs: 100 ms for `q_sim` of a 57-year daily run), so reading only the variables used is what keeps
 * opening `Hydrographs.nc` and taking `q_sim` under the reference library's time (bench/reference.ts).
 */
import type { Attributes, Variable, VariableData } from './variable.js';

/** What a deferred variable holds besides its dimensions and attributes: its size and how to read it. */
interface Deferred {
  readonly size: number;
  readonly load: () => VariableData;
}

/** Where a lazy variable keeps its `Deferred` (not enumerable: spreads and comparisons see `data` only). */
const DEFERRED = Symbol('deferred values');

/**
 * A variable of `size` values that `load` reads on the first access to `data`, once; `data` is an own
 * enumerable property, so that spreading the variable or comparing it reads the values as for any other.
 */
export function lazyVariable(
  dims: readonly string[],
  attrs: Attributes,
  size: number,
  load: () => VariableData,
): Variable {
  let data: VariableData | undefined;
  const variable = { dims, attrs } as { dims: readonly string[]; attrs: Attributes; data: VariableData };
  Object.defineProperty(variable, 'data', {
    enumerable: true,
    get(): VariableData {
      if (data === undefined) {
        const values = load();
        if (values.length !== size)
          throw new Error(`read ${values.length} values where ${size} were expected`);
        data = values;
      }
      return data;
    },
  });
  Object.defineProperty(variable, DEFERRED, { value: { size, load } satisfies Deferred });
  return variable;
}

/** True when the variable's values are read on first use (whether or not they have been read yet). */
export function isLazy(variable: Variable): boolean {
  return DEFERRED in variable;
}

/** The number of values of a variable, without reading the values of a lazy one. */
export function valueCount(variable: Variable): number {
  const deferred = (variable as { [DEFERRED]?: Deferred })[DEFERRED];
  return deferred === undefined ? variable.data.length : deferred.size;
}

/**
 * A variable made from another by `transform` of its values (decoding, selection): lazy when the source is,
 * so that a transform of a variable never used reads nothing.
 */
export function mapValues(
  variable: Variable,
  dims: readonly string[],
  size: number,
  transform: (data: VariableData) => VariableData,
): Variable {
  if (isLazy(variable)) return lazyVariable(dims, variable.attrs, size, () => transform(variable.data));
  return { dims, data: transform(variable.data), attrs: variable.attrs };
}
