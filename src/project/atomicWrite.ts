/** Writing a file so that a reader never sees half of it: a temporary file beside it, then a rename. */
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** Writes `content` to `path` atomically (bytes as given: RV text is kept as latin1 to round-trip any byte). */
export async function writeFileAtomic(
  path: string,
  content: string,
  encoding: BufferEncoding = 'latin1',
): Promise<void> {
  const tmp = join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  let mode: number | undefined;
  try {
    mode = (await fs.stat(path)).mode;
  } catch {
    mode = undefined;
  }
  try {
    await fs.writeFile(tmp, content, { encoding, mode });
    await fs.rename(tmp, path);
  } catch (e) {
    await fs.rm(tmp, { force: true });
    throw e;
  }
}
