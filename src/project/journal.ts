/**
 * The journal of a save, and recovery from a save that a killed process left half-done.
 *
 * A save writes its journal in the directory it writes into before it creates any file: one JSON line per
 * temporary file it will stage (where it goes, and a hash of what the target held, or null when it did not
 * exist), then, once every temporary file is written and synced, a commit line. Renames follow; the journal
 * is removed last. A journal left behind by a process that no longer runs is finished by the next save into
 * (or load of) that directory: without its commit line the save is rolled back (its temporary files and the
 * directories it made are removed: no file changed), with it the save is completed (each temporary file still
 * there is renamed into place; a rename already done left no temporary file). A target that changed since
 * the interrupted save checked it is left as it is, and the message says so. A save of a single file in the
 * directory has no journal (its rename is its commit): the temporary file a killed one leaves is removed, as
 * is a directory staged whole and renamed into place (a copy of a model) that a killed process left.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, promises as fs } from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';

/** The name prefix of every journal (`.rvkit-journal.<pid>.<random>`). */
export const JOURNAL_PREFIX = '.rvkit-journal.';

/** What a journal line records. */
export type JournalLine =
  | { readonly rvkit: 'save-journal'; readonly pid: number; readonly start?: string; readonly host: string }
  | { readonly tmp: string; readonly target: string; readonly before: string | null }
  | { readonly mkdir: string }
  | { readonly commit: true };

/** The hash a journal keeps of a file's content (latin1 text). */
export function contentHash(text: string): string {
  return createHash('sha256').update(text, 'latin1').digest('hex');
}

/** A process's state and start time (Linux: /proc/<pid>/stat), to tell a live process from a dead one not
 * yet reaped (a zombie) or from a reused pid; undefined where /proc is not there. */
function processStat(pid: number): { state: string; start: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0]!, start: fields[19]! };
  } catch {
    return undefined;
  }
}

/** When a process started, to tell it from a later process given the same pid. */
export function processStart(pid: number): string | undefined {
  return processStat(pid)?.start;
}

/** The header line of this process's journals. */
export function journalHeader(): JournalLine {
  return { rvkit: 'save-journal', pid: process.pid, start: processStart(process.pid), host: hostname() };
}

/** A path as the journal records it: relative to the journal's directory when below it (the directory may
 * be moved before recovery), else absolute. */
export function journalPath(dir: string, path: string): string {
  const rel = relative(dir, path);
  return rel.startsWith('..') || isAbsolute(rel) ? path : rel;
}

function alive(pid: number, start: string | undefined): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  // The pid exists: the same process only if it started when the journal's did, and not a zombie (killed,
  // not yet reaped by its parent: it will write nothing more).
  const now = processStat(pid);
  if (now === undefined) return true;
  return now.state !== 'Z' && (start === undefined || now.start === start);
}

async function exists(path: string): Promise<boolean> {
  return fs.lstat(path).then(
    () => true,
    () => false,
  );
}

async function hashOf(path: string): Promise<string | null> {
  try {
    return contentHash(await fs.readFile(path, 'latin1'));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
}

/** Flushes a directory's entries (renames, new files) to the disk; file systems that cannot are skipped. */
export async function syncDirectory(dir: string): Promise<void> {
  let handle;
  try {
    handle = await fs.open(dir, 'r');
    await handle.sync();
  } catch {
    // EINVAL/EISDIR on file systems without directory fsync: nothing more can be done.
  } finally {
    await handle?.close();
  }
}

/** Reads a journal's complete lines (a line cut by a kill is not there). */
function parseJournal(text: string): JournalLine[] {
  const out: JournalLine[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    try {
      out.push(JSON.parse(line) as JournalLine);
    } catch {
      break;
    }
  }
  return out;
}

/** What recovering one journal did. */
interface Recovered {
  readonly committed: boolean;
  readonly completed: string[];
  readonly kept: string[];
  removed: number;
}

async function recoverJournal(dir: string, name: string): Promise<Recovered | undefined> {
  const path = join(dir, name);
  const pidText = name.slice(JOURNAL_PREFIX.length).split('.')[0];
  let text: string;
  try {
    text = await fs.readFile(path, 'latin1');
  } catch {
    return undefined;
  }
  const lines = parseJournal(text);
  const header = lines[0] && 'rvkit' in lines[0] ? lines[0] : undefined;
  if (header && header.host !== hostname()) return undefined; // another machine's save: not ours to judge
  if (alive(header?.pid ?? Number(pidText), header?.start)) return undefined;
  const at = (p: string) => resolve(dir, p);
  const ops = lines.filter((l): l is Extract<JournalLine, { tmp: string }> => 'tmp' in l);
  const committed = lines.some((l) => 'commit' in l);
  const out: Recovered = { committed, completed: [], kept: [], removed: 0 };
  if (committed) {
    const dirs = new Set<string>();
    for (const op of ops) {
      const tmp = at(op.tmp);
      const target = at(op.target);
      if (!(await exists(tmp))) continue; // renamed before the kill
      if ((await hashOf(target)) === op.before) {
        await fs.rename(tmp, target);
        out.completed.push(target);
        dirs.add(dirname(target));
      } else {
        await fs.rm(tmp, { force: true });
        out.kept.push(target);
        out.removed++;
      }
    }
    for (const d of dirs) await syncDirectory(d);
  } else {
    for (const op of ops) {
      if (await exists(at(op.tmp))) {
        await fs.rm(at(op.tmp), { force: true });
        out.removed++;
      }
    }
    const made = lines.filter((l): l is { mkdir: string } => 'mkdir' in l).map((l) => at(l.mkdir));
    for (const d of made.reverse()) await fs.rmdir(d).catch(() => undefined);
  }
  await fs.rm(path, { force: true });
  return out;
}

/**
 * Finishes every save into `dir` that a process no longer running left half-done (see the top of this file),
 * and says what it did through `report` (standard error by default). Safe to call at any time: a journal of
 * a live process is left alone.
 */
export async function recoverDirectory(
  dir: string,
  report: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): Promise<void> {
  let all: string[];
  try {
    // One system call, made at every save and load: read synchronously (an asynchronous read waits for a
    // thread of the pool, which on a busy machine costs more than the read).
    all = readdirSync(dir);
  } catch {
    return;
  }
  if (!all.some((n) => n.startsWith(JOURNAL_PREFIX) || TEMP_NAME.test(n))) return;
  const names = all.filter((n) => n.startsWith(JOURNAL_PREFIX));
  let unfinished = false;
  for (const name of names) {
    const r = await recoverJournal(dir, name);
    if (!r) {
      unfinished = true;
      continue;
    }
    const temps = r.removed > 0 ? `; removed ${r.removed} temporary file(s) it left` : '';
    if (!r.committed) {
      report(
        `rvkit: ${dir}: rolled back a save interrupted before its commit point: no file changed${temps}`,
      );
      continue;
    }
    const done =
      r.completed.length > 0 ? `; completed ${r.completed.join(', ')}` : '; every file was already in place';
    const kept =
      r.kept.length > 0
        ? `; ${r.kept.join(', ')} changed since then and kept as it is (not given the save's text)`
        : '';
    report(`rvkit: ${dir}: completed a save interrupted after its commit point${done}${kept}`);
  }
  // A save of one file has no journal: the temporary file a killed one left is removed (not while a journal
  // here is unfinished: its temporary files are its own).
  if (unfinished) return;
  let removed = 0;
  for (const name of names.length > 0 ? await fs.readdir(dir) : all) {
    const m = TEMP_NAME.exec(name);
    if (!m || alive(Number(m[1]), undefined)) continue;
    // A file, or a directory staged whole (a calibration's copy of a model).
    await fs.rm(join(dir, name), { recursive: true, force: true });
    removed++;
  }
  if (removed > 0) report(`rvkit: ${dir}: removed ${removed} temporary file(s) left by a killed rvkit run`);
}

/** The name of a save's temporary file: `.<name>.rvkit-<pid>-<random>.tmp`. */
export const TEMP_NAME = /^\..+\.rvkit-(\d+)-[0-9a-f]{8}\.tmp$/;

/** The temporary file a save stages beside `path`. */
export function tempBeside(path: string): string {
  return join(dirname(path), `.${basename(path)}.rvkit-${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
}
