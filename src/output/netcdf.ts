/** Opening a NetCDF file of either format into a `Dataset`, choosing the reader by the file's first bytes. */
import { closeSync, openSync, readSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Dataset, DatasetInit } from './dataset.js';
import { datasetOf } from './netcdfDataset.js';
import { isReadableFile } from './readableFile.js';
import { readClassicNetcdf } from './netcdfClassic.js';
import { readHdf5Netcdf } from './netcdfHdf5Node.js';

/** Which reader a file needs, from its magic number. */
export type NetcdfFormat = 'classic' | 'netcdf4' | 'unsupported';

/** The format of a NetCDF file: `CDF\x01`/`CDF\x02` is classic, `\x89HDF` is NetCDF-4 (HDF5). */
export function netcdfFormat(path: string): NetcdfFormat {
  const head = Buffer.alloc(4);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, head, 0, 4, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1', 0, 3) === 'CDF' && (head[3] === 1 || head[3] === 2)) return 'classic';
  if (head.toString('latin1') === '\x89HDF') return 'netcdf4';
  return 'unsupported';
}

/**
 * Reads a NetCDF file (classic or NetCDF-4) into a Dataset, with fill values as NaN, packed values unpacked
 * and the time coordinate decoded. A NetCDF-4 file's numeric variables are read when first used, each whole
 * (netcdfHdf5.ts); a classic file is read at once. Async because h5wasm's WebAssembly module initialises
 * asynchronously.
 */
export async function openNetcdf(path: string): Promise<Dataset> {
  const format = netcdfFormat(path);
  let init: DatasetInit;
  if (format === 'classic') init = readClassicNetcdf(await readFile(path));
  else if (format === 'netcdf4') init = await readHdf5Netcdf(path);
  else
    throw new Error(`${path} is not a NetCDF file (classic CDF-1/CDF-2 or NetCDF-4); CDF-5 is not supported`);
  return datasetOf(init);
}

/**
 * The names, dimensions and attributes of a NetCDF file, with the values of the listed variables only
 * (raw numbers as stored, not unpacked): what a checker needs, without reading the data of the others.
 */
export async function peekNetcdf(path: string, values: readonly string[] = []): Promise<DatasetInit> {
  const format = netcdfFormat(path);
  const only = new Set(values);
  if (format === 'classic') return readClassicNetcdf(await readFile(path), only);
  if (format === 'netcdf4') return readHdf5Netcdf(path, only);
  throw new Error(`${path} is not a NetCDF file (classic CDF-1/CDF-2 or NetCDF-4); CDF-5 is not supported`);
}

/** `parse_nc`: the dataset of a NetCDF file, or null when the path is not a readable file. */
export async function parseNc(path: string): Promise<Dataset | null> {
  return isReadableFile(path) ? openNetcdf(path) : null;
}
