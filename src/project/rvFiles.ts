/** Finding RV files: the paths given, and the RV files inside the directories given (recursively). */
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { fileTypeOf } from './fileType.js';
import { readRegularText, type ReadLimits } from './regularFile.js';

/**
 * Reads an RV file as latin1, so that every byte maps to one character and writes back unchanged. Only a
 * regular file no larger than the limit is read: anything else throws UnreadableFileError (regularFile.ts).
 */
export function readRvFile(path: string, limits: ReadLimits = {}): Promise<string> {
  return readRegularText(path, limits);
}

/** The RV files named by `paths`: files as given, directories searched recursively, sorted. */
export async function collectRvFiles(paths: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  for (const p of paths) {
    const stat = await fs.stat(p);
    if (stat.isDirectory()) await walk(p, out);
    else out.push(p);
  }
  return out;
}

async function walk(dir: string, out: string[]): Promise<void> {
  const entries = (await fs.readdir(dir, { withFileTypes: true })).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  for (const e of entries) {
    const path = join(dir, e.name);
    if (e.isDirectory()) await walk(path, out);
    // A link to a file is the file the user meant (never skipped: a dangling one fails when read, loudly);
    // links to directories are not followed (a loop would never end).
    else if ((e.isFile() || e.isSymbolicLink()) && fileTypeOf(e.name)) out.push(path);
  }
}
