/** rvkit: read, check, format, edit and run Raven model directories. */
export { CATALOGUE, commandTable, allNames, FILE_TYPES, MIGRATIONS } from '../grammar/index.js';
export type {
  Arg,
  BlockSpec,
  CommandSpec,
  CommentRule,
  EndRule,
  FileCatalogue,
  FileType,
  RowsSpec,
  SeriesKind,
  ValueType,
} from '../grammar/index.js';
export type {
  BlankLine,
  Command as CommandNode,
  CommentLine,
  Diagnostic,
  Ignored,
  Item,
  Line,
  Rows,
  RvDocument,
  Severity,
  Word,
  TextEdit,
  TextRange,
} from './ast/nodes.js';
export { commandArgs, commandName } from './ast/nodes.js';
export { parseRv, type ParseOptions } from './parser/parseRv.js';
export { formatDiagnostic, hasErrors } from './parser/diagnostics.js';
export { decodeNumbers, rowComment, rowFields, scanRows, type RowTable } from './parser/rows.js';
export { printRv } from './printer/print.js';
export { formatDocument, formatEntries, formatRv, type FormatOptions } from './printer/format.js';
export { lineEntries, printLines, type WordLine } from './printer/lines.js';
export { reprintCommand, sameWord } from './printer/reprint.js';
export {
  dumpRv,
  type DumpCommand,
  type DumpDocument,
  type DumpNode,
  type DumpValue,
} from './printer/dump.js';
export {
  correctForRelativePath,
  fileTypeOf,
  findModel,
  findModels,
  loadProject,
  ProjectConflictError,
  ProjectError,
  projectDiagnostics,
  projectFile,
  ravenDirectoryName,
  saveProject,
  writeFileAtomic,
  type LoadOptions,
  type ModelEntry,
  type Project,
  type ProjectFile,
  type RedirectSource,
  type SaveOptions,
  type SaveResult,
} from './project/index.js';
/** Running Raven, and reading everything a run writes. */
export * from './engine/index.js';
export * from './output/index.js';
// Both layers export runPrefix (one function, output/outputFiles.ts); their option types differ, so the
// reader's takes a longer name.
export { runPrefix } from './output/index.js';
export type { EnsembleOptions } from './engine/index.js';
export type { EnsembleOptions as EnsembleReaderOptions } from './output/index.js';

// Typed models: the spec's commands, records, sections and Config (importing registers every command class).
export * from './models/index.js';
export * from './emulators/index.js';
// `Variable` is the symbolic parameter; the NetCDF variable of a Dataset is exported as DatasetVariable.
export { Variable } from './models/symbolic/expr.js';
export type { Variable as DatasetVariable } from './output/index.js';
export { jsonSchema } from './models/schema.js';
export {
  configSources,
  loadConfig,
  type ConfigSources,
  type LoadConfigOptions,
} from './project/configLoad.js';
export { renderConfig, writeConfig } from './project/configWrite.js';
// Config.load and config.writeRv (the spec's, on the models' Config) read and write files: attached here.
import './project/configMethods.js';
export { coverage, formatCoverage, type TypeCoverage } from './project/coverage.js';
/** @deprecated saving no longer diffs texts (see `reprintCommand`); kept for existing callers. */
export { mergeText } from './printer/merge.js';
// Forcing from NetCDF (from_nc constructors, data arrays) and emulators set up from forcing files.
export * from './forcing/index.js';
// Data.fromNc, Gauge.fromNc, gauge.ds(), readFromNetCDF.da() … attached to the rvt models.
import './forcing/modelMethods.js';
// The checker and its fixes (`rvkit check`, `rvkit fix`).
export { checkProject, type CheckOptions } from './check/checkProject.js';
export {
  applyEdits,
  fixProject,
  FixWriteError,
  planFixes,
  unifiedDiff,
  withTexts,
  type FileChange,
  type FixOptions,
  type FixPlan,
  type FixResult,
} from './fix/index.js';
export type { Migration, LegacyRewrite, LegacyVerdict } from '../grammar/migrations.js';
// Calibration (`rvkit calibrate`): DDS and parallel DDS as OSTRICH runs them, OSTRICH setups, the journal.
export * from './calibrate/index.js';
