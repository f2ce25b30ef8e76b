/**
 * NetCDF-4 files (what Raven writes: HDF5 with chunked time series, an unlimited time and NC_STRING basin
 * names) read with h5wasm and mapped back to the netCDF data model, from any h5wasm build (no Node API here:
 * netcdfHdf5Node.ts reads files on disk, the web page files held in memory). Opening reads the metadata and
 * the strings; numeric variables are read on first use when the caller can reach the file again.
 */
import type { Dataset as H5Dataset } from 'h5wasm/node';
import { product } from './arrayTake.js';
import type { AttributeValue, Attributes, DatasetInit, Variable } from './dataset.js';
import { lazyVariable } from './lazyVariable.js';
import { trimNul } from './strings.js';

/** The h5wasm module (Node's build or the browser's: both have this interface). */
export type H5wasm = typeof import('h5wasm/node');

/** Attributes netCDF-C writes to implement its model in HDF5; they are not part of the netCDF data. */
const INTERNAL_ATTRIBUTES = new Set([
  'CLASS',
  'NAME',
  'REFERENCE_LIST',
  'DIMENSION_LIST',
  '_Netcdf4Dimid',
  '_Netcdf4Coordinates',
  '_NCProperties',
  '_nc3_strict',
  '_IsNetcdf4',
  '_SuperblockVersion',
]);
/** netCDF-C marks a dimension without a coordinate variable with a dataset whose scale NAME starts so. */
const PHANTOM_DIMENSION = 'This is a netCDF dimension but not a netCDF variable';
/**
 * netCDF-C stores a variable named as a dimension that is not its first (VIC's `lon(lat, lon)`) under this
 * prefix, the dimension's name being taken by the dimension's own scale.
 */
const NON_COORD = '_nc4_non_coord_';
const H5T_INTEGER = 0;
const H5T_FLOAT = 1;
const H5T_STRING = 3;

/** Reads the values of a numeric dataset of the root group by name, after the file was closed. */
export type NumericReader = (name: string) => Float64Array;

/**
 * Reads the root group of a NetCDF-4 file at `path` in h5wasm's file system; the file is closed before
 * returning. Numeric values are read by `later` on first use (lazyVariable.ts), or with the metadata when
 * there is no `later` (a file held in memory). With `only`, the values of the other variables are not read
 * (empty data): their names, dimensions and attributes are still there; the values of those listed are read
 * before returning.
 */
export function readHdf5Root(
  h5wasm: H5wasm,
  path: string,
  only?: ReadonlySet<string>,
  later?: NumericReader,
): DatasetInit {
  const file = openFile(h5wasm, path);
  try {
    const datasets: [string, H5Dataset][] = [];
    for (const name of file.keys()) {
      const entity = file.get(name);
      if (entity instanceof h5wasm.Dataset) datasets.push([name, entity]);
    }
    const { dims, variables } = readDatasets(datasets, later, only);
    // A checker peeking at a few variables gets their values now, as read with the metadata.
    if (only) for (const name of only) void variables[name]?.data;
    return { dims, variables, attrs: readAttributes(attributeValues(file.attrs)) };
  } finally {
    file.close();
  }
}

/**
 * Reads a NetCDF-4 file held in memory (a file dropped on a web page) with an h5wasm module the caller loaded:
 * `import('h5wasm')` in a browser, whose WebAssembly module must be `ready`. The bytes are written to h5wasm's
 * in-memory file system under `name` and removed after reading.
 */
export function readHdf5NetcdfBytes(h5wasm: H5wasm, bytes: Uint8Array, name = 'dropped.nc'): DatasetInit {
  const path = `/${name.replace(/[^A-Za-z0-9._-]/g, '_')}`;
  h5wasm.FS!.writeFile(path, bytes);
  try {
    return readHdf5Root(h5wasm, path);
  } finally {
    h5wasm.FS!.unlink(path);
  }
}

function openFile(h5wasm: H5wasm, path: string): InstanceType<H5wasm['File']> {
  // While opening, HDF5 errors become exceptions instead of an error stack printed on stderr.
  h5wasm.Module.activate_throwing_error_handler();
  let file: InstanceType<H5wasm['File']> | undefined;
  let cause: unknown;
  try {
    file = new h5wasm.File(path, 'r');
  } catch (error) {
    cause = error;
  } finally {
    h5wasm.Module.deactivate_throwing_error_handler();
  }
  if (file === undefined || file.file_id < 0n) {
    throw new Error(`${path}: HDF5 cannot open the file (damaged or not HDF5)`, { cause });
  }
  return file;
}

/**
 * The values of dataset `name` of the file at `path`, read whole: one read of the HDF5 library walks the
 * chunks, where reading a chunk (or a time step) at a time would pay the library's per-call cost on each of
 * Raven's one-value chunks.
 */
export function readNumericDataset(h5wasm: H5wasm, path: string, name: string): Float64Array {
  const file = openFile(h5wasm, path);
  try {
    return toFloat64((file.get(name) as H5Dataset).value);
  } finally {
    file.close();
  }
}

/** A dataset of the root group with its attributes, read once. */
interface Entry {
  readonly name: string;
  readonly d: H5Dataset;
  readonly attrs: ReadonlyMap<string, unknown>;
}

function readDatasets(
  datasets: readonly [string, H5Dataset][],
  numeric: NumericReader | undefined,
  only?: ReadonlySet<string>,
): Pick<DatasetInit, 'dims' | 'variables'> {
  const entries: Entry[] = datasets.map(([name, d]) => ({ name, d, attrs: attributeValues(d.attrs) }));
  const dims: Record<string, number> = {};
  // Dimension scales first, in netCDF's dimension order, so `dims` lists dimensions as ncdump does.
  const dimid = (e: Entry) => Number(e.attrs.get('_Netcdf4Dimid') ?? 0);
  const scales = entries
    .filter((e) => attributeText(e.attrs, 'CLASS') === 'DIMENSION_SCALE')
    .sort((a, b) => dimid(a) - dimid(b));
  for (const { name, d } of scales) dims[name] = d.shape?.[0] ?? 0;
  // A variable of several dimensions named as its first (lat(lat, lon)) has no scales attached: netCDF-C
  // lists its dimensions' IDs in _Netcdf4Coordinates.
  const byDimid = new Map(scales.map((e) => [dimid(e), e.name]));

  const phony = new Map<number, string>();
  const variables: Record<string, Variable> = {};
  for (const entry of entries) {
    if (attributeText(entry.attrs, 'NAME')?.startsWith(PHANTOM_DIMENSION)) continue;
    const shape = entry.d.shape ?? [];
    const coordinates = entry.attrs.get('_Netcdf4Coordinates');
    const ids = ArrayBuffer.isView(coordinates)
      ? Array.from(coordinates as unknown as ArrayLike<number>, Number)
      : Array.isArray(coordinates)
        ? coordinates.map(Number)
        : [];
    const dimNames = shape.map((size, axis) => {
      const dim = dimensionName(entry, axis) ?? byDimid.get(ids[axis]) ?? phonyDim(phony, size);
      dims[dim] = Math.max(dims[dim] ?? 0, size);
      return dim;
    });
    const name = entry.name.startsWith(NON_COORD) ? entry.name.slice(NON_COORD.length) : entry.name;
    variables[name] =
      only && !only.has(name)
        ? {
            dims: headerDims(entry.d, dimNames),
            data: new Float64Array(0),
            attrs: readAttributes(entry.attrs),
          }
        : readVariable(entry, shape, dimNames, numeric);
  }
  return { dims, variables };
}

function dimensionName({ name, d, attrs }: Entry, axis: number): string | undefined {
  const [scale] = d.get_attached_scales(axis);
  if (scale !== undefined) return scale.slice(scale.lastIndexOf('/') + 1);
  // A coordinate variable is its own dimension scale and has no scale attached to itself.
  if (axis === 0 && attributeText(attrs, 'CLASS') === 'DIMENSION_SCALE') return name;
  return undefined;
}

function phonyDim(phony: Map<number, string>, size: number): string {
  // Plain HDF5 datasets have no dimension names; like h5netcdf, name them per distinct size.
  const existing = phony.get(size);
  if (existing !== undefined) return existing;
  const name = `phony_dim_${phony.size}`;
  phony.set(size, name);
  return name;
}

function readVariable(
  { name, d, attrs: values }: Entry,
  shape: readonly number[],
  dims: readonly string[],
  numeric: NumericReader | undefined,
): Variable {
  const { type, vlen, size } = d.metadata;
  const attrs = readAttributes(values);
  if (type === H5T_INTEGER || type === H5T_FLOAT)
    return numeric
      ? lazyVariable(dims, attrs, product(shape), () => numeric(name))
      : { dims, data: toFloat64(d.value), attrs };
  const value = d.value;
  if (type !== H5T_STRING)
    throw new Error(`variable "${name}" has an HDF5 type netCDF cannot hold (class ${type})`);
  const strings = (Array.isArray(value) ? value : [value]).map((s) => trimNul(String(s)));
  // NC_CHAR arrays are one-byte strings; the last dimension spells out each string, as in classic files.
  if (!vlen && size === 1 && shape.length > 0)
    return { dims: dims.slice(0, -1), data: joinLastAxis(strings, shape), attrs };
  return { dims, data: strings, attrs };
}

/** The dimensions of a variable whose values are not read (a char array loses its string-length axis). */
function headerDims(d: H5Dataset, dims: readonly string[]): readonly string[] {
  const { type, vlen, size } = d.metadata;
  return type === H5T_STRING && !vlen && size === 1 && dims.length > 0 ? dims.slice(0, -1) : dims;
}

function readAttributes(values: ReadonlyMap<string, unknown>): Attributes {
  const out: Record<string, AttributeValue> = {};
  for (const [name, raw] of values) {
    if (INTERNAL_ATTRIBUTES.has(name)) continue;
    const value = toAttributeValue(raw);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

function toAttributeValue(value: unknown): AttributeValue | undefined {
  if (typeof value === 'string') return trimNul(value);
  if (typeof value === 'number' || typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) {
    if (value.every((v) => typeof v === 'string')) return value.map(trimNul);
    if (value.every((v) => typeof v === 'number' || typeof v === 'bigint')) return value.map(Number);
    return undefined;
  }
  if (ArrayBuffer.isView(value)) {
    const numbers = Array.from(value as unknown as ArrayLike<number | bigint>, Number);
    return numbers.length === 1 ? numbers[0] : numbers;
  }
  return undefined;
}

function toFloat64(value: unknown): Float64Array {
  if (value instanceof Float64Array) return value;
  if (typeof value === 'number' || typeof value === 'bigint') return Float64Array.of(Number(value));
  if (ArrayBuffer.isView(value))
    return Float64Array.from(value as unknown as ArrayLike<number | bigint>, Number);
  throw new Error('numeric dataset did not read as numbers');
}

function joinLastAxis(chars: readonly string[], shape: readonly number[]): string[] {
  const width = shape[shape.length - 1] ?? 1;
  const count = product(shape.slice(0, -1));
  return Array.from({ length: count }, (_, i) => trimNul(chars.slice(i * width, (i + 1) * width).join('')));
}

/**
 * The values of an object's attributes, each read once: h5wasm reads an attribute's names, metadata and value
 * afresh on every access. netCDF-C's object references between variables and their dimension scales are
 * not read (the dimensions come from the attached scales): they cost as much as all the others together.
 */
function attributeValues(attrs: Record<string, { value: unknown }>): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const name of Object.keys(attrs)) {
    if (name !== 'REFERENCE_LIST' && name !== 'DIMENSION_LIST') out.set(name, attrs[name]?.value);
  }
  return out;
}

function attributeText(attrs: ReadonlyMap<string, unknown>, name: string): string | undefined {
  const value = attrs.get(name);
  return typeof value === 'string' ? trimNul(value) : undefined;
}
