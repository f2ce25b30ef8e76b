/** The member output directories of an ensemble: the subdirectories that hold a hydrograph. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { outputFiles } from '../../output/outputFiles.js';

/** The subdirectories of `dir` (sorted) in which a run wrote a hydrograph. */
export function subdirectoriesWithOutputs(dir: string, runName: string | null): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => join(dir, e.name))
    .sort()
    .filter((path) => outputFiles(runName, path).hydrograph !== undefined);
}
