/**
 * Writing a fix's files all or nothing, with `.orig` backups, through the project's one write path
 * (src/project/writeFiles.ts: checks first, a journal, temporary files synced, a commit point, renames). A file
 * that cannot be written (read-only file or directory, outside the model directory, changed on disk since it
 * was read, disk full) leaves every file as it was.
 */
import { dirname, sep } from 'node:path';
import { ProjectError } from '../project/errors.js';
import { writeFiles } from '../project/writeFiles.js';
import type { FileChange } from './planFixes.js';

/** Why a fix could not be written (`cause`: the project's error, `OutsideRootError`, `ReadOnlyError` …). */
export class FixWriteError extends Error {
  constructor(
    message: string,
    /** The file that could not be written. */
    readonly path: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'FixWriteError';
  }
}

/** Options of `writeChanges`. */
export interface WriteOptions {
  /** Keep each original as `name.orig` (then `name.orig.1` … when that exists); default true. */
  readonly backup?: boolean;
  /** The model directory: files outside it are refused unless `allowOutside` (default: the directory
   * holding every changed file). */
  readonly root?: string;
  /** Write files outside `root` (redirects to `../x`, absolute paths, links leading out). */
  readonly allowOutside?: boolean;
}

/** What was written. */
export interface WriteResult {
  readonly written: readonly string[];
  /** The backup of each file written, when backups are kept. */
  readonly backups: readonly string[];
}

/** The deepest directory holding every path. */
function commonDirectory(paths: readonly string[]): string {
  let dir = dirname(paths[0] ?? '.');
  while (!paths.every((p) => p.startsWith(dir.endsWith(sep) ? dir : dir + sep)) && dirname(dir) !== dir) {
    dir = dirname(dir);
  }
  return dir;
}

/** Writes the new texts (latin1: byte for byte as read) with backups, all or nothing. */
export async function writeChanges(
  changes: readonly FileChange[],
  options: WriteOptions = {},
): Promise<WriteResult> {
  const root = options.root ?? commonDirectory(changes.map((c) => c.path));
  try {
    const result = await writeFiles(
      root,
      changes.map((c) => ({ path: c.path, text: c.after, before: c.before })),
      { backup: options.backup ?? true, allowOutside: options.allowOutside },
    );
    return { written: result.written, backups: result.backups };
  } catch (e) {
    if (!(e instanceof ProjectError)) throw e;
    throw new FixWriteError(e.message, e.paths[0] ?? '', { cause: e });
  }
}
