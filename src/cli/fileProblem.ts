/** A file system error as a user reads it: the path and what is wrong, not Node's own wording. */

const WHAT: Readonly<Record<string, string>> = {
  ENOENT: 'no such file or directory',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOTDIR: 'a part of the path is not a directory',
  EISDIR: 'a directory, not a file',
};

/** `path: what is wrong` for a Node file system error, else the error's message. */
export function fileProblem(error: unknown): string {
  const e = error as NodeJS.ErrnoException;
  const what = e.code === undefined ? undefined : WHAT[e.code];
  return what !== undefined && e.path !== undefined ? `${e.path}: ${what}` : (e.message ?? String(error));
}
