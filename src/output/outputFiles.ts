/** Where Raven puts each standard output of a run, and which of them a run produced. */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { isReadableFile } from './readableFile.js';

/** The standard outputs rvkit reads. */
export type OutputKind = 'solution' | 'hydrograph' | 'storage' | 'diagnostics' | 'messages' | 'forcings';

/** The outputs with datasets (time series), as opposed to text outputs. */
export type DatasetKind = 'hydrograph' | 'storage' | 'forcings';

/** Path of each output that exists; absent keys were not produced. */
export type OutputFiles = Partial<Record<OutputKind, string>>;

/** All kinds, in the order they are listed. */
export const OUTPUT_KINDS: readonly OutputKind[] = [
  'hydrograph',
  'storage',
  'forcings',
  'diagnostics',
  'solution',
  'messages',
];

/** The file names of each output: NetCDF before CSV, because `:WriteNetcdfFormat` replaces the CSV. */
const FILE_NAMES: Readonly<Record<OutputKind, readonly string[]>> = {
  solution: ['solution.rvc'],
  hydrograph: ['Hydrographs.nc', 'Hydrographs.csv'],
  storage: ['WatershedStorage.nc', 'WatershedStorage.csv'],
  diagnostics: ['Diagnostics.csv'],
  messages: ['Raven_errors.txt'],
  forcings: ['ForcingFunctions.nc', 'ForcingFunctions.csv'],
};

/** Raven's file-name prefix for a run name: `<name>_`, or nothing without a run name. */
export function runPrefix(runName: string | null | undefined): string {
  return runName ? `${runName}_` : '';
}

/** `output_files`: the path of each standard output of run `runName` found in `dir`. */
export function outputFiles(runName: string | null | undefined, dir: string): OutputFiles {
  const files: OutputFiles = {};
  for (const kind of OUTPUT_KINDS) {
    // Raven_errors.txt never takes the run-name prefix.
    const prefix = kind === 'messages' ? '' : runPrefix(runName);
    const found = FILE_NAMES[kind].map((name) => join(dir, prefix + name)).filter(isReadableFile);
    // Both formats present means one is left over from an earlier run: the newer one is this run's.
    const [newest] = found.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    if (newest !== undefined) files[kind] = newest;
  }
  return files;
}
