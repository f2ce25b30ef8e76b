/**
 * The files a run wrote, by comparing snapshots of its output directory taken before and after it (which of
 * them are Raven's outputs is output/outputFiles.ts's `isRunOutput`). Nothing here deletes a file.
 */
import { statSync, type Stats } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Each file of a directory with a signature that changes when the file is rewritten. */
export type DirSnapshot = ReadonlyMap<string, string>;

/** Takes a snapshot of the files directly inside `dir` (empty when `dir` does not exist). */
export async function snapshotDir(dir: string): Promise<DirSnapshot> {
  const snapshot = new Map<string, string>();
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return snapshot;
    throw error;
  }
  await Promise.all(
    names.map(async (name) => {
      const signature = await fileSignature(join(dir, name));
      if (signature !== null) snapshot.set(name, signature);
    }),
  );
  return snapshot;
}

/** A snapshot of the named files of `dir` only (those that exist): no listing of the directory. */
export function snapshotFiles(dir: string, names: readonly string[]): DirSnapshot {
  const snapshot = new Map<string, string>();
  for (const name of names) {
    const info = localStat(join(dir, name));
    if (info?.isFile()) snapshot.set(name, signatureOf(info));
  }
  return snapshot;
}

/**
 * One file's status, or null when it is missing or unreadable, at once: a stat on a local disk costs
 * microseconds where a trip through the thread pool costs ~0.1 ms of CPU, and a calibration makes a few of
 * them per evaluation.
 */
function localStat(path: string): Stats | null {
  try {
    return statSync(path, { throwIfNoEntry: false }) ?? null;
  } catch {
    return null;
  }
}

function signatureOf(info: Stats): string {
  return `${info.size}:${info.mtimeMs}:${info.ctimeMs}:${info.ino}`;
}

/** The signature of one file, or null when it is missing or not a file. */
export async function fileSignature(path: string): Promise<string | null> {
  const info = await stat(path).catch(() => null);
  return info?.isFile() ? signatureOf(info) : null;
}

/** Slack for file systems whose modification times are coarse (whole seconds, or two on FAT). */
const MTIME_SLACK_MS = 2000;

/**
 * True when the file exists and was written by a run started at `since` (ms since the epoch): its
 * signature changed from the snapshot's, or its time is too recent to tell (on a coarse clock a rewrite
 * of the same size within the same second keeps the signature).
 */
export function writtenSince(path: string, previous: string | undefined, since: number): boolean {
  const info = localStat(path);
  if (!info?.isFile()) return false;
  return signatureOf(info) !== previous || info.mtimeMs >= since - MTIME_SLACK_MS;
}

/** Names of the files present in `after` that are new or changed since `before`, sorted. */
export function changedFiles(before: DirSnapshot, after: DirSnapshot): string[] {
  return [...after]
    .filter(([name, signature]) => before.get(name) !== signature)
    .map(([name]) => name)
    .sort();
}
