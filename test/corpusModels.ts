/** Every model of the shared corpus and of the project's own corpus (each folder's `.rvi` files), in order. */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { findModels, type ModelEntry } from '../src/project/discover.js';
import { ownCorpus, sharedCorpus } from './paths.js';

function directories(root: string): string[] {
  const out = [root];
  for (const n of readdirSync(root).sort())
    if (statSync(join(root, n)).isDirectory()) out.push(...directories(join(root, n)));
  return out;
}

/** The models of both corpora. */
export async function corpusModels(): Promise<ModelEntry[]> {
  const dirs = [...directories(sharedCorpus), ...directories(ownCorpus)];
  return (await Promise.all(dirs.map((d) => findModels(d)))).flat();
}
