/**
 * Writing a calibration's best set back into the model (or into a copy of it, `-o`) through the project's one
 * write path (`writeFiles`: all files or none, journaled, a file changed on disk since it was loaded refused,
 * modes and links kept): the files holding parameter values get their text with only the values changed, a
 * template's file is written whole from the template. A copy is made whole in a temporary directory beside
 * its destination, then renamed into place: a killed calibration leaves no half copy, and a directory that
 * already holds other files is never written into (one holding this very copy, from a run killed before it
 * finished, is left as it is).
 */
import { chmod, cp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { ProjectError } from '../../project/errors.js';
import { recoverDirectory, syncDirectory, tempBeside } from '../../project/journal.js';
import { loadProject } from '../../project/load.js';
import type { Project } from '../../project/project.js';
import { writeFiles, type FileWrite } from '../../project/writeFiles.js';
import type { ModelFile } from './modelFiles.js';

/**
 * Writes the best set's value texts into `project`'s files, or into a copy of the model directory at
 * `output` (every file but `exclude`, then the same edits there). Returns the paths written.
 */
export async function writeBack(
  project: Project,
  files: readonly ModelFile[],
  texts: ReadonlyMap<string, string>,
  output: string | null,
  exclude: readonly string[],
): Promise<readonly string[]> {
  let target = project;
  let dest: string | undefined;
  let stage: string | undefined;
  if (output !== null) {
    dest = resolve(output);
    // A copy a killed run left half-made beside it is removed first.
    await recoverDirectory(dirname(dest));
    stage = tempBeside(dest);
    const skip = exclude.map((e) => resolve(e));
    await cp(project.dir, stage, {
      recursive: true,
      filter: (source) => !skip.some((e) => resolve(source) === e || resolve(source).startsWith(`${e}/`)),
    });
    await ownerWritable(stage);
    target = await loadProject(join(stage, relative(project.dir, project.files[0]!.path)));
  }
  const writes: FileWrite[] = [];
  for (const f of files) {
    if (!f.varies) continue;
    const text = f.render(texts, 'model');
    if (f.template !== null) {
      // The file a template stands for: whatever it holds is replaced.
      writes.push({ path: join(target.dir, f.rel), text });
      continue;
    }
    const file = target.files.find((t) => relative(target.dir, t.path) === f.rel);
    if (!file) throw new Error(`${f.rel} is not in the copy of the model`);
    writes.push({ path: file.path, text, before: file.text });
  }
  try {
    const result = await writeFiles(target.dir, writes);
    if (stage === undefined || dest === undefined) return result.written;
    const inDest = (p: string) => join(dest!, relative(stage!, p));
    const held = await readdir(dest).catch(() => [] as string[]);
    if (held.length > 0) {
      const differ = await differences(stage, dest);
      if (differ.length > 0) {
        const named = differ.map(inDest);
        throw heldOutput(dest, named, 'and resume (every evaluation is in the journal)');
      }
      return result.written.map(inDest); // the copy a killed run renamed into place
    }
    await rename(stage, dest); // over nothing, or over an empty directory
    await syncDirectory(dirname(dest));
    return result.written.map(inDest);
  } finally {
    if (stage !== undefined) await rm(stage, { recursive: true, force: true });
  }
}

/** The files of `dest` that are not in `stage` with the same bytes (the user's); `dest` itself when it holds
 * only files of the copy but not all of them. */
async function differences(stage: string, dest: string): Promise<string[]> {
  const files = async (dir: string): Promise<string[]> =>
    (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((e) => !e.isDirectory())
      .map((e) => relative(dir, join(e.parentPath, e.name)));
  const theirs = await files(dest);
  const out: string[] = [];
  for (const rel of theirs) {
    const ours = await readFile(join(stage, rel)).catch(() => undefined);
    if (!ours?.equals(await readFile(join(dest, rel)))) out.push(join(stage, rel));
  }
  if (out.length === 0 && (await files(stage)).length !== theirs.length) out.push(stage);
  return out;
}

/** The error of a copy's directory that holds other files (`next`: what to do after naming another). */
function heldOutput(dest: string, named: readonly string[], next: string): ProjectError {
  return new ProjectError(
    `${dest} already holds other files (${named.slice(0, 5).join(', ')}${named.length > 5 ? ' …' : ''}): ` +
      `nothing was written there: name a new or empty directory for the calibrated copy ${next}`,
    [...named],
  );
}

/**
 * Refuses, before any evaluation, a directory for the calibrated copy that already holds files: a new calibration
 * would otherwise run to its end and only then find it cannot write there. (A resumed one may find there the copy
 * a killed run renamed into place: `writeBack` judges that at the end.)
 */
export async function refuseHeldOutput(dest: string): Promise<void> {
  const held = await readdir(dest, { recursive: true, withFileTypes: true }).catch(() => []);
  const named = held.filter((e) => !e.isDirectory()).map((e) => join(e.parentPath, e.name));
  if (named.length > 0) throw heldOutput(dest, named, '(-o DIR)');
}

/**
 * Gives the owner write permission on a copy's directories and files: `cp` keeps the modes of a read-only
 * model (an archived one, a shared corpus), and the calibrated copy is the user's to write into and edit.
 */
async function ownerWritable(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const path of [
    dir,
    ...entries.filter((e) => !e.isSymbolicLink()).map((e) => join(e.parentPath, e.name)),
  ]) {
    const { mode } = await stat(path);
    if ((mode & 0o200) === 0) await chmod(path, (mode & 0o7777) | 0o200);
  }
}

/**
 * Refuses, before any evaluation, to calibrate a model in place whose files that take the values are read-only:
 * writeFiles never saves over a read-only file, and the calibration would find it only at its end.
 */
export async function refuseReadOnlyModel(project: Project, files: readonly ModelFile[]): Promise<void> {
  for (const f of files) {
    if (!f.varies) continue;
    const path = join(project.dir, f.rel);
    const mode = await stat(path).then(
      (s) => s.mode,
      () => undefined,
    );
    if (mode !== undefined && (mode & 0o200) === 0)
      throw new ProjectError(
        `${path} is read-only: the best set could not be written back into it; give -o DIR for a calibrated copy, or --no-write-back`,
        [path],
      );
  }
}
