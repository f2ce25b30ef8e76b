/** Polling `Raven_progress.txt`, which Raven rewrites during a run in `:PavicsMode` (even when silent). */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The progress file's name, in the main output directory (never prefixed). */
export const PROGRESS_FILE = 'Raven_progress.txt';

const PERCENT = /"% progress"\s*:\s*([\d.]+)/;
const POLL_MS = 1000;

/**
 * Reads the progress file every second and reports its percentage as a fraction; `isFresh` tells
 * whether the file on disk was written by this run rather than left over from an earlier one.
 * Returns the function that stops polling.
 */
export function watchProgressFile(
  outputdir: string,
  isFresh: () => Promise<boolean>,
  report: (fraction: number, line: string) => void,
): () => void {
  const path = join(outputdir, PROGRESS_FILE);
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void (async () => {
      try {
        if (!(await isFresh())) return;
        const match = PERCENT.exec(await readFile(path, 'utf8'));
        if (match) report(Number(match[1]) / 100, `${PROGRESS_FILE}: ${match[1]}%`);
      } catch {
        // Missing or half-written: the next poll will see it.
      } finally {
        busy = false;
      }
    })();
  }, POLL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
