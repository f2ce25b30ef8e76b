/** Reads served from blocks read ahead give the bytes and counts of reads straight from the file. */
import fc from 'fast-check';
import { installBlockReads } from '../../src/output/h5wasmBlockReads.js';

/** A file system over one in-memory file, reading as `pread` does (short at the end), counting its reads. */
function memoryFs(file: Uint8Array) {
  const fs = {
    reads: 0,
    read(_stream: { flags: number }, buffer: Uint8Array, offset: number, length: number, position?: number) {
      fs.reads++;
      const bytes = file.subarray(position ?? 0, (position ?? 0) + length);
      buffer.set(bytes, offset);
      return bytes.length;
    },
  };
  return fs;
}

const file = Uint8Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 251);

test('any sequence of reads gives what the file holds, past its end too', () => {
  const reads = fc.array(
    fc.tuple(
      fc.integer({ min: 0, max: 310_000 }),
      fc.oneof(fc.integer({ min: 0, max: 600 }), fc.integer({ min: 0, max: 40_000 })),
    ),
    { maxLength: 60 },
  );
  fc.assert(
    fc.property(reads, fc.boolean(), (list, ascending) => {
      const fs = memoryFs(file);
      installBlockReads(fs);
      const stream = { flags: 0 };
      const sorted = ascending ? [...list].sort((a, b) => a[0] - b[0]) : list;
      for (const [position, length] of sorted) {
        const got = new Uint8Array(length + 4).fill(9);
        const n = fs.read(stream, got, 2, length, position);
        const want = file.subarray(position, position + length);
        expect(n).toBe(want.length);
        expect(Buffer.from(got.subarray(2, 2 + n)).equals(want)).toBe(true);
        expect(got[0]).toBe(9);
        expect(got[2 + n]).toBe(9);
      }
    }),
    { numRuns: 300 },
  );
});

test('small forward reads reach the file once per block; streams opened for writing are not read ahead', () => {
  const fs = memoryFs(file);
  installBlockReads(fs);
  const buffer = new Uint8Array(8);
  const stream = { flags: 0 };
  for (let p = 0; p < 200_000; p += 24) fs.read(stream, buffer, 0, 8, p);
  expect(fs.reads).toBeLessThan(10);
  const before = fs.reads;
  const writable = { flags: 2 };
  for (let p = 0; p < 240; p += 24) fs.read(writable, buffer, 0, 8, p);
  expect(fs.reads - before).toBe(10);
});
