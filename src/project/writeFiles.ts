/**
 * The one write path of rvkit: every command and library call that writes model files (saveProject,
 * Config.writeRv, fixProject, `rvkit fmt --write`, the emulators' and parameter sets' work directories) hands
 * its files to `writeFiles`, which writes all of them or none:
 *
 * 1. Checks, before anything is written: a file outside the named directory (lexically, or through a link)
 *    is refused unless allowed; a file changed on disk since it was loaded is a conflict; a file to be
 *    created that exists with other content is refused; a read-only file, or one in a read-only directory,
 *    is not written; a file whose text is already what it would get is not touched.
 * 2. Writes the journal (journal.ts) and syncs it; stages each new text in a temporary file beside its target
 *    with the target's mode and owner, synced; writes the commit point and syncs it.
 * 3. Renames each temporary file over its target (through a link: the link's target, the link kept), syncs
 *    the directories and removes the journal.
 *
 * A failure before the commit point removes what was staged (no file changed); after it, the journal lets
 * the next save or load of the directory complete the save. Every message names the file.
 *
 * A directory that does not exist yet (an emulator's or a parameter set's work directory, a copy of a model)
 * needs no journal: it is made whole under a temporary name beside its place, its files synced in one pass,
 * and renamed into place (`writeNewDirectory`). A single file in the directory named needs none either: its
 * rename is the commit.
 */
import { randomBytes } from 'node:crypto';
import {
  accessSync,
  constants,
  lstatSync,
  mkdirSync,
  promises as fs,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import {
  FileExistsError,
  OutsideRootError,
  ProjectConflictError,
  ProjectError,
  ReadOnlyError,
  SaveError,
} from './errors.js';
import { faultPoint } from './faultHook.js';
import {
  contentHash,
  JOURNAL_PREFIX,
  journalHeader,
  journalPath,
  recoverDirectory,
  syncDirectory,
  tempBeside,
  type JournalLine,
} from './journal.js';

/** One file to write. */
export interface FileWrite {
  /** Where it goes: absolute, or relative to the root. */
  readonly path: string;
  /** Its new text, one character per byte (latin1), as rvkit reads RV files. */
  readonly text: string;
  /**
   * The text it was loaded as: a file that no longer holds it is a conflict. `null`: a new file (an existing
   * file with other content is refused). Left out: whatever the file holds is replaced.
   */
  readonly before?: string | null;
}

/** Options of `writeFiles`. */
export interface WriteFilesOptions {
  /** Write files that lie outside the root (default: refuse them, and write nothing). */
  readonly allowOutside?: boolean;
  /** How a refusal names the option that allows writing outside (default `{ allowOutside: true }`). */
  readonly outsideOption?: string;
  /** Keep each replaced file's old text as `name.orig` (`name.orig.1` … when taken); default false. */
  readonly backup?: boolean;
  /** Replace files changed on disk since they were loaded, and existing files given as new. */
  readonly force?: boolean;
  /** Leave read-only files as they are (listed in the result) and write the others; default: refuse all. */
  readonly skipReadOnly?: boolean;
  /** Where recovery of an earlier interrupted save reports (default: standard error). */
  readonly report?: (line: string) => void;
}

/** What `writeFiles` did; every path absolute, as given (a link's path, not its target's). */
export interface WriteFilesResult {
  /** Files given their new text. */
  readonly written: readonly string[];
  /** Files left alone because their text was already the one given. */
  readonly unchanged: readonly string[];
  /** The backups made (`name.orig`). */
  readonly backups: readonly string[];
  /** Read-only files left as they were (with `skipReadOnly`). */
  readonly readOnly: readonly string[];
}

/** A file that will be written. */
interface Planned {
  /** The path as given, absolute. */
  readonly path: string;
  /** The file the bytes go to: the path, or its link's target. */
  readonly target: string;
  readonly text: string;
  /** The target's status (undefined: a new file). */
  readonly stat: Stats | undefined;
  /** What the target holds now. */
  readonly current: string | undefined;
}

/** One temporary file and where it goes. */
interface Op {
  readonly tmp: string;
  readonly target: string;
  readonly text: string;
  readonly like: Stats | undefined;
  /** What the target held when checked (undefined: it did not exist). */
  readonly before: string | undefined;
  /** The file named in messages. */
  readonly label: string;
}

/** A journal line's hash of what a target holds (made only for a journaled save: a 1 MB file costs 3 ms). */
function beforeHash(current: string | undefined): string | null {
  return current === undefined ? null : contentHash(current);
}

const isRoot = process.getuid?.() === 0;

function within(dir: string, path: string): boolean {
  const rel = relative(dir, path);
  return rel === '' || !(rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel));
}

/** The real path of `path`, which may not exist yet: its nearest existing ancestor's, and the rest. */
function realPathOf(path: string): string {
  try {
    // The system's realpath: one call (Node's own walks the path, a system call per component).
    return realpathSync.native(path);
  } catch {
    const parent = dirname(path);
    return parent === path ? path : join(realPathOf(parent), basename(path));
  }
}

/**
 * The real path of a file to write (`realPathOf`): for a file that is no link, its directory's real path (kept
 * in `dirs`: a model's files share one or two) and its name, one system call per directory, not per file.
 */
function realTarget(
  target: string,
  lst: Stats | undefined,
  stat: Stats | undefined,
  dirs: Map<string, string>,
): string {
  if (lst?.isSymbolicLink() || (lst && !stat)) return realPathOf(target);
  const dir = dirname(target);
  let real = dirs.get(dir);
  if (real === undefined) dirs.set(dir, (real = realPathOf(dir)));
  return join(real, basename(target));
}

/** A file's status through links, or undefined when there is none. */
function statOf(path: string): Stats | undefined {
  return statSync(path, { throwIfNoEntry: false });
}

/** The system's reason, in words. */
export function reason(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  switch (err.code) {
    case 'ENOSPC':
      return 'no space left on the device';
    case 'EDQUOT':
      return 'disk quota exceeded';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EROFS':
      return 'read-only file system';
    case 'EIO':
      return 'input/output error';
    default:
      return err.message;
  }
}

function writable(path: string, stat: Stats | undefined): boolean {
  // Root writes through permission bits: a file with no write bit at all was made read-only on purpose.
  if (isRoot && stat && (stat.mode & 0o222) === 0) return false;
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** The nearest directory of `path` that exists (the one a new file's directories are made in). */
function existingAncestor(path: string): string {
  if (statOf(path)?.isDirectory()) return path;
  const parent = dirname(path);
  return parent === path ? path : existingAncestor(parent);
}

/** The directories to make for `dir` (outermost first). */
function missingDirs(dir: string): string[] {
  const out: string[] = [];
  for (let d = dir; !statOf(d); d = dirname(d)) {
    out.unshift(d);
    if (dirname(d) === d) break;
  }
  return out;
}

/** A backup name that does not exist yet: `name.orig`, else `name.orig.1`, `name.orig.2` … */
async function freeBackupName(path: string, taken: Set<string>): Promise<string> {
  for (let i = 0; ; i++) {
    const name = i === 0 ? `${path}.orig` : `${path}.orig.${i}`;
    if (!taken.has(name) && !(await fs.lstat(name).catch(() => undefined))) {
      taken.add(name);
      return name;
    }
  }
}

/**
 * Writes a set of files under `root` (a directory, or the one file the user named) all or nothing, through
 * the journal of the directory: see the top of this file. Throws `OutsideRootError`, `ProjectConflictError`,
 * `FileExistsError` or `ReadOnlyError` (nothing written), or `SaveError` (naming the file, and what was and
 * was not written).
 */
export async function writeFiles(
  root: string,
  files: readonly FileWrite[],
  options: WriteFilesOptions = {},
): Promise<WriteFilesResult> {
  await faultPoint('begin');
  // The checks read the disk with synchronous calls: each is one quick system call, and an asynchronous one
  // waits for a thread of the pool, which on a busy machine costs more than the call (a save of files that
  // did not change is only these checks).
  const rootAbs = resolve(root);
  const rootStat = statOf(rootAbs);
  const rootIsFile = rootStat?.isFile() === true;
  const home = rootIsFile ? dirname(rootAbs) : rootAbs;
  await recoverDirectory(home, options.report);
  const realRoot = realPathOf(rootAbs);

  // 1. The checks: nothing is written unless every file can be.
  const planned: Planned[] = [];
  const unchanged: string[] = [];
  const outside: string[] = [];
  const conflicts: string[] = [];
  const existing: string[] = [];
  const readOnly: string[] = [];
  const readOnlyDir: string[] = [];
  const targets = new Map<string, string>();
  const realDirs = new Map<string, string>([[rootAbs, realRoot]]);
  for (const f of files) {
    const path = resolve(home, f.path);
    if (typeof f.before === 'string' && f.text === f.before) {
      unchanged.push(path);
      continue;
    }
    let lst: Stats | undefined;
    try {
      lst = lstatSync(path, { throwIfNoEntry: false });
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      throw new SaveError(`cannot read ${path}: ${reason(e)}; no file was changed`, path, [], [], code);
    }
    let target = path;
    if (lst?.isSymbolicLink()) {
      try {
        target = realpathSync(path);
      } catch {
        throw new ProjectError(`${path} is a link to a file that does not exist; no file was changed`, [
          path,
        ]);
      }
    }
    const stat = lst?.isSymbolicLink() ? statSync(target) : lst;
    if (stat && !stat.isFile()) {
      throw new ProjectError(`${path} is not a regular file; no file was changed`, [path]);
    }
    const inside = rootIsFile
      ? path === rootAbs
      : within(rootAbs, path) && within(realRoot, realTarget(target, lst, stat, realDirs));
    if (!inside && !options.allowOutside) outside.push(path);
    const seen = targets.get(target);
    if (seen !== undefined) {
      if (seen !== f.text) {
        throw new ProjectError(`${path} is given twice with different texts; no file was changed`, [path]);
      }
      continue;
    }
    targets.set(target, f.text);
    let current: string | undefined;
    if (stat) {
      try {
        current = readFileSync(target, 'latin1');
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        throw new SaveError(`cannot read ${path}: ${reason(e)}; no file was changed`, path, [], [], code);
      }
    }
    if (current === f.text) {
      unchanged.push(path);
      continue;
    }
    if (!options.force) {
      if (typeof f.before === 'string' && current !== f.before) conflicts.push(path);
      if (f.before === null && current !== undefined) existing.push(path);
    }
    if (stat && !writable(target, stat)) readOnly.push(path);
    else if (!writable(existingAncestor(dirname(target)), undefined)) readOnlyDir.push(path);
    planned.push({ path, target, text: f.text, stat, current });
  }
  if (outside.length > 0) throw new OutsideRootError(outside, rootAbs, options.outsideOption);
  if (conflicts.length > 0) throw new ProjectConflictError(conflicts);
  if (existing.length > 0) throw new FileExistsError(existing);
  if (readOnlyDir.length > 0) throw new ReadOnlyError(readOnlyDir, 'its directory is read-only');
  const skipped = options.skipReadOnly ? readOnly : [];
  if (readOnly.length > 0 && !options.skipReadOnly)
    throw new ReadOnlyError(readOnly, 'the file is read-only');
  const todo = planned.filter((p) => !skipped.includes(p.path));
  if (todo.length === 0) return { written: [], unchanged, backups: [], readOnly: skipped };
  // A directory that does not exist yet is made whole beside its place, then renamed into it.
  if (!rootStat && todo.every((p) => within(rootAbs, p.target))) {
    const made = await writeNewDirectory(rootAbs, todo, options.report);
    if (made) return { written: todo.map((p) => p.path), unchanged, backups: [], readOnly: skipped };
    return writeFiles(root, files, options); // the directory appeared meanwhile: written into as it is
  }

  // 2. The plan of temporary files, the journal, the staged texts, the commit point.
  const ops: Op[] = [];
  const backups: string[] = [];
  const taken = new Set<string>();
  for (const p of todo) {
    if (options.backup && p.stat && p.current !== undefined) {
      const name = await freeBackupName(p.path, taken);
      backups.push(name);
      ops.push({
        tmp: tempBeside(name),
        target: name,
        text: p.current,
        like: p.stat,
        before: undefined,
        label: name,
      });
    }
    ops.push({
      tmp: tempBeside(p.target),
      target: p.target,
      text: p.text,
      like: p.stat,
      before: p.current,
      label: p.path,
    });
  }
  // The directory named holds the journal: made first (and kept), then the others, recorded in the journal.
  if (!(await fs.stat(home).catch(() => undefined))) await fs.mkdir(home, { recursive: true });
  const dirs = [...new Set(ops.flatMap((o) => missingDirs(dirname(o.target))))];
  const journal = join(home, `${JOURNAL_PREFIX}${process.pid}.${randomBytes(4).toString('hex')}`);
  const lines = (): JournalLine[] => [
    journalHeader(),
    ...dirs.map((d) => ({ mkdir: journalPath(home, d) })),
    ...ops.map((o) => ({
      tmp: journalPath(home, o.tmp),
      target: journalPath(home, o.target),
      before: beforeHash(o.before),
    })),
  ];
  const staged: string[] = [];
  const made: string[] = [];
  const undo = async () => {
    await Promise.all(staged.map((t) => fs.rm(t, { force: true })));
    for (const d of [...made].reverse()) await fs.rmdir(d).catch(() => undefined);
    await fs.rm(journal, { force: true });
  };
  const fail = async (label: string, e: unknown): Promise<never> => {
    await undo();
    throw nothingWritten(label, e, todo);
  };
  // One file directly in the directory named needs no journal: its rename is the commit, and a temporary
  // file a kill leaves is found there by the next run (journal.ts).
  const journaled = !(ops.length === 1 && dirs.length === 0 && dirname(ops[0]!.target) === home);
  let log: FileHandle | undefined;
  if (journaled) {
    try {
      log = await fs.open(journal, 'wx', 0o600);
      await log.writeFile(
        lines()
          .map((l) => JSON.stringify(l) + '\n')
          .join(''),
      );
      await log.sync();
      await syncDirectory(home);
    } catch (e) {
      await log?.close();
      await fail(`the save's journal ${journal}`, e);
    }
    await faultPoint('journal');
  }
  for (const d of dirs) {
    try {
      await fs.mkdir(d);
      made.push(d);
    } catch (e) {
      await fail(d, e);
    }
  }
  for (const op of ops) {
    try {
      staged.push(op.tmp);
      await writeSynced(op.tmp, op.text, op.like, 'wx');
    } catch (e) {
      await fail(op.label, e);
    }
    await faultPoint('staged');
  }
  if (log) {
    try {
      await log.write(JSON.stringify({ commit: true }) + '\n');
      await log.sync();
    } catch (e) {
      await fail(`the save's journal ${journal}`, e);
    } finally {
      await log.close();
    }
    await faultPoint('commit');
  }

  // 3. Past the commit point: the renames (the journal completes them if this process dies).
  const renamed: string[] = [];
  for (const op of ops) {
    try {
      await fs.rename(op.tmp, op.target);
    } catch (e) {
      if (!journaled) await fail(op.label, e);
      const done = todo.filter((p) => renamed.includes(p.target)).map((p) => p.path);
      const rest = todo.filter((p) => !renamed.includes(p.target)).map((p) => p.path);
      throw new SaveError(
        `cannot rename the new text of ${op.label} into place: ${reason(e)}; written: ${done.join(', ') || 'none'}; ` +
          `not written: ${rest.join(', ')}. The save is recorded in ${journal}: the next rvkit run that writes ` +
          `or loads ${home} completes it`,
        op.label,
        done,
        rest,
        (e as NodeJS.ErrnoException).code,
      );
    }
    renamed.push(op.target);
    await faultPoint('renamed');
  }
  for (const d of new Set(ops.map((o) => dirname(o.target)))) await syncDirectory(d);
  await fs.rm(journal, { force: true });
  await faultPoint('done');
  return { written: todo.map((p) => p.path), unchanged, backups, readOnly: skipped };
}

/**
 * Writes the files of a directory that does not exist yet (`dir`, and maybe some of its parents): the
 * outermost missing directory is made whole under a temporary name beside its place (`.name.rvkit-<pid>-….tmp`),
 * every file written, then synced in one pass with the directories made, and the directory renamed into
 * place: its rename is the commit, so a kill leaves either no directory or the whole one, and no journal is
 * needed (a temporary directory a killed run left is removed by the next recovery of its parent directory,
 * which this function runs first). Returns false, having written nothing, when the directory appeared
 * meanwhile.
 */
async function writeNewDirectory(
  dir: string,
  todo: readonly Planned[],
  report: WriteFilesOptions['report'],
): Promise<boolean> {
  const top = missingDirs(dir)[0] ?? dir;
  const parent = dirname(top);
  await recoverDirectory(parent, report);
  const stage = tempBeside(top);
  const staged = (p: string) => join(stage, relative(top, p));
  const dirs = [stage];
  const fail = (label: string, e: unknown): never => {
    rmSync(stage, { recursive: true, force: true });
    throw nothingWritten(label, e, todo);
  };
  try {
    mkdirSync(stage);
  } catch (e) {
    fail(top, e);
  }
  for (const p of todo) {
    try {
      for (const d of missingDirs(dirname(staged(p.target)))) {
        mkdirSync(d);
        dirs.push(d);
      }
      writeFileSync(staged(p.target), p.text, { encoding: 'latin1', flag: 'wx' });
    } catch (e) {
      fail(p.path, e);
    }
    await faultPoint('staged');
  }
  // One pass of syncs, all at once: the files' bytes, then the entries of the directories that hold them.
  try {
    await Promise.all(todo.map((p) => syncFile(staged(p.target))));
    await Promise.all(dirs.map((d) => syncDirectory(d)));
  } catch (e) {
    fail(dir, e);
  }
  await faultPoint('commit');
  try {
    await fs.rename(stage, top);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOTEMPTY' || code === 'EEXIST' || code === 'ENOTDIR') {
      rmSync(stage, { recursive: true, force: true });
      return false;
    }
    fail(dir, e);
  }
  await faultPoint('renamed');
  await syncDirectory(parent);
  await faultPoint('done');
  return true;
}

/** The error of a save that failed before its commit point, having written nothing. */
function nothingWritten(label: string, e: unknown, todo: readonly Planned[]): SaveError {
  const code = (e as NodeJS.ErrnoException).code;
  return new SaveError(
    `cannot write ${label}: ${reason(e)}; no file was changed`,
    label,
    [],
    todo.map((p) => p.path),
    code,
  );
}

/** Syncs a file's bytes to the disk. */
async function syncFile(path: string): Promise<void> {
  const handle = await fs.open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes a file and syncs it to the disk; with `like`, it gets that file's mode and (as root) owner. */
async function writeSynced(path: string, text: string, like: Stats | undefined, flag: string): Promise<void> {
  const handle = await fs.open(path, flag, like ? 0o600 : 0o666);
  try {
    if (like) {
      // The owner: root gives the file back to its owner; a user keeps its group where a member of it.
      if (like.uid !== process.getuid?.() || like.gid !== process.getgid?.()) {
        await handle.chown(isRoot ? like.uid : -1, like.gid).catch((e: NodeJS.ErrnoException) => {
          if (isRoot) throw e;
        });
      }
      await handle.chmod(like.mode & 0o7777);
    }
    await handle.writeFile(text, 'latin1');
    await handle.sync();
  } finally {
    await handle.close();
  }
}
