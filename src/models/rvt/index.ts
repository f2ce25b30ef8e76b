/**
 * The .rvt typed models: gauges and their NetCDF series, observations, gridded and station forcings with
 * their weights. The spec's `from_nc` constructors (Gauge, Data, ObservationData, ReadFromNetCDF,
 * StationForcing) and `ds`/`da` read NetCDF: src/forcing/modelMethods.ts attaches them (imported by
 * src/index.ts), so this layer imports nothing above it.
 */
export { Data } from './data.js';
export { Gauge } from './gauge.js';
export { GriddedForcing } from './griddedForcing.js';
export { GridWeightRows, type GridWeightRecord } from '../shapes/gridWeightRows.js';
export { GridWeights } from './gridWeights.js';
export { LinearTransform } from './linearTransform.js';
export { ObservationData } from './observationData.js';
export { ReadFromNetCDF } from './readFromNetCDF.js';
export { RedirectToFile } from './redirectToFile.js';
export { StationForcing } from './stationForcing.js';
export { UnsupportedCommandError } from '../commandText/unsupported.js';
