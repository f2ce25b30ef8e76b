/**
 * `loadProject`: reads a model directory from the file system the way Raven reads it (see loadFrom.ts). Paths
 * are resolved as Raven resolves them when run as `raven <stem>` from the model directory, which is how
 * `rvkit run` runs it.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { findModel } from './discover.js';
import { loadProjectFrom, type ProjectSource } from './loadFrom.js';
import type { Project } from './project.js';
import { readRvFile } from './rvFiles.js';

/** Options of `loadProject`. */
export interface LoadOptions {
  /** The model's stem, when the directory holds several .rvi files. */
  stem?: string;
}

/** The file system as the loader's file source. */
export const FILE_SYSTEM: ProjectSource = {
  resolve: (dir, name) => resolve(dir, name),
  exists: (path) => existsSync(path),
  read: readRvFile,
  siblings: (path) => {
    try {
      return readdirSync(dirname(path));
    } catch {
      return undefined;
    }
  },
  display: displayName,
};

/** Loads every RV file of a model (a path to its .rvi, or a directory holding one) with its syntax tree. */
export async function loadProject(pathToRviOrDir: string, options: LoadOptions = {}): Promise<Project> {
  return loadProjectFrom(await findModel(pathToRviOrDir, options.stem), FILE_SYSTEM);
}

/** The path shown in diagnostics: relative to the working directory when it lies below it. */
function displayName(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel.startsWith('..') || rel === '' ? path : rel;
}
