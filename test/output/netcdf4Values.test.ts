/**
 * NetCDF-4 values as read by rvkit (h5wasm, each numeric variable read whole on first use) against ncdump
 * (netCDF-C, an independent reader): every storage layout, filter, type and byte order of a file made with
 * ncgen, and the outputs Raven itself writes (one value per chunk); then what reading on first use implies.
 */
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isLazy } from '../../src/output/lazyVariable.js';
import { openNetcdf } from '../../src/output/netcdf.js';
import {
  copyModel,
  ncdumpValues,
  ncgen,
  OURANOS_GR4J,
  removeDir,
  run,
  runRaven,
  SALMON_STEM,
  tempDir,
} from './helpers.js';

let tmp: string;
beforeAll(() => {
  tmp = tempDir();
});
afterAll(() => removeDir(tmp));

/** Every numeric variable of the file: rvkit's values and ncdump's, to the last bit (NaN for fill values). */
async function bothReaders(
  path: string,
): Promise<{ ours: Record<string, number[]>; ncdump: Record<string, number[]> }> {
  const ds = await openNetcdf(path);
  const names = Object.keys(ds.variables).filter((name) => isLazy(ds.get(name)));
  const ours = Object.fromEntries(names.map((name) => [name, Array.from(ds.numeric(name))]));
  const ncdump = ncdumpValues(path, names) as Record<string, number[]>;
  return { ours, ncdump };
}

test('every layout, filter, type and byte order reads as ncdump reads it', async () => {
  const { ours, ncdump } = await bothReaders(ncgen('hdf5-layouts.cdl', 'nc4', tmp));
  // a: chunked 3 x 2 over 7 x 5 (edge chunks cut); b: float, deflate + shuffle + Fletcher-32; c: compact;
  // d: contiguous big-endian short; e: int64 at +-(2^53 - 1); f: ubyte; g: uint over the unlimited
  // dimension in 2 x 2 chunks; h: scalar; i: a fill value in a written chunk; k: chunks never written.
  expect(Object.keys(ours).sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'k']);
  expect(ours).toEqual(ncdump);
  expect(ours['e']).toEqual([-9007199254740991, 0, 9007199254740991]);
  expect(ours['k']).toEqual([NaN, NaN, NaN]);
});

describe("Raven's own NetCDF outputs", () => {
  let out: string;
  beforeAll(() => {
    const model = copyModel(OURANOS_GR4J, join(tmp, 'salmon'));
    runRaven(model, SALMON_STEM, ['-o', 'out/']);
    out = join(model, 'out');
  });

  test('Hydrographs.nc (q_sim, q_obs, q_in in one-value chunks) reads as ncdump reads it', async () => {
    const { ours, ncdump } = await bothReaders(join(out, 'Hydrographs.nc'));
    expect(Object.keys(ours).sort()).toEqual(['precip', 'q_in', 'q_obs', 'q_sim', 'time']);
    expect(ours['q_sim']!.length).toBeGreaterThan(100);
    expect(ours).toEqual(ncdump);
  });

  test('WatershedStorage.nc reads as ncdump reads it', async () => {
    const { ours, ncdump } = await bothReaders(join(out, 'WatershedStorage.nc'));
    expect(Object.keys(ours)).toContain('Soil Water[0]');
    expect(Object.keys(ours).length).toBeGreaterThan(8);
    expect(ours).toEqual(ncdump);
  });

  test('opening reads no values: a variable first used after the file is replaced is refused, not mixed in', async () => {
    const path = join(tmp, 'replaced.nc');
    copyFileSync(join(out, 'Hydrographs.nc'), path);
    const ds = await openNetcdf(path);
    const qSim = Array.from(ds.numeric('q_sim'));
    // Another file at the same path, as a re-run of Raven writes it: the values not read yet are refused.
    rmSync(path);
    copyFileSync(join(out, 'WatershedStorage.nc'), path);
    expect(() => ds.numeric('q_obs')).toThrow(/changed after it was opened.*"q_obs".*open it again/);
    // Values already used stay as they were read.
    expect(Array.from(ds.numeric('q_sim'))).toEqual(qSim);
    rmSync(path);
    expect(() => ds.numeric('q_in')).toThrow(/the file is gone; variable "q_in"/);
  });

  test('a selection of variables not read yet reads them when used, with the selected values', async () => {
    const ds = await openNetcdf(join(out, 'Hydrographs.nc'));
    const all = ncdumpValues(join(out, 'Hydrographs.nc'), ['q_sim'])['q_sim'] as number[];
    const picked = ds.isel({ time: [0, 5, 9], nbasins: 0 });
    expect(isLazy(picked.get('q_sim'))).toBe(true);
    expect(Array.from(picked.numeric('q_sim'))).toEqual([all[0], all[5], all[9]]);
    expect(picked.get('q_sim').dims).toEqual(['time']);
  });
});

test('ncdump and the layouts file are what the test needs', () => {
  // ncdump -k names the format: the layouts must be NetCDF-4 (HDF5), not classic.
  expect(run('ncdump', ['-k', ncgen('hdf5-layouts.cdl', 'nc4', tmp)]).trim()).toBe('netCDF-4');
});
