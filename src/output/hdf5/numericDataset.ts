/**
 * The values of a numeric HDF5 dataset, read straight from the file: contiguous, compact or chunked (version 1
 * B-tree index, or a single chunk), deflate, shuffle and Fletcher-32 filters. Raven writes every output
 * variable in chunks of one value per time step; the HDF5 library pays a fixed cost per chunk, this reader a
 * few array reads.
 */
import { inflateSync } from 'node:zlib';
import { type FileBytes, UNDEFINED, Unsupported } from './fileBytes.js';
import { type Message, objectHeader } from './objectHeader.js';

const DATASPACE = 0x01;
const DATATYPE = 0x03;
const LAYOUT = 0x08;
const FILTERS = 0x0b;

const DEFLATE = 1;
const SHUFFLE = 2;
const FLETCHER32 = 3;

/** How stored elements decode to numbers. */
interface ElementType {
  readonly size: number;
  readonly float: boolean;
  readonly signed: boolean;
  readonly littleEndian: boolean;
}

interface Filter {
  readonly id: number;
}

/** The dataset at object header `address` as numbers in row-major order, with its shape. */
export function readNumericDataset(
  file: FileBytes,
  address: number,
): { shape: number[]; data: Float64Array } {
  const messages = objectHeader(file, address);
  const one = (type: number): Message => {
    const found = messages.filter((m) => m.type === type);
    if (found.length !== 1) throw new Unsupported(`message ${type} found ${found.length} times`);
    return found[0]!;
  };
  const shape = dataspace(file, one(DATASPACE));
  const element = datatype(file, one(DATATYPE));
  const filterMessages = messages.filter((m) => m.type === FILTERS);
  const filters = filterMessages.length === 1 ? pipeline(file, filterMessages[0]!) : [];
  const count = shape.reduce((a, b) => a * b, 1);
  const data = new Float64Array(count);
  const layout = one(LAYOUT);
  const version = file.u8(layout.at);
  const kind = file.u8(layout.at + 1);
  if (version === 3 && kind === 0) {
    // Compact: the values are in the message.
    const size = file.u16(layout.at + 2);
    decodeInto(file, layout.at + 4, size, element, data, 0, count);
  } else if ((version === 3 || version === 4) && kind === 1) {
    const at = file.address(layout.at + 2);
    if (count > 0 && at === UNDEFINED) throw new Unsupported('contiguous storage never written');
    if (count > 0) decodeInto(file, at, count * element.size, element, data, 0, count);
  } else if (version === 3 && kind === 2) {
    const rank = file.u8(layout.at + 2) - 1;
    const btree = file.address(layout.at + 3);
    const chunk: number[] = [];
    for (let i = 0; i < rank; i++) chunk.push(file.u32(layout.at + 3 + file.offsetSize + 4 * i));
    if (rank !== shape.length) throw new Unsupported('chunk rank differs from the dataspace rank');
    if (count > 0) readChunks(file, btree, { shape, chunk, element, filters, data });
  } else throw new Unsupported(`data layout version ${version}, class ${kind}`);
  return { shape, data };
}

function dataspace(file: FileBytes, m: Message): number[] {
  const version = file.u8(m.at);
  const rank = file.u8(m.at + 1);
  let at: number;
  if (version === 1) at = m.at + 8;
  else if (version === 2) {
    if (file.u8(m.at + 3) === 2) throw new Unsupported('a null dataspace');
    at = m.at + 4;
  } else throw new Unsupported(`dataspace version ${version}`);
  return Array.from({ length: rank }, (_, i) => file.length(at + i * file.lengthSize));
}

function datatype(file: FileBytes, m: Message): ElementType {
  const classAndVersion = file.u8(m.at);
  const cls = classAndVersion & 0x0f;
  const bits = file.u8(m.at + 1);
  const size = file.u32(m.at + 4);
  if (cls === 0 && [1, 2, 4, 8].includes(size))
    return { size, float: false, signed: (bits & 0x08) !== 0, littleEndian: (bits & 0x01) === 0 };
  // IEEE floats only (bit 6 set with bit 0 is VAX order).
  if (cls === 1 && (size === 4 || size === 8) && (bits & 0x40) === 0)
    return { size, float: true, signed: true, littleEndian: (bits & 0x01) === 0 };
  throw new Unsupported(`datatype class ${cls}, size ${size}`);
}

function pipeline(file: FileBytes, m: Message): Filter[] {
  const version = file.u8(m.at);
  const n = file.u8(m.at + 1);
  const filters: Filter[] = [];
  let p = version === 1 ? m.at + 8 : m.at + 2;
  if (version !== 1 && version !== 2) throw new Unsupported(`filter pipeline version ${version}`);
  for (let i = 0; i < n; i++) {
    const id = file.u16(p);
    const named = version === 1 || id >= 256;
    const nameLength = named ? file.u16(p + 2) : 0;
    p += named ? 4 : 2;
    const values = file.u16(p + 2);
    p += 4;
    p += version === 1 ? Math.ceil(nameLength / 8) * 8 : nameLength;
    p += 4 * values;
    if (version === 1 && values % 2 === 1) p += 4;
    if (id !== DEFLATE && id !== SHUFFLE && id !== FLETCHER32) throw new Unsupported(`filter ${id}`);
    filters.push({ id });
  }
  return filters;
}

interface ChunkedRead {
  readonly shape: readonly number[];
  readonly chunk: readonly number[];
  readonly element: ElementType;
  readonly filters: readonly Filter[];
  readonly data: Float64Array;
}

/** An unsigned 64-bit little-endian integer (below 2^53). */
function u64(view: DataView, at: number): number {
  return view.getUint32(at, true) + view.getUint32(at + 4, true) * 2 ** 32;
}

/** Walks the version 1 B-tree of chunks, copying each chunk into place; every chunk must be there. */
function readChunks(file: FileBytes, root: number, read: ChunkedRead): void {
  const { shape, chunk, element, data } = read;
  const rank = shape.length;
  const chunkCount = shape.reduce((a, s, i) => a * Math.ceil(s / chunk[i]!), 1);
  // Raven's case, one value per chunk and no filter, is copied value by value without the general path.
  const single = read.filters.length === 0 && chunk.every((c) => c === 1);
  const strides = shape.map((_, d) => shape.slice(d + 1).reduce((a, b) => a * b, 1));
  const { view } = file;
  const le = element.littleEndian;
  let seen = 0;
  // The key of each child: chunk size (4), filter mask (4), then rank + 1 offsets (8 each).
  const keySize = 8 + 8 * (rank + 1);
  const entrySize = keySize + file.offsetSize;
  const offsets = new Array<number>(rank).fill(0);
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    file.expect(node, 'TREE');
    if (file.u8(node + 4) !== 1) throw new Unsupported('a B-tree of another kind than chunks');
    const level = file.u8(node + 5);
    const entries = file.u16(node + 6);
    const first = node + 8 + 2 * file.offsetSize;
    file.check(first, entries * entrySize + keySize);
    for (let e = 0; e < entries; e++) {
      const p = first + e * entrySize;
      const child = file.address(p + keySize);
      if (level > 0) {
        stack.push(child);
        continue;
      }
      seen++;
      if (single) {
        let target = 0;
        let inside = true;
        for (let d = 0; d < rank; d++) {
          const o = u64(view, p + 8 + 8 * d);
          if (o >= shape[d]!) inside = false;
          target += o * strides[d]!;
        }
        if (!inside) continue;
        file.check(child, element.size);
        if (element.float && element.size === 8) data[target] = view.getFloat64(child, le);
        else decodeInto(file, child, element.size, element, data, target, 1);
        continue;
      }
      for (let d = 0; d < rank; d++) offsets[d] = u64(view, p + 8 + 8 * d);
      copyChunk(file, child, view.getUint32(p, true), view.getUint32(p + 4, true), offsets, read);
    }
  }
  // Chunks never written hold the fill value, which the HDF5 library supplies.
  if (seen !== chunkCount) throw new Unsupported(`${chunkCount - seen} chunks not stored`);
}

function copyChunk(
  file: FileBytes,
  at: number,
  size: number,
  mask: number,
  offsets: readonly number[],
  read: ChunkedRead,
): void {
  const { shape, chunk, element, data } = read;
  const perChunk = chunk.reduce((a, b) => a * b, 1);
  let bytes: Uint8Array | null = null;
  if (read.filters.length > 0) bytes = unfilter(file, at, size, mask, read.filters, element.size);
  else file.check(at, perChunk * element.size);
  const rank = shape.length;
  if (rank === 0) return decodeChunk(file, at, bytes, 0, element, data, 0, 1);
  // Row-major copy of the part of the chunk inside the dataset, one run of the last dimension at a time.
  const last = rank - 1;
  const run = Math.min(chunk[last]!, shape[last]! - offsets[last]!);
  const index = new Array<number>(rank).fill(0);
  for (;;) {
    let target = 0;
    let source = 0;
    let inside = true;
    for (let d = 0; d < rank; d++) {
      const position = offsets[d]! + index[d]!;
      if (position >= shape[d]!) inside = false;
      target = target * shape[d]! + position;
      source = source * chunk[d]! + index[d]!;
    }
    if (inside) decodeChunk(file, at, bytes, source, element, data, target, run);
    // The next run: advance the dimensions before the last, odometer-wise.
    let d = last - 1;
    while (d >= 0 && ++index[d]! >= chunk[d]!) index[d--] = 0;
    if (d < 0) break;
  }
}

/** Decodes `count` elements from element `source` of a chunk (in the file, or unfiltered bytes). */
function decodeChunk(
  file: FileBytes,
  at: number,
  bytes: Uint8Array | null,
  source: number,
  element: ElementType,
  data: Float64Array,
  target: number,
  count: number,
): void {
  if (bytes === null)
    return decodeInto(file, at + source * element.size, count * element.size, element, data, target, count);
  const view = new DataView(bytes.buffer, bytes.byteOffset + source * element.size, count * element.size);
  decodeView(view, element, data, target, count);
}

function decodeInto(
  file: FileBytes,
  at: number,
  size: number,
  element: ElementType,
  data: Float64Array,
  target: number,
  count: number,
): void {
  file.check(at, Math.max(size, count * element.size));
  decodeView(
    new DataView(file.bytes.buffer, file.bytes.byteOffset + at, count * element.size),
    element,
    data,
    target,
    count,
  );
}

function decodeView(
  view: DataView,
  element: ElementType,
  data: Float64Array,
  target: number,
  count: number,
): void {
  const { size, float, signed, littleEndian: le } = element;
  for (let i = 0; i < count; i++) {
    const o = i * size;
    let v: number;
    if (float) v = size === 8 ? view.getFloat64(o, le) : view.getFloat32(o, le);
    else if (size === 1) v = signed ? view.getInt8(o) : view.getUint8(o);
    else if (size === 2) v = signed ? view.getInt16(o, le) : view.getUint16(o, le);
    else if (size === 4) v = signed ? view.getInt32(o, le) : view.getUint32(o, le);
    else v = Number(signed ? view.getBigInt64(o, le) : view.getBigUint64(o, le));
    data[target + i] = v;
  }
}

/** The bytes of a filtered chunk, its filters undone in reverse order (those its mask skips left out). */
function unfilter(
  file: FileBytes,
  at: number,
  size: number,
  mask: number,
  filters: readonly Filter[],
  elementSize: number,
): Uint8Array {
  file.check(at, size);
  let bytes: Uint8Array = file.bytes.subarray(at, at + size);
  for (let i = filters.length - 1; i >= 0; i--) {
    if (mask & (1 << i)) continue;
    const id = filters[i]!.id;
    if (id === DEFLATE) bytes = inflateSync(bytes);
    else if (id === FLETCHER32) bytes = bytes.subarray(0, bytes.length - 4);
    else if (id === SHUFFLE) bytes = unshuffle(bytes, elementSize);
  }
  return bytes;
}

/** Undoes the shuffle filter: byte k of every element was stored together. */
function unshuffle(bytes: Uint8Array, size: number): Uint8Array {
  if (size <= 1) return bytes;
  const n = Math.floor(bytes.length / size);
  const out = new Uint8Array(bytes.length);
  for (let k = 0; k < size; k++) for (let i = 0; i < n; i++) out[i * size + k] = bytes[k * n + i]!;
  // Bytes past the last whole element are stored as they are.
  out.set(bytes.subarray(n * size), n * size);
  return out;
}
