/** `EnsembleReader`: the outputs of several runs of one model, stacked along a member dimension. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Dataset } from './dataset.js';
import { type DatasetKind, OUTPUT_KINDS, type OutputKind } from './outputFiles.js';
import { OutputReader } from './outputReader.js';
import { stackDatasets } from './stack.js';

/** How to find the runs of an ensemble: given readers, or output directories (default: every subdirectory of the current directory). */
export interface EnsembleOptions {
  readonly runName?: string | null;
  readonly paths?: readonly string[] | null;
  readonly runs?: readonly OutputReader[] | null;
  /** Name of the new leading dimension. */
  readonly dim?: string;
}

/**
 * Reader of an ensemble of runs. Datasets are promises for the same reason as in `OutputReader`; each run
 * reads its files once, the stacking is redone on each access.
 */
export class EnsembleReader {
  readonly runs: readonly OutputReader[];
  readonly dim: string;

  /** An ensemble of `runs`, or of the runs named `runName` in `paths`. */
  constructor(options: EnsembleOptions = {}) {
    this.dim = options.dim ?? 'member';
    const paths = options.paths ?? (options.runs ? [] : subdirectories(process.cwd()));
    this.runs = options.runs ?? paths.map((path) => new OutputReader(options.runName ?? null, path));
  }

  /** For each output kind, the paths of the runs that produced it. */
  get files(): Partial<Record<OutputKind, string[]>> {
    const files: Partial<Record<OutputKind, string[]>> = {};
    const perRun = this.runs.map((run) => run.files);
    for (const kind of OUTPUT_KINDS) {
      const paths = perRun.flatMap((runFiles) => runFiles[kind] ?? []);
      if (paths.length > 0) files[kind] = paths;
    }
    return files;
  }

  /** The members' hydrographs stacked along `dim`; rejects when no run has one. */
  get hydrograph(): Promise<Dataset> {
    return this.stacked('hydrograph');
  }

  /** The members' storage datasets stacked along `dim`; rejects when no run has one. */
  get storage(): Promise<Dataset> {
    return this.stacked('storage');
  }

  private async stacked(kind: DatasetKind): Promise<Dataset> {
    const datasets = await Promise.all(this.runs.map((run) => run[kind]));
    // Leaving out a member without output would shift the positions of the members after it.
    const missing = this.runs.filter((_, i) => datasets[i] === null).map((run) => run.path);
    if (datasets.length === 0 || missing.length > 0) {
      throw new Error(
        `no ${kind} output in ${missing.length > 0 ? missing.join(', ') : 'an empty ensemble'}`,
      );
    }
    return stackDatasets(datasets as Dataset[], this.dim);
  }
}

function subdirectories(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(dir, entry.name))
    .sort();
}
