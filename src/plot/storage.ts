/** Watershed storage (WatershedStorage.nc/.csv): each storage's watershed-average depth over the run. */
import type { Dataset } from '../output/dataset.js';
import { seriesPanelsSpec, type PanelsOptions } from './timeSeries.js';
import type { PlotSpec } from './spec.js';

/** Bookkeeping columns of the storage file that are not storages. */
const NOT_STORAGE = new Set(['cum_input', 'cum_outflow', 'MB_error', 'rainfall', 'snowfall']);

/** The storages of a run, one panel each; the cumulative mass balance columns are left out unless asked for. */
export function storageSpec(ds: Dataset, options: PanelsOptions = {}): PlotSpec {
  const variables =
    options.variables ??
    ds.dataVars.filter((name) => {
      const v = ds.get(name);
      return !NOT_STORAGE.has(name) && v.dims.length === 1 && v.data instanceof Float64Array;
    });
  return seriesPanelsSpec(ds, { title: 'Watershed storage', ...options, variables });
}
