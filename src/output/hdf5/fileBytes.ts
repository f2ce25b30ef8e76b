/**
 * The bytes of an HDF5 file with the superblock's sizes of addresses and lengths: little-endian fields read
 * at absolute positions. Anything outside what this reader knows throws `Unsupported`, and the caller falls
 * back to the HDF5 library (h5wasm).
 */

/** A structure of the file this reader does not handle (the HDF5 library reads it instead). */
export class Unsupported extends Error {}

/** The HDF5 file signature, at the start of the superblock. */
const SIGNATURE = [0x89, 0x48, 0x44, 0x46, 0x0d, 0x0a, 0x1a, 0x0a];
/** The undefined address: all bits set. */
export const UNDEFINED = Number.MAX_SAFE_INTEGER;

/** An HDF5 file in memory. */
export class FileBytes {
  readonly view: DataView;
  /** Bytes of an address ("size of offsets") and of a length ("size of lengths"). */
  readonly offsetSize: number;
  readonly lengthSize: number;
  /** The root group's object header address. */
  readonly root: number;

  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (!SIGNATURE.every((b, i) => bytes[i] === b)) throw new Unsupported('no superblock at offset 0');
    const version = bytes[8]!;
    // Superblocks 2 and 3 (files written with HDF5 1.8 formats or later, as netCDF-C writes them); older
    // ones hold the root group as a symbol table, read by the library.
    if (version !== 2 && version !== 3) throw new Unsupported(`superblock version ${version}`);
    this.offsetSize = bytes[9]!;
    this.lengthSize = bytes[10]!;
    const base = this.address(12);
    if (base !== 0) throw new Unsupported('a base address other than 0');
    this.root = this.address(12 + 3 * this.offsetSize);
  }

  u8(at: number): number {
    this.check(at, 1);
    return this.bytes[at]!;
  }

  u16(at: number): number {
    this.check(at, 2);
    return this.view.getUint16(at, true);
  }

  u32(at: number): number {
    this.check(at, 4);
    return this.view.getUint32(at, true);
  }

  /** An unsigned little-endian integer of `size` bytes (at most 8; beyond 2^53 is refused). */
  uint(at: number, size: number): number {
    this.check(at, size);
    let value = 0;
    let allSet = true;
    for (let i = size - 1; i >= 0; i--) {
      const b = this.bytes[at + i]!;
      if (b !== 0xff) allSet = false;
      value = value * 256 + b;
    }
    if (allSet && size > 0) return UNDEFINED;
    if (value > Number.MAX_SAFE_INTEGER) throw new Unsupported('an integer beyond 2^53');
    return value;
  }

  address(at: number): number {
    return this.uint(at, this.offsetSize);
  }

  length(at: number): number {
    return this.uint(at, this.lengthSize);
  }

  /** The 4-character signature at `at`. */
  signature(at: number): string {
    this.check(at, 4);
    return String.fromCharCode(
      this.bytes[at]!,
      this.bytes[at + 1]!,
      this.bytes[at + 2]!,
      this.bytes[at + 3]!,
    );
  }

  /** Throws unless the signature at `at` is `expected`. */
  expect(at: number, expected: string): void {
    const found = this.signature(at);
    if (found !== expected)
      throw new Unsupported(`${expected} expected at ${at}, found ${JSON.stringify(found)}`);
  }

  /** Throws when [at, at + size) is not inside the file (a damaged or truncated file). */
  check(at: number, size: number): void {
    if (!(at >= 0 && at + size <= this.bytes.length))
      throw new Unsupported(`read of ${size} bytes at ${at} beyond the end of the file`);
  }
}

/** Bytes needed to encode values up to `max` (HDF5's H5VM_limit_enc_size). */
export function limitEncSize(max: number): number {
  return Math.floor(Math.log2(Math.max(1, max)) / 8) + 1;
}
