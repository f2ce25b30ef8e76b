/**
 * Files held in memory (dropped on a web page, or built by a program) as the loader's file source. Paths are
 * POSIX-like, relative to a virtual root; `..` and `.` segments and doubled slashes (Raven's `dir//name`) are
 * folded as a file system would fold them.
 */
import type { ModelEntry, ProjectSource } from './loadFrom.js';

/** Folds `.`, `..` and empty segments of a slash-separated path (backslashes count as slashes). */
export function normalisePath(path: string): string {
  const out: string[] = [];
  for (const part of path.split(/[\\/]+/)) {
    if (part === '' || part === '.') continue;
    if (part === '..') out.pop();
    else out.push(part);
  }
  return out.join('/');
}

/** A file source over `files` (path → text, latin1 as read from bytes). */
export function memorySource(files: ReadonlyMap<string, string>): ProjectSource {
  const byPath = new Map([...files].map(([path, text]) => [normalisePath(path), text]));
  const dirOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('/')));
  return {
    resolve: (dir, name) => normalisePath(name.startsWith('/') ? name : `${dir}/${name}`),
    exists: (path) => byPath.has(normalisePath(path)),
    readText: async (path) => {
      const text = byPath.get(normalisePath(path));
      if (text === undefined) throw new Error(`${path}: no such file`);
      return text;
    },
    siblings: (path) => {
      const dir = dirOf(normalisePath(path));
      return [...byPath.keys()].filter((p) => dirOf(p) === dir).map((p) => p.slice(p.lastIndexOf('/') + 1));
    },
    display: (path) => normalisePath(path),
  };
}

/** The models among in-memory files: one per .rvi (an .rvi.tpl only where there is no .rvi), sorted. */
export function memoryModels(paths: Iterable<string>): ModelEntry[] {
  const stems = new Map<string, ModelEntry>();
  for (const raw of [...paths].map(normalisePath).sort()) {
    const m = /^(?:(.*)\/)?([^/]+)\.rvi(\.tpl)?$/i.exec(raw);
    if (!m) continue;
    const dir = m[1] ?? '';
    const key = `${dir}/${m[2]}`;
    if (!stems.has(key) || !m[3]) stems.set(key, { dir, stem: m[2] as string, rvi: raw });
  }
  return [...stems.values()];
}
