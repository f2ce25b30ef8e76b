/**
 * Writing a calibration's best set back into the model (or into a copy of it, `-o`): the files holding
 * parameter values are saved through the project (`saveProject`: only files whose text changed, each
 * written atomically, refused when a file changed on disk since it was loaded), so only the characters of
 * the values differ; a template's file is written whole from the template.
 */
import { cp } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { parseRv } from '../../parser/parseRv.js';
import { writeFileAtomic } from '../../project/atomicWrite.js';
import { loadProject } from '../../project/load.js';
import type { Project } from '../../project/project.js';
import { saveProject } from '../../project/save.js';
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
): Promise<string[]> {
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
  const written: string[] = [];
  for (const f of files) {
    if (!f.varies) continue;
    const text = f.render(texts, false);
    if (f.template !== null) {
      const path = join(target.dir, f.rel);
      await writeFileAtomic(path, text);
      written.push(path);
      continue;
    }
    const file = target.files.find((t) => relative(target.dir, t.path) === f.rel);
    if (!file) throw new Error(`${f.rel} is not in the copy of the model`);
    file.doc = parseRv(text, { fileType: file.fileType, fileName: file.doc.fileName });
  }
  const saved = await saveProject(target);
  return [...written, ...saved.written];
}
