/**
 * NetCDF-4 files on disk, read with h5wasm's Node build (its file system reaches the real one). Opening reads
 * the metadata and the strings; each numeric variable is read when first used, from the file as it was when
 * opened.
 */
import { statSync } from 'node:fs';
import type { DatasetInit } from './dataset.js';
import { installBlockReads } from './h5wasmBlockReads.js';
import { readHdf5Root, readNumericDataset, type H5wasm } from './netcdfHdf5.js';

let loading: Promise<H5wasm> | undefined;

/** Loads h5wasm once: its WebAssembly module initialises asynchronously, hence the promise. */
function loadH5wasm(): Promise<H5wasm> {
  loading ??= import('h5wasm/node').then(async (h5wasm) => {
    await h5wasm.ready;
    installBlockReads(h5wasm.FS as object);
    return h5wasm;
  });
  return loading;
}

/**
 * Reads the root group of a NetCDF-4 file (its numeric values on first use); the file is closed before
 * returning. With `only`, the values of the other variables are not read (empty data): their names,
 * dimensions and attributes are still there; the values of those listed are read before returning.
 */
export async function readHdf5Netcdf(path: string, only?: ReadonlySet<string>): Promise<DatasetInit> {
  const h5wasm = await loadH5wasm();
  const opened = fileIdentity(path);
  return readHdf5Root(h5wasm, path, only, (name) => readLater(h5wasm, path, opened, name));
}

/** What tells a file from the one opened earlier at the same path: a re-run of Raven writes a new file. */
function fileIdentity(path: string): string {
  const { dev, ino, size, mtimeMs } = statSync(path);
  return `${dev}:${ino}:${size}:${mtimeMs}`;
}

/** The values of dataset `name`, refused when the file is no longer the one whose metadata was read. */
function readLater(h5wasm: H5wasm, path: string, opened: string, name: string): Float64Array {
  let now: string;
  try {
    now = fileIdentity(path);
  } catch (cause) {
    throw new Error(`${path}: the file is gone; variable "${name}" is read on first use`, { cause });
  }
  if (now !== opened)
    throw new Error(
      `${path} changed after it was opened (variable "${name}" is read on first use): open it again`,
    );
  return readNumericDataset(h5wasm, path, name);
}
