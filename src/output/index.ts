/** The output layer: readers for everything a Raven run writes. */
export { type Calendar, parseCalendar } from './calendar.js';
export { decodeTime, parseTimeUnits, type TimeAxis, type TimeUnits } from './cfTime.js';
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
export { EnsembleReader, type EnsembleOptions } from './ensembleReader.js';
export { readHydrographsCsv } from './hydrographsCsv.js';
export { netcdfFormat, type NetcdfFormat, openNetcdf, parseNc } from './netcdf.js';
export { readOutputDataset } from './outputDataset.js';
export {
  type DatasetKind,
  OUTPUT_KINDS,
  type OutputFiles,
  type OutputKind,
  outputFiles,
  runPrefix,
} from './outputFiles.js';
export { OutputReader } from './outputReader.js';
export { parseOutputs, type ParsedOutputs } from './parseOutputs.js';
export { parseRvValue, type ParseRvValueOptions } from '../parser/commandValue.js';
export { readForcingsCsv, readStorageCsv } from './seriesCsv.js';
export { parse_solution, readSolution } from './solutionFile.js';
export { stackDatasets } from './stack.js';
