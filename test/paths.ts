/** Where tests find things: the repository root, the project's corpus and the shared corpus beside it. */
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (tests run compiled from dist/test/). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Real public model directories, beside the clone (never copied into it). */
export const sharedCorpus = resolve(repoRoot, '..', 'shared', 'corpus');
/** The project's own example models. */
export const ownCorpus = join(repoRoot, 'corpus');

const RV = /\.rv[iphtcme](\.tpl)?$/;

/** Every RV file (.rvi .rvh .rvp .rvt .rvc .rve and .tpl templates) under a directory, sorted. */
export function rvFilesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (RV.test(name)) out.push(p);
    }
  };
  walk(dir);
  return out;
}
