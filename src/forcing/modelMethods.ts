/**
 * The spec puts the NetCDF readers on the rvt model classes (`Data.fromNc`, `Gauge.fromNc`, `gauge.ds()`,
 * `readFromNetCDF.da()`, ...), but reading NetCDF sits above the models (the models layer is browser-clean
 * and imports nothing above it). This module, imported by src/index.ts, attaches them to the classes, so the
 * public API keeps the spec's shape while the models never import forcing/ or output/.
 */
import { Data } from '../models/rvt/data.js';
import { Gauge } from '../models/rvt/gauge.js';
import { GriddedForcing } from '../models/rvt/griddedForcing.js';
import { ObservationData } from '../models/rvt/observationData.js';
import { ReadFromNetCDF } from '../models/rvt/readFromNetCDF.js';
import { StationForcing } from '../models/rvt/stationForcing.js';
import type { Dataset } from '../output/dataset.js';
import { dataArrayOf, gaugeDataset, type DataArray, type DaOptions } from './dataArray.js';
import {
  dataFromNc,
  gaugeFromNc,
  griddedForcingFromNc,
  observationDataFromNc,
  readFromNetcdfFromNc,
  stationForcingFromNc,
  type FromNcOptions,
  type GaugeFromNcOptions,
} from './fromNc.js';

// A namespace merged with a class adds static members: the only way to declare them from another module.
/* eslint-disable @typescript-eslint/no-namespace */
declare module '../models/rvt/readFromNetCDF.js' {
  interface ReadFromNetCDF {
    /**
     * The spec's `da` (a method: reading is async): the variable this block points at, at its station for two
     * dimensions (when station_idx is set), whole for a grid; the file's values unless `transform` is asked.
     */
    da(options?: DaOptions): Promise<DataArray>;
  }
  namespace ReadFromNetCDF {
    /** The spec's from_nc: the NetCDF source of one data type (no station coordinates unless stationIdx). */
    let fromNc: (fn: string, dataType: string, options?: FromNcOptions) => Promise<ReadFromNetCDF>;
  }
}
declare module '../models/rvt/griddedForcing.js' {
  namespace GriddedForcing {
    /**
     * The spec's from_nc: a 3-D variable with :DimNamesNC as x y time, :LinearTransform from its units, and
     * the weights given in options.kwds (GridWeights or grid_weights).
     */
    let fromNc: (fn: string, dataType: string, options?: FromNcOptions) => Promise<GriddedForcing>;
  }
}
declare module '../models/rvt/stationForcing.js' {
  namespace StationForcing {
    /** The spec's from_nc: a (station, time) forcing with one identity weight per station unless given. */
    let fromNc: (fn: string, dataType: string, options?: FromNcOptions) => Promise<StationForcing>;
  }
}
declare module '../models/rvt/data.js' {
  namespace Data {
    /** The spec's from_nc: the series of one data type of a NetCDF file (station 1 unless told). */
    let fromNc: (fn: string, dataType: string, options?: FromNcOptions) => Promise<Data>;
  }
}
declare module '../models/rvt/observationData.js' {
  namespace ObservationData {
    /**
     * The spec's from_nc: the HYDROGRAPH series of a NetCDF file (uid through kwds). The data type may be
     * given as Data.fromNc takes it, so that the two stay call-compatible.
     */
    let fromNc: (
      fn: string,
      options?: FromNcOptions | string,
      more?: FromNcOptions,
    ) => Promise<ObservationData>;
  }
}
declare module '../models/rvt/gauge.js' {
  interface Gauge {
    /**
     * The spec's `ds` (a method: reading is async): the gauge's series as one dataset keyed by data type, each
     * read as `da` reads it (the file's values unless `transform` is asked).
     */
    ds(options?: DaOptions): Promise<Dataset>;
  }
  namespace Gauge {
    /** The spec's from_nc: a gauge with a :Data series per forcing found in the NetCDF file(s). */
    let fromNc: (fn: string | readonly string[], options?: GaugeFromNcOptions) => Promise<Gauge>;
  }
}
/* eslint-enable @typescript-eslint/no-namespace */

ReadFromNetCDF.fromNc = (fn, dataType, options = {}) => readFromNetcdfFromNc(fn, dataType, options);
ReadFromNetCDF.prototype.da = function (this: ReadFromNetCDF, options: DaOptions = {}) {
  return dataArrayOf(this, options);
};
GriddedForcing.fromNc = (fn, dataType, options = {}) => griddedForcingFromNc(fn, dataType, options);
StationForcing.fromNc = (fn, dataType, options = {}) => stationForcingFromNc(fn, dataType, options);
Data.fromNc = (fn, dataType, options = {}) => dataFromNc(fn, dataType, options);
ObservationData.fromNc = async (fn, options = {}, more = {}) => {
  if (typeof options === 'string' && options !== 'HYDROGRAPH')
    throw new Error(`ObservationData holds HYDROGRAPH series only, not ${options}`);
  return observationDataFromNc(fn, typeof options === 'string' ? more : options);
};
Gauge.fromNc = (fn, options = {}) => gaugeFromNc(fn, options);
Gauge.prototype.ds = function (this: Gauge, options: DaOptions = {}) {
  return gaugeDataset(this, options);
};
