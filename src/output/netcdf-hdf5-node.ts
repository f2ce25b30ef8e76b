/** NetCDF-4 files on disk, read with h5wasm's Node build (its file system reaches the real one). */
import type { DatasetInit } from './dataset.js';
import { readHdf5Root, type H5wasm } from './netcdf-hdf5.js';

let loading: Promise<H5wasm> | undefined;

/** Loads h5wasm once: its WebAssembly module initialises asynchronously, hence the promise. */
function loadH5wasm(): Promise<H5wasm> {
  loading ??= import('h5wasm/node').then(async (h5wasm) => {
    await h5wasm.ready;
    return h5wasm;
  });
  return loading;
}

/**
 * Reads the root group of a NetCDF-4 file; the file is closed before returning. With `only`, the values of
 * the other variables are not read (empty data): their names, dimensions and attributes are still there.
 */
export async function readHdf5Netcdf(path: string, only?: ReadonlySet<string>): Promise<DatasetInit> {
  return readHdf5Root(await loadH5wasm(), path, only);
}
