/**
 * Reading a file that a model names, safely. A model file names other files (`:RedirectToFile`, data files)
 * and may name anything: a FIFO blocks a read forever (and with it Node's thread pool and the exit of the
 * process), `/dev/zero` never ends, a directory cannot be read, and a regular file may be larger than a
 * string can hold. Only regular files are read, no larger than a limit; anything else is refused with a
 * reason before a single byte is read. The file is opened without blocking and checked through its open
 * descriptor, so that it cannot be swapped for a FIFO between the check and the read.
 */
import { constants, statSync, type Stats } from 'node:fs';
import { open } from 'node:fs/promises';
import { UnreadableFileError } from './unreadableFile.js';

/** The largest file rvkit reads unless told otherwise: 128 MiB, far above any real RV or text data file. */
export const DEFAULT_MAX_FILE_BYTES = 128 * 1024 * 1024;

/** Options of the readers of model files. */
export interface ReadLimits {
  /** The largest file read, in bytes (default 128 MiB); a larger one is refused. Infinity for no limit. */
  readonly maxFileBytes?: number;
}

/** `1.5 MiB`: a byte count as people read it. */
export function byteSize(bytes: number): string {
  const units = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${bytes} bytes` : `${Number(value.toFixed(1))} ${units[unit]}`;
}

/** Why a file over the limit is not read; `size` when known (a file that grows as it is read has none). */
function overLimit(max: number, size?: number): string {
  const what = size === undefined ? 'larger than' : `${byteSize(size)}, more than`;
  return `is ${what} the limit of ${byteSize(max)}: not read (--max-file-size sets the limit)`;
}

/**
 * Why a file with these stats is not read, as the end of a sentence that starts with its name ("is a
 * directory: rvkit reads only regular files"), or undefined when it is read.
 */
export function refusal(stats: Stats, maxFileBytes = DEFAULT_MAX_FILE_BYTES): string | undefined {
  if (stats.isFile()) return stats.size > maxFileBytes ? overLimit(maxFileBytes, stats.size) : undefined;
  const kind = stats.isDirectory()
    ? 'a directory'
    : stats.isFIFO()
      ? 'a FIFO (named pipe)'
      : stats.isCharacterDevice()
        ? 'a character device'
        : stats.isBlockDevice()
          ? 'a block device'
          : stats.isSocket()
            ? 'a socket'
            : 'not a regular file';
  return `is ${kind}: rvkit reads only regular files`;
}

/** Why the file at `path` is not read, or undefined when it is (or cannot be looked at: its read will say). */
export function refusalOf(path: string, maxFileBytes = DEFAULT_MAX_FILE_BYTES): string | undefined {
  try {
    return refusal(statSync(path), maxFileBytes);
  } catch {
    return undefined;
  }
}

// O_NONBLOCK: opening a FIFO for reading would wait for a writer; with it, the open returns and fstat tells.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/**
 * The bytes of a regular file no larger than the limit; throws UnreadableFileError for anything else, and
 * Node's errors (ENOENT, EACCES) when it cannot be opened.
 */
export async function readRegularFile(path: string, limits: ReadLimits = {}): Promise<Buffer> {
  const max = limits.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  const handle = await open(path, OPEN_FLAGS).catch((error: unknown) => {
    // A socket cannot be opened at all (ENXIO): say what it is rather than what open said.
    const why = refusalOf(path, max);
    throw why === undefined ? error : new UnreadableFileError(path, why);
  });
  try {
    const stats = await handle.stat();
    const why = refusal(stats, max);
    if (why !== undefined) throw new UnreadableFileError(path, why);
    // Read to the end rather than to the size stat gave: the file may grow while it is read, and must not
    // grow past the limit. The first read asks for the whole file and one byte more: a regular file read
    // short has ended there, and is returned as read (no second read to see the end, no copy); only a file
    // that grew since its stat is read on, to its end.
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const first = chunks.length === 0;
      const want = first ? stats.size + 1 : 1 << 20;
      const chunk = Buffer.allocUnsafe(Math.min(want, max - total + 1));
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > max) {
        throw new UnreadableFileError(path, overLimit(max));
      }
      if (first && bytesRead < chunk.length) return chunk.subarray(0, bytesRead);
      chunks.push(bytesRead === chunk.length ? chunk : chunk.subarray(0, bytesRead));
    }
    return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total);
  } finally {
    await handle.close();
  }
}

/** The text of a regular file, one character per byte (latin1), under the same rules as `readRegularFile`. */
export async function readRegularText(path: string, limits: ReadLimits = {}): Promise<string> {
  return (await readRegularFile(path, limits)).toString('latin1');
}
