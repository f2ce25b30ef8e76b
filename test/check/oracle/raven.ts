/**
 * Raven's verdict on a model directory: it fails when Raven_errors.txt has an ERROR line, when Raven stops
 * early or crashes, or when it never writes "SIMULATION COMPLETE" (Raven exits 0 even when it fails); and
 * the WARNING lines it wrote.
 */
import { readFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { runProcess } from '../../../src/engine/childProcess.js';
import { findEngine } from '../../../src/engine/index.js';
import { warningMessage } from '../../../grammar/ravenWarningMatch.js';

/** What Raven said about a model. */
export interface RavenVerdict {
  readonly fails: boolean;
  /** The ERROR lines of Raven_errors.txt (or of its console output, for errors before the model exists). */
  readonly errors: readonly string[];
  /** How it ended when it did not end normally: a signal, a timeout. */
  readonly crash?: string;
  /** The messages of the WARNING lines of Raven_errors.txt, each once, in order. */
  readonly warnings: readonly string[];
  /** It crashed after writing "SIMULATION COMPLETE" (while writing its diagnostics or closing outputs). */
  readonly lateCrash?: boolean;
}

/** Runs Raven (the default engine unless `engine` names another) on `dir/<stem>.rvi` with outputs in `dir/out`. */
export async function ravenVerdict(
  dir: string,
  stem: string,
  engine = findEngine().path,
): Promise<RavenVerdict> {
  const outcome = await runProcess(engine, [stem, '-o', 'out/'], {
    cwd: dir,
    env: process.env,
    // Shortened models run in well under a second; Raven loops forever on some broken files (a missing
    // :EndSubBasinProperties): a run this long has hung, and counts as a failure.
    timeout: 15_000,
  });
  let log = '';
  try {
    log = await readFile(join(dir, 'out', 'Raven_errors.txt'), 'latin1');
  } catch {
    // No error file: Raven stopped before it could make one.
  }
  const errors = [...log.split('\n'), ...outcome.stdout.split('\n'), ...outcome.stderr.split('\n')]
    .filter((l) => /^ERROR\s*:|^Error Statement:/.test(l.trim()))
    .map((l) => l.trim());
  const crash = outcome.timedOut ? 'timed out' : outcome.signal ? `killed by ${outcome.signal}` : undefined;
  const complete = log.includes('SIMULATION COMPLETE');
  const warnings = log.split('\n').flatMap((l) => warningMessage(l) ?? []);
  return {
    fails: !complete || crash !== undefined || /^ERROR/m.test(log),
    errors: [...new Set(errors)],
    crash,
    warnings: [...new Set(warnings)],
    ...(complete && crash !== undefined && { lateCrash: true }),
  };
}

/** Runs tasks with at most one per core at a time, keeping the results in order. */
export async function pool<T, R>(items: readonly T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      out[i] = await run(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, cpus().length) }, worker));
  return out;
}
