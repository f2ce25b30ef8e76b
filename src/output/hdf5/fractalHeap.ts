/**
 * Objects of an HDF5 fractal heap (where a group in dense storage keeps its link messages), found from a heap
 * id: tiny objects lie in the id itself, managed ones in the heap's direct blocks, laid out in the doubling
 * table of its root indirect block. Huge objects and filtered heaps are left to the HDF5 library.
 */
import { type FileBytes, limitEncSize, Unsupported } from './fileBytes.js';

/** What locating an object needs from the heap header. */
interface Heap {
  readonly idLength: number;
  readonly offsetBytes: number;
  readonly lengthBytes: number;
  readonly width: number;
  readonly startBlock: number;
  readonly maxDirectBlock: number;
  readonly root: number;
  readonly rootRows: number;
}

const HEAPS = new WeakMap<FileBytes, Map<number, Heap>>();

function heapAt(file: FileBytes, address: number): Heap {
  let cache = HEAPS.get(file);
  if (!cache) HEAPS.set(file, (cache = new Map()));
  const known = cache.get(address);
  if (known) return known;
  file.expect(address, 'FRHP');
  const O = file.offsetSize;
  const L = file.lengthSize;
  const idLength = file.u16(address + 5);
  if (file.u16(address + 7) !== 0) throw new Unsupported('a filtered fractal heap');
  const maxManaged = file.u32(address + 10);
  // After the max managed size: next huge id (L), huge B-tree (O), free space (L), free space manager (O),
  // managed space, allocated space, allocation iterator, managed count, huge size, huge count, tiny size,
  // tiny count (L each).
  let p = address + 14 + L + O + L + O + 8 * L;
  const width = file.u16(p);
  const startBlock = file.length(p + 2);
  const maxDirectBlock = file.length(p + 2 + L);
  const maxHeapBits = file.u16(p + 2 + 2 * L);
  p += 2 + 2 * L + 2 + 2;
  const root = file.address(p);
  const rootRows = file.u16(p + O);
  const offsetBytes = Math.ceil(maxHeapBits / 8);
  const lengthBytes = Math.min(Math.floor((Math.log2(maxDirectBlock) + 7) / 8), limitEncSize(maxManaged));
  const heap = { idLength, offsetBytes, lengthBytes, width, startBlock, maxDirectBlock, root, rootRows };
  cache.set(address, heap);
  return heap;
}

/** Where the object of the heap id at file position `id` lies in the file. */
export function readHeapObject(
  file: FileBytes,
  heapAddress: number,
  id: number,
): { at: number; size: number } {
  const heap = heapAt(file, heapAddress);
  const first = file.u8(id);
  if (first >> 6 !== 0) throw new Unsupported('heap id version');
  const type = (first >> 4) & 0x03;
  if (type === 2) {
    // Tiny: the object is the rest of the id.
    if (heap.idLength <= 18) return { at: id + 1, size: (first & 0x0f) + 1 };
    return { at: id + 2, size: (((first & 0x0f) << 8) | file.u8(id + 1)) + 1 };
  }
  if (type !== 0) throw new Unsupported('a huge heap object');
  const offset = file.uint(id + 1, heap.offsetBytes);
  const size = file.uint(id + 1 + heap.offsetBytes, heap.lengthBytes);
  return { at: managedAddress(file, heap, offset), size };
}

/** The file address of the managed heap offset `offset`. */
function managedAddress(file: FileBytes, heap: Heap, offset: number): number {
  const { width, startBlock } = heap;
  if (heap.rootRows === 0) {
    // The root is a single direct block; offsets count from its start, header included.
    file.expect(heap.root, 'FHDB');
    return heap.root + offset;
  }
  const row = offset < width * startBlock ? 0 : Math.floor(Math.log2(offset / (width * startBlock))) + 1;
  const rowStart = row === 0 ? 0 : width * startBlock * 2 ** (row - 1);
  const blockSize = row === 0 ? startBlock : startBlock * 2 ** (row - 1);
  const column = Math.floor((offset - rowStart) / blockSize);
  const maxDirectRows = Math.log2(heap.maxDirectBlock) - Math.log2(startBlock) + 2;
  if (row >= maxDirectRows || row >= heap.rootRows)
    throw new Unsupported('a heap with nested indirect blocks');
  file.expect(heap.root, 'FHIB');
  // The indirect block: signature (4), version (1), heap address (O), block offset, then one address per
  // direct block, row by row.
  const entries = heap.root + 5 + file.offsetSize + heap.offsetBytes;
  const block = file.address(entries + (row * width + column) * file.offsetSize);
  file.expect(block, 'FHDB');
  return block + (offset - rowStart - column * blockSize);
}
