/**
 * Raven's output files: the names of its standard outputs, the run-name prefix, which files of a directory
 * belong to a run (`isRunOutput`), and where each output rvkit reads is (`outputFiles`).
 */
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

/**
 * True when `file` is one of the outputs of the run named `runName`: a standard output name with the
 * run's prefix, or, for a named run, any file carrying its prefix (custom outputs have free names).
 */
export function isRunOutput(file: string, runName: string): boolean {
  const prefix = runPrefix(runName);
  if (prefix !== '' && file.startsWith(prefix)) return true;
  return RAVEN_OUTPUT_FILES.some((base) => file === prefix + base);
}
