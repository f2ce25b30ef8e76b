/** A NetCDF file's contents as a Dataset: fill values as NaN, packed values unpacked, time decoded. */
import { decodeCfValues } from './cfValues.js';
import { Dataset, type DatasetInit, type Variable } from './dataset.js';
import { isLazy, mapValues, valueCount } from './lazyVariable.js';

/** The Dataset of what a NetCDF reader read, with CF decoding of the numeric variables. */
export function datasetOf(init: DatasetInit): Dataset {
  const variables: Record<string, Variable> = {};
  for (const [name, v] of Object.entries(init.variables)) {
    // Lazy variables are numeric (netcdfHdf5.ts): decoded when read, not read to be decoded.
    variables[name] =
      isLazy(v) || v.data instanceof Float64Array
        ? mapValues(v, v.dims, valueCount(v), (data) => decodeCfValues(data as Float64Array, v.attrs))
        : v;
  }
  return new Dataset({ ...init, variables });
}
