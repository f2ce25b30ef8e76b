/** Model directories: finding the files, following redirects as Raven does, loading and saving them. */
export { findModel, findModels, type ModelEntry } from './discover.js';
export {
  FileExistsError,
  OutsideRootError,
  ProjectConflictError,
  ProjectError,
  ReadOnlyError,
  SaveError,
} from './errors.js';
export { fileTypeOf } from './fileType.js';
export { loadProject, type FileSource, type LoadOptions } from './load.js';
export {
  projectDiagnostics,
  projectFile,
  type Project,
  type ProjectFile,
  type RedirectSource,
} from './project.js';
export { correctForRelativePath, ravenDirectoryName } from './ravenPath.js';
export { saveProject, type SaveOptions, type SaveResult } from './save.js';
export { writeFiles, type FileWrite, type WriteFilesOptions, type WriteFilesResult } from './writeFiles.js';
export { recoverDirectory } from './journal.js';
export type { WriteRvOptions } from './configWrite.js';
