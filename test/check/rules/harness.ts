/**
 * Rule tests on real corpus models: a model folder is copied, some text of its files is replaced, the copy is
 * loaded and checked, and the test compares the exact diagnostics of one rule (`file:line:col: severity:
 * message [code]`, the file relative to the model folder).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Diagnostic } from '../../../src/ast/nodes.js';
import { checkProject } from '../../../src/check/checkProject.js';
import { fileHost } from '../../../src/project/fileHost.js';
import { loadProject } from '../../../src/project/load.js';
import { copyCorpusModel } from '../../paths.js';

/** A corpus model: its folder (relative to the corpus) and its .rvi stem. */
export interface CorpusModel {
  readonly dir: string;
  readonly stem: string;
}

/** Corpus models the rule tests use. */
export const CORPUS = {
  irondequoit: {
    dir: 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Irondequoit',
    stem: 'Irondequoit',
  },
  nith: { dir: 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Nith', stem: 'Nith' },
  alouette: {
    dir: 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Alouette',
    stem: 'Alouette_ws',
  },
  coquitlam: {
    dir: 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Coquitlam',
    stem: 'Coquitlam_ws',
  },
  revelstoke: {
    dir: 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Revelstoke',
    stem: 'Revelstoke_ws',
  },
  salmonGr4j: {
    dir: 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Salmon_GR4J',
    stem: 'raven-gr4j-salmon',
  },
  salmonHbv: {
    dir: 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Salmon_HBV',
    stem: 'raven-hbv-salmon',
  },
  gr4jNetcdf: { dir: 'Ouranosinc__raven-testdata/raven-gr4j-cemaneige', stem: 'raven-gr4j-salmon' },
  hbvec: { dir: 'Ouranosinc__raven-testdata/raven-hbvec', stem: 'raven-hbvec-salmon' },
  hmets: { dir: 'Ouranosinc__raven-testdata/raven-hmets', stem: 'raven-hmets-salmon' },
  mohyse: { dir: 'Ouranosinc__raven-testdata/raven-mohyse', stem: 'raven-mohyse-salmon' },
} as const satisfies Record<string, CorpusModel>;

/** A text replacement in one file of the model: `from` must occur in the file (its first occurrence changes). */
export interface Replace {
  readonly file: string;
  readonly from: string | RegExp;
  readonly to: string;
}

const dirs: string[] = [];

/**
 * Copies a corpus model, applies the replacements, writes the extra files (path relative to the model folder →
 * bytes), and returns every diagnostic of `checkProject`.
 */
export async function checkMutated(
  model: CorpusModel,
  edits: readonly Replace[] = [],
  files: Readonly<Record<string, Uint8Array>> = {},
): Promise<Shown[]> {
  const dir = await mkdtemp(join(tmpdir(), 'rvkit-rule-'));
  dirs.push(dir);
  const copy = copyCorpusModel(model.dir, join(dir, 'model'));
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(copy, name), bytes);
  applyEdits(copy, edits);
  const project = await loadProject(copy, { stem: model.stem });
  const diagnostics = await checkProject(project, { host: fileHost(copy) });
  return diagnostics.map((d) => shown(d, copy));
}

/** Applies the replacements to the files of a model folder (each `from` must occur: its first occurrence changes). */
export function applyEdits(dir: string, edits: readonly Replace[]): void {
  for (const e of edits) {
    const path = join(dir, e.file);
    const text = readFileSync(path, 'latin1');
    const found = typeof e.from === 'string' ? text.includes(e.from) : e.from.test(text);
    if (!found) throw new Error(`${e.file}: '${String(e.from)}' not found`);
    writeFileSync(path, text.replace(e.from, e.to), 'latin1');
  }
}

/** A diagnostic as one line, its file relative to the model folder. */
export type Shown = string;

function shown(d: Diagnostic, root: string): Shown {
  const file = d.file.startsWith('/') ? relative(root, d.file) : d.file;
  return `${file}:${d.line}:${d.column}: ${d.severity}: ${d.message} [${d.code}]`;
}

/** The diagnostics of one rule code. */
export function only(code: string, list: readonly Shown[]): Shown[] {
  return list.filter((s) => s.endsWith(`[${code}]`));
}

/** Removes the copies made by `checkMutated`. */
export async function cleanUp(): Promise<void> {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
}
