/** A NetCDF file's contents as a Dataset: fill values as NaN, packed values unpacked, time decoded. */
import { decodeCfValues } from './cf-values.js';
import { Dataset, type DatasetInit, type Variable } from './dataset.js';

/** The Dataset of what a NetCDF reader read, with CF decoding of the numeric variables. */
export function datasetOf(init: DatasetInit): Dataset {
  const variables: Record<string, Variable> = {};
  for (const [name, v] of Object.entries(init.variables)) {
    variables[name] = v.data instanceof Float64Array ? { ...v, data: decodeCfValues(v.data, v.attrs) } : v;
  }
  return new Dataset({ ...init, variables });
}
