/** `saveProject`: writes back the files whose tree changed, each atomically, and nothing else. */
import { existsSync } from 'node:fs';
import { printRv } from '../printer/print.js';
import { writeFileAtomic } from './atomicWrite.js';
import { ProjectConflictError } from './errors.js';
import type { Project } from './project.js';
import { readRvFile } from './rvFiles.js';

/** Options of `saveProject`. */
export interface SaveOptions {
  /** Overwrite files that changed on disk since they were loaded (default: refuse, and write nothing). */
  force?: boolean;
}

/** What `saveProject` did. */
export interface SaveResult {
  /** Files rewritten. */
  readonly written: string[];
  /** Files left untouched because their text did not change. */
  readonly unchanged: string[];
}

/**
 * Writes every file whose printed tree differs from the text last read or written. Each file is written to a
 * temporary file then renamed over the original. A file edited on disk since it was loaded is a conflict:
 * nothing at all is written unless `force` is set.
 */
export async function saveProject(project: Project, options: SaveOptions = {}): Promise<SaveResult> {
  const pending: { file: Project['files'][number]; text: string }[] = [];
  const unchanged: string[] = [];
  for (const file of project.files) {
    const text = printRv(file.doc);
    if (text === file.text) unchanged.push(file.path);
    else pending.push({ file, text });
  }
  if (!options.force) {
    const conflicts: string[] = [];
    for (const { file } of pending) {
      const onDisk = existsSync(file.path) ? await readRvFile(file.path) : undefined;
      if (onDisk !== file.text) conflicts.push(file.path);
    }
    if (conflicts.length > 0) throw new ProjectConflictError(conflicts);
  }
  for (const entry of pending) {
    await writeFileAtomic(entry.file.path, entry.text);
    entry.file.text = entry.text;
  }
  return { written: pending.map((p) => p.file.path), unchanged };
}
