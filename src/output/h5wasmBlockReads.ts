/**
 * Reads of files opened by h5wasm served from blocks read ahead. h5wasm's Node build reaches the disk with
 * one `fs.readSync` per read of the HDF5 library, and Raven's NetCDF files store each value of a time series
 * in its own chunk: reading `q_sim` of a 57-year daily run made 21,208 system calls of 8 to a few hundred
 * bytes, a fifth of the read's time (profiled with node --cpu-prof). Here a read-only stream reads 64 KiB at
 * a time and the library's small reads are copied from that block: 120 reads of the file instead of 21,208,
 * 15-25% less time. Larger reads go to the file as they are, so no read is amplified more than fourfold.
 */

/** The part of Emscripten's file system that h5wasm's reads go through (`FS.read`, used by `fd_pread`). */
interface EmscriptenFs {
  read(stream: Stream, buffer: Uint8Array, offset: number, length: number, position?: number): number;
}

/** The fields of an Emscripten stream used here (the flags it was opened with). */
interface Stream {
  readonly flags: number;
}

/** One block of a stream's file, from `start`; shorter than BLOCK at the end of the file. */
interface Block {
  start: number;
  bytes: Uint8Array;
}

const BLOCK = 1 << 16;
/** Reads at least this long go straight to the file (no copy through a block). */
const DIRECT = BLOCK >> 2;
/** O_ACCMODE and O_RDONLY: only streams opened read-only are read ahead (nothing else writes to them). */
const ACCESS_MODE = 3;
const READ_ONLY = 0;

const installed = new WeakSet<object>();

/** Makes every read-only stream of h5wasm's file system read ahead in blocks; once per file system. */
export function installBlockReads(fs: object): void {
  if (installed.has(fs)) return;
  installed.add(fs);
  const target = fs as EmscriptenFs;
  const direct = target.read.bind(target);
  // Per stream: closed streams are collected with their block.
  const blocks = new WeakMap<Stream, Block>();
  target.read = (stream, buffer, offset, length, position) => {
    if (position === undefined || length >= DIRECT || (stream.flags & ACCESS_MODE) !== READ_ONLY)
      return direct(stream, buffer, offset, length, position);
    let block = blocks.get(stream);
    if (block === undefined || position < block.start || position + length > block.start + BLOCK) {
      const bytes = new Uint8Array(BLOCK);
      const read = direct(stream, bytes, 0, BLOCK, position);
      block = { start: position, bytes: bytes.subarray(0, read) };
      blocks.set(stream, block);
    }
    const from = position - block.start;
    const count = Math.max(0, Math.min(length, block.bytes.length - from));
    buffer.set(block.bytes.subarray(from, from + count), offset);
    return count;
  };
}
