/**
 * rvkit: read, check, format, edit and run Raven model directories.
 *
 * The package root holds what the README shows and a user's everyday work needs: RV text parsed, printed,
 * formatted and dumped; a model directory loaded, checked, fixed and saved; the typed `Config`, the emulators
 * and the forcing readers they are set up with; runs of the engine and the outputs they write. Everything else
 * public is a subpath named after its layer (`rvkit/models`: every command class, `rvkit/check`: the rules,
 * `rvkit/plot`: the plots …, listed in package.json `exports`); the rest is internal.
 * `test/architecture/publicApi.test.ts` records every exported name, so that a change to this list is a
 * decision.
 */

// The typed models register their command classes on import; the spec's methods that need an upper layer
// are attached here (Config.load and config.writeRv; Gauge.fromNc, gauge.ds(), readFromNetCDF.da() …).
import './models/index.js';
import './project/configMethods.js';
import './forcing/modelMethods.js';
// The editing API (config.rename, config.remove, config.addHRU, config.scaleColumn, config.check …).
import './edit/index.js';

// RV text: parse (lossless), print, format, dump.
export { FILE_TYPES, type FileType } from '../grammar/index.js';
export type { Diagnostic, RvDocument, Severity, TextEdit, TextRange } from './ast/nodes.js';
export { parseRv, type ParseOptions } from './parser/parseRv.js';
export { formatDiagnostic, hasErrors } from './parser/diagnostics.js';
export { printRv } from './printer/print.js';
export { formatRv, type FormatOptions } from './printer/format.js';
export { dumpRv, type DumpDocument } from './printer/dump.js';

// A model directory as Raven reads it: load, save, its problems; checked and fixed.
export {
  findModel,
  findModels,
  loadProject,
  ProjectConflictError,
  ProjectError,
  projectDiagnostics,
  saveProject,
  type LoadOptions,
  type ModelEntry,
  type Project,
  type ProjectFile,
  type SaveOptions,
  type SaveResult,
} from './project/index.js';
export { checkProject, type CheckOptions } from './check/checkProject.js';
export { fixProject, type FixOptions, type FixResult } from './fix/fixProject.js';
export {
  EditError,
  type EditKind,
  type NeededParameter,
  type Referrer,
  type Selection,
  type Series,
  type SeriesTarget,
} from './edit/index.js';

// The typed Config, the forcing commands the README's examples build from NetCDF files (their fromNc),
// symbolic parameters, the emulators.
export { Config } from './models/sections/config.js';
export { ConfigValidationError } from './models/modelClass/errors.js';
export {
  Data,
  Gauge,
  GriddedForcing,
  ObservationData,
  ReadFromNetCDF,
  StationForcing,
} from './models/rvt/index.js';
export { Variable } from './models/symbolic/expr.js';
export { jsonSchema } from './models/schema.js';
export {
  BasicRoute,
  Blended,
  CanadianShield,
  GR4JCN,
  HBVEC,
  HMETS,
  HYPR,
  Mohyse,
  SACSMA,
} from './emulators/index.js';
export { emulatorFromNc, type EmulatorFromNcOptions } from './forcing/emulatorFromNc.js';

// The engine: found, installed, run (one model, many, a Config bound to a directory), stopped; its errors.
export {
  Emulator,
  EngineNotFoundError,
  engineVersion,
  findEngine,
  installEngine,
  RavenError,
  RavenWarning,
  run,
  runEnsemble,
  runParameterSets,
  runRaven,
  stopEngines,
  stopEnginesOnSignals,
  type EngineLocation,
  type EnsembleJob,
  type ParameterSet,
  type ParameterSetOutcome,
  type RunOptions,
  type RunRequest,
  type RunResult,
} from './engine/index.js';

// What a run writes.
export { Dataset, EnsembleReader, OutputReader } from './output/index.js';
