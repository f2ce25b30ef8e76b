/** The output layer: readers for everything a Raven run writes. */
export { type Calendar, parseCalendar } from './calendar.js';
export { decodeTime, parseTimeUnits, type TimeAxis, type TimeUnits } from './cf-time.js';
export {
  type AttributeValue,
  type Attributes,
  Dataset,
  type DatasetInit,
  type Indexers,
  type Selection,
  type TimeRange,
  type Variable,
  type VariableData,
} from './dataset.js';
export { type Diagnostics, parseDiagnostics, readDiagnostics } from './diagnostics.js';
export { EnsembleReader, type EnsembleOptions } from './ensemble-reader.js';
export { readHydrographsCsv } from './hydrographs-csv.js';
export { netcdfFormat, type NetcdfFormat, openNetcdf, parseNc } from './netcdf.js';
export { readOutputDataset } from './output-dataset.js';
export {
  type DatasetKind,
  OUTPUT_KINDS,
  type OutputFiles,
  type OutputKind,
  outputFiles,
  runPrefix,
} from './output-files.js';
export { OutputReader } from './output-reader.js';
export { parseOutputs, type ParsedOutputs } from './parse-outputs.js';
export { parseRvValue, type ParseRvValueOptions } from './parse-rv.js';
export { readForcingsCsv, readStorageCsv } from './series-csv.js';
export { stackDatasets } from './stack.js';
