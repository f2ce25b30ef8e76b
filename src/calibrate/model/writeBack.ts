/**
 * Writing a calibration's best set back into the model (or into a copy of it, `-o`) through the project's one
 * write path (`writeFiles`: all files or none, journaled, a file changed on disk since it was loaded refused,
 * modes and links kept): the files holding parameter values get their text with only the values changed, a
 * template's file is written whole from the template.
 */
import { cp } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
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
  if (output !== null) {
    const dest = resolve(output);
    const skip = exclude.map((e) => resolve(e));
    await cp(project.dir, dest, {
      recursive: true,
      filter: (source) => !skip.some((e) => resolve(source) === e || resolve(source).startsWith(`${e}/`)),
    });
    target = await loadProject(join(dest, relative(project.dir, project.files[0]!.path)));
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
  const result = await writeFiles(target.dir, writes);
  return result.written;
}
