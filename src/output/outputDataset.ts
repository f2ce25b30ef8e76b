/** Reading the dataset of a time-series output from either of the formats Raven writes it in. */
import { readFile } from 'node:fs/promises';
import type { Dataset } from './dataset.js';
import { readHydrographsCsv } from './hydrographsCsv.js';
import { openNetcdf } from './netcdf.js';
import type { DatasetKind } from './outputFiles.js';
import { readForcingsCsv, readStorageCsv } from './seriesCsv.js';

const CSV_READERS: Readonly<Record<DatasetKind, (text: string) => Dataset>> = {
  hydrograph: readHydrographsCsv,
  storage: readStorageCsv,
  forcings: readForcingsCsv,
};

/** Reads a hydrograph, storage or forcing output: `.nc` with the NetCDF readers, anything else as Raven's CSV. */
export async function readOutputDataset(kind: DatasetKind, path: string): Promise<Dataset> {
  if (path.toLowerCase().endsWith('.nc')) return openNetcdf(path);
  return CSV_READERS[kind](await readFile(path, 'utf8'));
}
