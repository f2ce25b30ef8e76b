/** rvkit: read, check, format, edit and run Raven model directories. */
export { CATALOGUE, commandTable, allNames, FILE_TYPES } from '../grammar/index.js';
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
  Command,
  CommentLine,
  Diagnostic,
  Ignored,
  Item,
  Line,
  Rows,
  RvDocument,
  Severity,
  Word,
} from './ast/nodes.js';
export { commandArgs, commandName } from './ast/nodes.js';
export { parseRv, type ParseOptions } from './parser/parseRv.js';
export { formatDiagnostic, hasErrors } from './parser/diagnostics.js';
export { decodeNumbers, rowComment, rowFields, scanRows, type RowTable } from './parser/rows.js';
export { printRv } from './printer/print.js';
export { formatDocument, formatRv, type FormatOptions } from './printer/format.js';
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
