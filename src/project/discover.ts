/** Finding the model in a directory: the .rvi to run, and its stem. */
import { promises as fs } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { ProjectError } from './errors.js';
import type { ModelEntry } from './loadFrom.js';

export type { ModelEntry } from './loadFrom.js';

const RVI = /\.rvi(\.tpl)?$/i;

/** Every model (every .rvi, or .rvi.tpl without an .rvi beside it) directly inside a directory, sorted. */
export async function findModels(dir: string): Promise<ModelEntry[]> {
  const abs = resolve(dir);
  const names = (await fs.readdir(abs)).filter((n) => RVI.test(n)).sort();
  const stems = new Map<string, string>();
  for (const name of names) {
    const stem = name.replace(RVI, '');
    if (!stems.has(stem) || !name.endsWith('.tpl')) stems.set(stem, name);
  }
  return [...stems].map(([stem, name]) => ({ dir: abs, stem, rvi: join(abs, name) }));
}

/** The model named by a path: an .rvi file, or a directory holding exactly one (or the one with `stem`). */
export async function findModel(pathToRviOrDir: string, stem?: string): Promise<ModelEntry> {
  const abs = resolve(pathToRviOrDir);
  const stat = await fs.stat(abs).catch(() => undefined);
  if (!stat)
    throw new ProjectError(
      `${pathToRviOrDir}: no such file or directory (give a model directory or its .rvi file)`,
    );
  if (!stat.isDirectory()) {
    if (!RVI.test(abs))
      throw new ProjectError(`${pathToRviOrDir}: not an .rvi file (give a model directory or its .rvi file)`);
    return { dir: dirname(abs), stem: basename(abs).replace(RVI, ''), rvi: abs };
  }
  const models = await findModels(abs);
  if (stem !== undefined) {
    const found = models.find((m) => m.stem === stem);
    if (!found) throw new ProjectError(`${pathToRviOrDir}: no ${stem}.rvi in this directory`);
    return found;
  }
  if (models.length === 1) return models[0];
  if (models.length === 0)
    throw new ProjectError(
      `${pathToRviOrDir}: no .rvi file in this directory (give the directory that holds the model's .rvi)`,
    );
  throw new ProjectError(
    `${pathToRviOrDir}: ${models.length} models in this directory (${models.map((m) => m.stem).join(', ')}); ` +
      'name the .rvi file or give the stem',
  );
}
