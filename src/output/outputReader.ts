/** `OutputReader`: the outputs of one run of Raven, read on demand. */
import { resolve } from 'node:path';
import type { Dataset } from './dataset.js';
import { parseDiagnostics, type Diagnostics } from './diagnostics.js';
import { parseSolution, type Solution } from '../models/solution/parseSolution.js';
import { readTextIfExists } from './readableFile.js';
import { readOutputDataset } from './outputDataset.js';
import { type DatasetKind, type OutputFiles, type OutputKind, outputFiles } from './outputFiles.js';

/**
 * Reader of one run's outputs in one directory. Text outputs are plain getters. Datasets are getters that
 * return promises, because reading NetCDF-4 needs h5wasm, whose WebAssembly module initialises
 * asynchronously; each dataset is read once and the promise is kept, so `await reader.hydrograph` is cheap
 * the second time. A dataset or text output whose file does not exist is null.
 */
export class OutputReader {
  /** The run name (the prefix of the output files), or null for none. */
  readonly runName: string | null;
  /** The absolute path of the output directory. */
  readonly path: string;
  private readonly datasets = new Map<DatasetKind, Promise<Dataset | null>>();

  /** A reader of run `runName`'s outputs in `path` (default: the current directory). */
  constructor(runName: string | null = null, path: string | null = null) {
    this.runName = runName;
    this.path = resolve(path ?? process.cwd());
  }

  /** The path of each output that exists, looked up afresh on every access. */
  get files(): OutputFiles {
    return outputFiles(this.runName, this.path);
  }

  /** The hydrograph (Hydrographs.nc or .csv): `q_sim`, `q_obs`, `precip`, … over `time` × `nbasins`. */
  get hydrograph(): Promise<Dataset | null> {
    return this.dataset('hydrograph');
  }

  /** The watershed storage (WatershedStorage.nc or .csv): one variable per storage, over `time`. */
  get storage(): Promise<Dataset | null> {
    return this.dataset('storage');
  }

  /** The forcing functions (ForcingFunctions.nc or .csv, written with `:WriteForcingFunctions`). */
  get forcings(): Promise<Dataset | null> {
    return this.dataset('forcings');
  }

  /** The metrics of Diagnostics.csv, or null. */
  get diagnostics(): Diagnostics | null {
    const path = this.files.diagnostics;
    return path === undefined ? null : parseDiagnostics(path);
  }

  /** The end state of the run (solution.rvc) as typed commands, or null when there is none. */
  get solution(): Solution | null {
    const text = this.text('solution');
    return text === null ? null : parseSolution(text);
  }

  /** The text of Raven_errors.txt, or null. */
  get messages(): string | null {
    return this.text('messages');
  }

  private text(kind: OutputKind): string | null {
    const path = this.files[kind];
    return path === undefined ? null : readTextIfExists(path);
  }

  private dataset(kind: DatasetKind): Promise<Dataset | null> {
    let pending = this.datasets.get(kind);
    if (pending === undefined) {
      const path = this.files[kind];
      pending = path === undefined ? Promise.resolve(null) : readOutputDataset(kind, path);
      // A failed read is not kept, so that reading again (after fixing the file) tries again.
      pending.catch(() => this.datasets.delete(kind));
      this.datasets.set(kind, pending);
    }
    return pending;
  }
}
