/**
 * Append-only JSON-lines files, the job directory's records: one writer at a time per file (a task's own
 * record, the submitter's list), each line flushed to disk as written, so a task killed at any moment leaves
 * every line before the one it was writing.
 */
import { open, readFile } from 'node:fs/promises';

/** Appends one value as a line and flushes it to disk. */
export async function appendLine(path: string, value: unknown): Promise<void> {
  const file = await open(path, 'a');
  try {
    await file.write(JSON.stringify(value) + '\n');
    await file.datasync();
  } finally {
    await file.close();
  }
}

/** The values of a JSON-lines file (none when it does not exist); a line cut short by a kill is left out. */
export async function readLines(path: string): Promise<unknown[]> {
  const text = await readFile(path, 'utf8').catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return '';
    throw e;
  });
  const values: unknown[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      values.push(JSON.parse(line));
    } catch {
      // Only the last line can be torn (appends are in order): a writer killed mid-line.
    }
  }
  return values;
}
