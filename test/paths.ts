/** Where tests find things: the repository root, the project's corpus and the shared corpus beside it. */
import { chmodSync, cpSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cachedEnginePath } from '../src/engine/discovery.js';

/** The repository root (tests run compiled from dist/test/). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Real public model directories, beside the clone (never copied into it). */
export const sharedCorpus = resolve(repoRoot, '..', 'shared', 'corpus');
/**
 * Raven's sources, the version the engine is built from: RAVEN_SRC, else those `scripts/install-engine.sh`
 * unpacks from the raven-hydro source distribution beside the engine (raven-hydro-<version>-src/src).
 */
export const ravenSource =
  process.env.RAVEN_SRC || join(`${dirname(dirname(cachedEnginePath()))}-src`, 'src');
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

/**
 * Copies a model folder of the shared corpus to `dest` and makes the copy writable: the corpus is read-only,
 * and tests edit and run their copies.
 */
export function copyCorpusModel(corpusDir: string, dest: string): string {
  cpSync(join(sharedCorpus, corpusDir), dest, { recursive: true });
  const writable = (dir: string) => {
    chmodSync(dir, 0o755);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) writable(path);
      else chmodSync(path, 0o644);
    }
  };
  writable(dest);
  return dest;
}

/** The basinmaker test product's Raven input (852 subbasins, 1,300 HRUs): the largest .rvh of the corpus. */
export const BASINMAKER_INPUT = 'dustming__basinmaker/Toolbox_QGIS__tests__testdata__02LE024__RavenInput';

/**
 * A writable model at `dest` made of the basinmaker product's .rvh and .rvp (with their redirects) and the
 * project's small GR4J model's .rvi, .rvt and .rvc: the large tables, in a model that loads and checks quickly.
 */
export function copyBasinmakerModel(dest: string): string {
  copyCorpusModel(BASINMAKER_INPUT, dest);
  for (const ext of ['rvi', 'rvt', 'rvc'])
    writeFileSync(
      join(dest, `Mytest_model.${ext}`),
      readFileSync(join(ownCorpus, 'gr4j-tiny', `tiny.${ext}`)),
    );
  return dest;
}
