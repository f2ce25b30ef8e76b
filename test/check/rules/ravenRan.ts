/**
 * Rules against Raven itself: a corpus model is copied, shortened and changed, Raven runs it, and rvkit checks
 * the same copy; the test compares Raven's verdict (completes, fails, crashes, crashes after SIMULATION COMPLETE)
 * and its lines with rvkit's diagnostics, so Raven's own run decides what a rule must say.
 */
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { checkProject } from '../../../src/check/checkProject.js';
import type { Diagnostic } from '../../../src/ast/nodes.js';
import { fileHost } from '../../../src/project/fileHost.js';
import { loadProject } from '../../../src/project/load.js';
import { copyCorpusModel } from '../../paths.js';
import { ravenVerdict, type RavenVerdict } from '../oracle/raven.js';
import { shorten } from '../oracle/shorten.js';
import { applyEdits, type CorpusModel, type Replace } from './harness.js';

/** What both said about a changed model. */
export interface Ran {
  readonly raven: RavenVerdict;
  /** rvkit's diagnostics of the rule, as `file:line:col: severity: message`. */
  readonly rvkit: readonly string[];
}

/** Raven's verdict and rvkit's diagnostics on a shortened copy of a corpus model with the edits applied (`engine`: another Raven than the default). */
export async function ravenAndRvkit(
  model: CorpusModel,
  edits: readonly Replace[],
  files: Readonly<Record<string, Uint8Array>> = {},
  engine?: string,
): Promise<{ raven: RavenVerdict; diagnostics: readonly Diagnostic[]; where: (d: Diagnostic) => string }> {
  const root = await mkdtemp(join(tmpdir(), 'rvkit-ran-'));
  try {
    const dir = copyCorpusModel(model.dir, join(root, 'model'));
    // Extra files (path relative to the model folder → bytes), such as an .rvm the base model lacks.
    for (const [file, bytes] of Object.entries(files)) writeFileSync(join(dir, file), bytes);
    await shorten(dir, model.stem);
    applyEdits(dir, edits);
    const raven = await ravenVerdict(dir, model.stem, engine);
    const project = await loadProject(dir, { stem: model.stem });
    const diagnostics = await checkProject(project, { host: fileHost(dir) });
    const where = (d: Diagnostic) =>
      `${d.file.startsWith('/') ? relative(dir, d.file) : d.file}:${d.line}:${d.column}`;
    return { raven, diagnostics, where };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/** Runs Raven and rvkit check on a shortened copy of a corpus model with the edits; keeps `code`'s findings. */
export async function ravenRan(model: CorpusModel, edits: readonly Replace[], code: string): Promise<Ran> {
  const { raven, diagnostics, where } = await ravenAndRvkit(model, edits);
  return {
    raven,
    rvkit: diagnostics.filter((d) => d.code === code).map((d) => `${where(d)}: ${d.severity}: ${d.message}`),
  };
}
