/**
 * The error of a file rvkit does not read (a FIFO, a device, a directory, a socket, or a file over the size
 * limit: see regularFile.ts). Kept apart from the reader, which uses Node, so that the loader's core
 * (loadFrom.ts, which also runs in a browser) can tell it from other errors.
 */

/** A file that rvkit does not read: not a regular file, or larger than the limit. */
export class UnreadableFileError extends Error {
  override readonly name = 'UnreadableFileError';
  /** Same code for every refusal, for callers that test `code` as they do with Node's errors. */
  readonly code = 'EUNREADABLE';

  constructor(
    readonly path: string,
    /** Why, as the end of a sentence that starts with the file's name: "is a FIFO (named pipe): …". */
    readonly reason: string,
  ) {
    super(`${path} ${reason}`);
  }
}
