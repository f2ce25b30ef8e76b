/** Shared by the engine tests: the real engine, and corpus models copied to temporary directories. */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findEngine } from '../../src/engine/index.js';
import { copyCorpusModel, repoRoot } from '../paths.js';
/** The engine fixtures (real Raven_errors.txt files). */
export const FIXTURES = join(repoRoot, 'test/fixtures/engine');

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

/** Copies a corpus model folder into a fresh temporary directory (the corpus is read-only). */
export async function copyModel(model: { dir: string }): Promise<string> {
  return copyCorpusModel(model.dir, join(await tempDir(), 'model'));
}

/** Rewrites one file of a copied model. */
export async function editFile(path: string, edit: (text: string) => string): Promise<void> {
  await writeFile(path, edit(await readFile(path, 'utf8')));
}
