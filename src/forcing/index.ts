/** Forcing from NetCDF: the spec's from_nc constructors and the pieces they are made of. */
// Attaches fromNc, ds and da to the rvt model classes.
import './modelMethods.js';
export { DataArray, dataArrayOf, gaugeDataset, type DaOptions } from './dataArray.js';
export { hasGridAxes, inferDimNames } from './dims.js';
export {
  dataFromNc,
  filterFor,
  gaugeFromNc,
  griddedForcingFromNc,
  observationDataFromNc,
  readFromNetcdfFromNc,
  stationForcingFromNc,
  type FromNcOptions,
  type GaugeFromNcOptions,
  type Kwds,
} from './fromNc.js';
export { MONTHLY_FIELD, ncSpecs, type NcSpecs, type SpecOptions } from './specs.js';
export { parseUnit, RAVEN_UNITS, scaleAndOffset } from './units.js';
export { CF_RAVEN, candidateNames, type AltNames } from './variables.js';
export { emulatorFromNc, type EmulatorFromNcOptions } from './emulatorFromNc.js';
