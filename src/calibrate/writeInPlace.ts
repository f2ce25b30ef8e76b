/** Writing a calibration's per-evaluation files (model files, a model program's output) cheaply. */
import { closeSync, constants, ftruncateSync, openSync, writeSync } from 'node:fs';

/**
 * Writes `text` (latin1 unless told) over a file's old contents at once (small files on a local disk: no thread-pool
 * round trip). Not truncated to zero first: ext4 flushes a file emptied and rewritten when it is closed (its
 * replace-by-truncate heuristic), which cost ~0.7 ms per file and evaluation; only the tail beyond the new
 * text is cut. What a crash in the middle leaves is as unusable as a file cut short: the work directories
 * are rebuilt when a calibration starts, and OSTRICH rewrites its model files in place the same way.
 */
export function writeInPlace(path: string, text: string, encoding: BufferEncoding = 'latin1'): void {
  const fd = openSync(path, constants.O_WRONLY | constants.O_CREAT);
  try {
    const bytes = Buffer.from(text, encoding);
    for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at, bytes.length - at, at);
    ftruncateSync(fd, bytes.length);
  } finally {
    closeSync(fd);
  }
}
