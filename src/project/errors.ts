/** Errors of model directories: nothing to load, several models to choose from, files changed behind our back. */

/** A model directory cannot be loaded or saved as asked. */
export class ProjectError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProjectError';
  }
}

/** A file changed on disk after it was loaded: saving would overwrite someone else's edit. */
export class ProjectConflictError extends ProjectError {
  constructor(readonly paths: readonly string[]) {
    super(
      `changed on disk since the model was loaded, not overwritten: ${paths.join(', ')} ` +
        '(load the model again, or save with { force: true })',
    );
    this.name = 'ProjectConflictError';
  }
}
