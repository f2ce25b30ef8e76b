/**
 * Saving a loaded model directory: the one save path of a `Project` and of the `Config` loaded from it. The
 * caller gives each file's new text (`saveProject` prints the syntax trees, `Config.writeRv` renders its
 * models); the files whose text changed are written through `writeFiles`, all or nothing, each checked
 * against the text it was loaded as.
 */
import { printRv } from '../printer/print.js';
import type { Project, ProjectFile } from './project.js';
import { writeFiles, type FileWrite } from './writeFiles.js';

/** Options of `saveProject`. */
export interface SaveOptions {
  /** Overwrite files that changed on disk since they were loaded (default: refuse, and write nothing). */
  force?: boolean;
  /** Write files that lie outside the model directory (redirects to `../x`, absolute paths, links leading
   * out); default: refuse, and write nothing. */
  allowOutside?: boolean;
  /** Keep each replaced file's old text as `name.orig` (default false). */
  backup?: boolean;
}

/** What `saveProject` did. */
export interface SaveResult {
  /** Files rewritten. */
  readonly written: string[];
  /** Files left untouched because their text did not change. */
  readonly unchanged: string[];
  /** Backups made (with `backup`). */
  readonly backups: string[];
}

/**
 * Writes every file whose printed tree differs from the text last read or written, all or nothing (see
 * writeFiles.ts). A file edited on disk since it was loaded is a conflict (`ProjectConflictError`), a file
 * outside the model directory is refused (`OutsideRootError`), a read-only one is not written
 * (`ReadOnlyError`): in each case nothing at all is written.
 */
export async function saveProject(project: Project, options: SaveOptions = {}): Promise<SaveResult> {
  return saveProjectTexts(project, new Map(project.files.map((f) => [f, printRv(f.doc)])), [], options);
}

/**
 * Writes new texts of a project's files (and new files beside them), through the one write path: a file
 * keeps its text unless its new text differs, and each one written must still hold the text it was loaded
 * as. The project's texts are updated to what was written.
 */
export async function saveProjectTexts(
  project: Project,
  texts: ReadonlyMap<ProjectFile, string>,
  created: readonly FileWrite[],
  options: SaveOptions = {},
): Promise<SaveResult> {
  const writes: FileWrite[] = [...texts].map(([file, text]) => ({
    path: file.path,
    text,
    before: file.text,
  }));
  const result = await writeFiles(project.dir, [...writes, ...created], options);
  const written = new Set(result.written);
  const current = new Set([...result.written, ...result.unchanged]);
  for (const [file, text] of texts) if (current.has(file.path)) file.text = text;
  return {
    written: project.files.filter((f) => written.has(f.path)).map((f) => f.path),
    unchanged: project.files.filter((f) => !written.has(f.path)).map((f) => f.path),
    backups: [...result.backups],
  };
}
