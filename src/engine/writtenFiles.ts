/**
 * The files of an output directory: which of them are Raven's standard outputs for a run name, and
 * which a run wrote (by comparing snapshots taken before and after it). Nothing here deletes a file.
 */
import type { Stats } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Standard output files Raven writes, before the `<run name>_` prefix (raven-engine.md §3.1). */
export const RAVEN_OUTPUT_FILES: readonly string[] = [
  ...[
    'Hydrographs',
    'WatershedStorage',
    'ForcingFunctions',
    'ReservoirStages',
    'ReservoirMassBalance',
  ].flatMap((base) => ['csv', 'nc', 'tb0'].map((ext) => `${base}.${ext}`)),
  'Diagnostics.csv',
  'solution.rvc',
  'WatershedMassEnergyBalance.csv',
  'ExhaustiveMassBalance.csv',
  'Demands.csv',
  'WaterLevels.csv',
  'UncertHydrographs.csv',
  'SubbasinProperties.csv',
  'InterpolationWeights.csv',
  'AssimilationAdjustments_BySubbasin.csv',
  'ManagementOptimization.csv',
  'GoalSatisfaction.csv',
  'EnKFOutput.csv',
];

/** The prefix Raven puts before each output file name for a run name. */
export function runPrefix(runName: string): string {
  return runName === '' ? '' : `${runName}_`;
}

/**
 * True when `file` is one of the outputs of the run named `runName`: a standard output name with the
 * run's prefix, or, for a named run, any file carrying its prefix (custom outputs have free names).
 */
export function isRunOutput(file: string, runName: string): boolean {
  const prefix = runPrefix(runName);
  if (prefix !== '' && file.startsWith(prefix)) return true;
  return RAVEN_OUTPUT_FILES.some((base) => file === prefix + base);
}

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
export async function writtenSince(
  path: string,
  previous: string | undefined,
  since: number,
): Promise<boolean> {
  const info = await stat(path).catch(() => null);
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
