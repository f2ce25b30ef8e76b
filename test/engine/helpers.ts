/** Shared by the engine tests: the real engine, and corpus models copied to temporary directories. */
import { chmod, cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findEngine } from '../../src/engine/index.js';

// Tests run from dist/test/engine/, three levels below the repository root.
export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
/** The shared, read-only corpus of real model directories. */
export const CORPUS = resolve(REPO_ROOT, '../shared/corpus');
/** The engine fixtures (real Raven_errors.txt files). */
export const FIXTURES = join(REPO_ROOT, 'test/fixtures/engine');

/** Corpus models used here: folder and .rvi stem. */
export const MODELS = {
  gr4jCemaneige: { dir: 'Ouranosinc__raven-testdata/raven-gr4j-cemaneige', stem: 'raven-gr4j-salmon' },
  irondequoit: {
    dir: 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Irondequoit',
    stem: 'Irondequoit',
  },
  coquitlam: {
    dir: 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Coquitlam',
    stem: 'Coquitlam_ws',
  },
  salmonGr4j: {
    dir: 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Salmon_GR4J',
    stem: 'raven-gr4j-salmon',
  },
} as const;

/** The real Raven executable (throws EngineNotFoundError, with the install hint, when missing). */
export function ravenBinary(): string {
  return findEngine().path;
}

const temporary: string[] = [];

/** A new temporary directory, removed by `removeTemporaryDirs`. */
export async function tempDir(label = 'rvkit-engine-'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), label));
  temporary.push(dir);
  return dir;
}

/** Removes every temporary directory made so far. */
export async function removeTemporaryDirs(): Promise<void> {
  await Promise.all(temporary.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

async function makeWritable(dir: string): Promise<void> {
  await chmod(dir, 0o755);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await makeWritable(path);
    else await chmod(path, 0o644);
  }
}

/** Copies a corpus model folder into a fresh temporary directory (the corpus is read-only). */
export async function copyModel(model: { dir: string }): Promise<string> {
  const dir = join(await tempDir(), 'model');
  await cp(join(CORPUS, model.dir), dir, { recursive: true });
  await makeWritable(dir);
  return dir;
}

/** Rewrites one file of a copied model. */
export async function editFile(path: string, edit: (text: string) => string): Promise<void> {
  await writeFile(path, edit(await readFile(path, 'utf8')));
}
