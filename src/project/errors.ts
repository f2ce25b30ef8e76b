/**
 * Errors of model directories: nothing to load, several models to choose from, and every reason a save writes
 * nothing (a file changed behind our back, a file outside the directory, a read-only file) or stops half-way.
 */

/** A model directory cannot be loaded or saved as asked. */
export class ProjectError extends Error {
  constructor(
    message: string,
    /** The files the error is about (empty when it is about the directory). */
    readonly paths: readonly string[] = [],
  ) {
    super(message);
    this.name = 'ProjectError';
  }
}

/** A file changed on disk after it was loaded: saving would overwrite someone else's edit. Nothing was written. */
export class ProjectConflictError extends ProjectError {
  constructor(paths: readonly string[]) {
    super(
      `changed on disk since the model was loaded, not overwritten: ${paths.join(', ')} ` +
        '(load the model again, or save with { force: true }); no file was changed',
      paths,
    );
    this.name = 'ProjectConflictError';
  }
}

/** A file to be created exists already with other content. Nothing was written. */
export class FileExistsError extends ProjectError {
  constructor(paths: readonly string[]) {
    super(
      `already exist and would be overwritten (pass overwrite): ${paths.join(', ')}; no file was changed`,
      paths,
    );
    this.name = 'FileExistsError';
  }
}

/** Files that lie outside the directory the caller named (a redirect to `../x`, an absolute path, a link
 * leading out). Nothing was written. */
export class OutsideRootError extends ProjectError {
  constructor(
    paths: readonly string[],
    /** The directory the caller named. */
    readonly root: string,
    /** How the caller allows it (`--allow-outside`, `{ allowOutside: true }`). */
    option = '{ allowOutside: true }',
  ) {
    super(
      `outside ${root}, not written: ${paths.join(', ')} (writing outside the directory needs ${option}); ` +
        'no file was changed',
      paths,
    );
    this.name = 'OutsideRootError';
  }
}

/** Files the user cannot write (read-only files, or files in a read-only directory). Nothing was written. */
export class ReadOnlyError extends ProjectError {
  constructor(
    paths: readonly string[],
    /** Why, per file: "the file is read-only", "its directory is read-only". */
    why: string,
  ) {
    super(`cannot write ${paths.join(', ')}: permission denied (${why}); no file was changed`, paths);
    this.name = 'ReadOnlyError';
  }
}

/**
 * A save failed on the file system (disk full, I/O error, permission refused by the system) while writing
 * `path`. `written` and `notWritten` say where every file stands: before the commit point nothing was written.
 */
export class SaveError extends ProjectError {
  constructor(
    message: string,
    /** The file being written when the failure happened. */
    readonly path: string,
    /** Files that hold their new text. */
    readonly written: readonly string[],
    /** Files that still hold their old text (or do not exist, for new ones). */
    readonly notWritten: readonly string[],
    /** The system's error code (ENOSPC, EIO, EACCES …). */
    readonly code: string | undefined,
  ) {
    super(message, [path]);
    this.name = 'SaveError';
  }
}
