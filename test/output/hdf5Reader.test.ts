/**
 * rvkit's own reader of numeric HDF5 datasets (src/output/hdf5/) against the HDF5 library (h5wasm) on the same
 * files: every layout, filter and type of a file made with ncgen, and the outputs Raven itself writes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as h5wasm from 'h5wasm/node';
import { FileBytes, Unsupported } from '../../src/output/hdf5/fileBytes.js';
import { groupLinks } from '../../src/output/hdf5/groupLinks.js';
import { readNumericDataset } from '../../src/output/hdf5/numericDataset.js';
import { openNetcdf } from '../../src/output/netcdf.js';
import { ncgen, OURANOS_GR4J, copyModel, removeDir, runRaven, SALMON_STEM, tempDir } from './helpers.js';

let tmp: string;
beforeAll(async () => {
  await h5wasm.ready;
  tmp = tempDir();
});
afterAll(() => removeDir(tmp));

/** For each numeric dataset of the root group: whether the own reader read it, and whether it agrees. */
function compare(path: string): Record<string, 'same' | 'differs' | 'library'> {
  const file = new FileBytes(readFileSync(path));
  const links = groupLinks(file, file.root);
  const h5 = new h5wasm.File(path, 'r');
  const out: Record<string, 'same' | 'differs' | 'library'> = {};
  try {
    for (const [name, address] of links) {
      const d = h5.get(name);
      if (!(d instanceof h5wasm.Dataset) || (d.metadata.type !== 0 && d.metadata.type !== 1)) continue;
      // netCDF's dimensions without a coordinate variable: datasets never written, not netCDF variables.
      if (String(d.attrs['NAME']?.value ?? '').startsWith('This is a netCDF dimension')) continue;
      let mine: Float64Array;
      try {
        mine = readNumericDataset(file, address).data;
      } catch (error) {
        if (!(error instanceof Unsupported)) throw error;
        out[name] = 'library';
        continue;
      }
      const value = d.value;
      const theirs = ArrayBuffer.isView(value)
        ? Array.from(value as unknown as ArrayLike<number | bigint>, Number)
        : [Number(value)];
      out[name] =
        theirs.length === mine.length && theirs.every((v, i) => Object.is(v, mine[i])) ? 'same' : 'differs';
    }
  } finally {
    h5.close();
  }
  return out;
}

test('every layout, filter, type and byte order reads as the HDF5 library reads it', () => {
  const path = ncgen('hdf5-layouts.cdl', 'nc4', tmp);
  expect(compare(path)).toEqual({
    a: 'same', // chunked 3 x 2 over 7 x 5: edge chunks cut
    b: 'same', // float, deflate + shuffle + Fletcher-32
    c: 'same', // compact
    d: 'same', // contiguous, big-endian short
    e: 'same', // int64 at +-(2^53 - 1)
    f: 'same', // ubyte
    g: 'same', // uint, unlimited dimension, 2 x 2 chunks
    h: 'same', // scalar
    i: 'same', // fill values in a written chunk
    k: 'library', // chunks never written
  });
});

test('openNetcdf reads the same values through either reader', async () => {
  const path = ncgen('hdf5-layouts.cdl', 'nc4', tmp);
  const ds = await openNetcdf(path);
  expect(Array.from(ds.numeric('g'))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  expect(Array.from(ds.numeric('i'))).toEqual([1, NaN, 3]);
  expect(Array.from(ds.numeric('b')).slice(0, 3)).toEqual([1.5, 2, 3]);
  expect(Array.from(ds.numeric('k'))).toEqual([NaN, NaN, NaN]);
});

test("Raven's Hydrographs.nc and WatershedStorage.nc (one value per chunk) read as the HDF5 library reads them", () => {
  const model = copyModel(OURANOS_GR4J, join(tmp, 'salmon'));
  runRaven(model, SALMON_STEM, ['-o', 'out/']);
  const hydrographs = compare(join(model, 'out', 'Hydrographs.nc'));
  expect(hydrographs).toEqual({ time: 'same', precip: 'same', q_sim: 'same', q_obs: 'same', q_in: 'same' });
  const storage = Object.values(compare(join(model, 'out', 'WatershedStorage.nc')));
  expect(storage.length).toBeGreaterThan(8);
  expect(new Set(storage)).toEqual(new Set(['same']));
});
