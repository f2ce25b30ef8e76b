/**
 * `loadProject`: reads a model directory from the file system the way Raven reads it (see loadFrom.ts). Paths
 * are resolved as Raven resolves them when run as `raven <stem>` from the model directory, which is how
 * `rvkit run` runs it.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { findModel } from './discover.js';
import { recoverDirectory } from './journal.js';
import { loadProjectFrom, type ProjectSource } from './loadFrom.js';
import type { Project } from './project.js';
import type { ReadLimits } from './regularFile.js';
import { readRvFile } from './rvFiles.js';

/** Options of `loadProject`. */
export interface LoadOptions extends ReadLimits {
  /** The model's stem, when the directory holds several .rvi files. */
  stem?: string;
  /**
   * What to read instead of the disk's files (the language server passes the editor's unsaved buffers); paths,
   * directory listings and names shown stay the disk's.
   */
  source?: FileSource;
}

/** The part of a file source that an editor's buffers lay over the disk. */
export type FileSource = Pick<ProjectSource, 'exists' | 'readText' | 'parse'>;

/** The file system as the loader's file source, reading regular files no larger than the limit. */
export function fileSystemSource(limits: ReadLimits = {}): ProjectSource {
  return {
    resolve: (dir, name) => resolve(dir, name),
    exists: (path) => existsSync(path),
    readText: (path) => readRvFile(path, limits),
    siblings: (path) => {
      try {
        return readdirSync(dirname(path));
      } catch {
        return undefined;
      }
    },
    display: displayName,
  };
}

/** The file system as the loader's file source, with the default limits. */
export const FILE_SYSTEM: ProjectSource = fileSystemSource();

/** The disk with some files' texts replaced (by absolute path): a model as it will be once they are written. */
export function textsOverDisk(texts: ReadonlyMap<string, string>): FileSource {
  return {
    exists: (path) => texts.has(path) || FILE_SYSTEM.exists(path),
    readText: async (path) => texts.get(path) ?? (await FILE_SYSTEM.readText(path)),
  };
}

/** Loads every RV file of a model (a path to its .rvi, or a directory holding one) with its syntax tree. */
export async function loadProject(pathToRviOrDir: string, options: LoadOptions = {}): Promise<Project> {
  const over = options.source;
  const disk = options.maxFileBytes === undefined ? FILE_SYSTEM : fileSystemSource(options);
  const source: ProjectSource = over
    ? {
        ...disk,
        exists: (path) => over.exists(path),
        readText: (path) => over.readText(path),
        ...(over.parse && { parse: over.parse.bind(over) }),
      }
    : disk;
  const model = await findModel(pathToRviOrDir, options.stem);
  // A save into this directory that a killed process left half-done is finished first (journal.ts).
  if (!over) await recoverDirectory(model.dir);
  return loadProjectFrom(model, source);
}

/** The path shown in diagnostics: relative to the working directory when it lies below it. */
export function displayName(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel.startsWith('..') || rel === '' ? path : rel;
}
