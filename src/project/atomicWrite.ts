/** Writing one file so that a reader never sees half of it, through the one write path (writeFiles.ts). */
import { dirname, resolve } from 'node:path';
import { writeFiles } from './writeFiles.js';

/**
 * Writes `content` to `path` atomically and durably, replacing whatever it holds (a link: its target),
 * keeping its mode and owner; refuses a read-only file. Text is kept as latin1 to round-trip any byte.
 */
export async function writeFileAtomic(
  path: string,
  content: string,
  encoding: BufferEncoding = 'latin1',
): Promise<void> {
  const text = encoding === 'latin1' ? content : Buffer.from(content, encoding).toString('latin1');
  // The caller named this very file: where its link leads is the file it meant.
  const abs = resolve(path);
  await writeFiles(dirname(abs), [{ path: abs, text }], { allowOutside: true });
}
