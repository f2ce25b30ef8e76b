/**
 * Writing a fix's files all or nothing. Every new text (and every backup) is first written to a temporary file
 * beside its target; only when all of them are written are they renamed into place. A file that cannot be
 * written (read-only file or directory, disk full, changed on disk since it was read) stops the whole fix
 * before any file is touched; a rename that fails half-way puts back the files already replaced.
 */
import { randomBytes } from 'node:crypto';
import { constants, promises as fs } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { FileChange } from './planFixes.js';

/** Why a fix could not be written; no file was changed. */
export class FixWriteError extends Error {
  constructor(
    message: string,
    /** The file that could not be written. */
    readonly path: string,
  ) {
    super(message);
    this.name = 'FixWriteError';
  }
}

/** Options of `writeChanges`. */
export interface WriteOptions {
  /** Keep each original as `name.orig` (then `name.orig.1` … when that exists); default true. */
  readonly backup?: boolean;
}

/** What was written. */
export interface WriteResult {
  readonly written: readonly string[];
  /** The backup of each file written, when backups are kept. */
  readonly backups: readonly string[];
}

function tempBeside(path: string): string {
  return join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
}

async function exists(path: string): Promise<boolean> {
  try {
    await fs.lstat(path);
    return true;
  } catch {
    return false;
  }
}

/** A backup name that does not exist yet: `name.orig`, else `name.orig.1`, `name.orig.2` … */
async function freeBackupName(path: string, taken: Set<string>): Promise<string> {
  for (let i = 0; ; i++) {
    const name = i === 0 ? `${path}.orig` : `${path}.orig.${i}`;
    if (!taken.has(name) && !(await exists(name))) {
      taken.add(name);
      return name;
    }
  }
}

function reason(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  if (err.code === 'EACCES' || err.code === 'EPERM' || err.code === 'EROFS') return 'permission denied';
  if (err.code === 'ENOSPC') return 'no space left on the device';
  return err.message;
}

/** Writes the new texts (latin1: byte for byte as read) with backups, all or nothing. */
export async function writeChanges(
  changes: readonly FileChange[],
  options: WriteOptions = {},
): Promise<WriteResult> {
  const backup = options.backup ?? true;
  // 1. Nothing is written when a file changed on disk or cannot be written.
  for (const c of changes) {
    let onDisk: string;
    try {
      onDisk = await fs.readFile(c.path, 'latin1');
    } catch (e) {
      throw new FixWriteError(`cannot read ${c.path}: ${reason(e)}; no file was changed`, c.path);
    }
    if (onDisk !== c.before) {
      throw new FixWriteError(`${c.path} changed on disk since it was read; no file was changed`, c.path);
    }
    try {
      await fs.access(c.path, constants.W_OK);
      await fs.access(dirname(c.path), constants.W_OK);
    } catch (e) {
      throw new FixWriteError(`cannot write ${c.path}: ${reason(e)}; no file was changed`, c.path);
    }
  }
  // 2. Every new text and backup goes to a temporary file first.
  const staged: { tmp: string; target: string; mode: number }[] = [];
  const taken = new Set<string>();
  try {
    for (const c of changes) {
      const mode = (await fs.stat(c.path)).mode;
      if (backup) {
        const tmp = tempBeside(c.path);
        staged.push({ tmp, target: await freeBackupName(c.path, taken), mode });
        await fs.writeFile(tmp, c.before, { encoding: 'latin1', mode });
      }
      const tmp = tempBeside(c.path);
      staged.push({ tmp, target: c.path, mode });
      await fs.writeFile(tmp, c.after, { encoding: 'latin1', mode });
    }
  } catch (e) {
    await Promise.all(staged.map((s) => fs.rm(s.tmp, { force: true })));
    const path = staged[staged.length - 1]?.target ?? changes[0]?.path ?? '';
    throw new FixWriteError(`cannot write beside ${path}: ${reason(e)}; no file was changed`, path);
  }
  // 3. Renames: backups first (a new name each), then the files themselves.
  const done: { target: string; before?: string }[] = [];
  try {
    for (const s of staged) {
      const change = changes.find((c) => c.path === s.target);
      await fs.rename(s.tmp, s.target);
      done.push({ target: s.target, before: change?.before });
    }
  } catch (e) {
    // Put back what was replaced, remove the backups made, drop the rest.
    for (const d of done.reverse()) {
      if (d.before !== undefined) await fs.writeFile(d.target, d.before, 'latin1').catch(() => undefined);
      else await fs.rm(d.target, { force: true });
    }
    await Promise.all(staged.map((s) => fs.rm(s.tmp, { force: true })));
    throw new FixWriteError(`renaming into place failed: ${reason(e)}; every file was put back`, '');
  }
  return {
    written: changes.map((c) => c.path),
    backups: staged.filter((s) => !changes.some((c) => c.path === s.target)).map((s) => s.target),
  };
}
