/**
 * Error rules against Raven itself: a corpus model is copied, shortened and changed, Raven runs it, and rvkit
 * checks it; the test compares Raven's verdict (completes, fails, crashes, crashes after SIMULATION COMPLETE)
 * with rvkit's diagnostics of one rule.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { checkProject } from '../../../src/check/checkProject.js';
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

/** Runs Raven and rvkit check on a shortened copy of a corpus model with the edits; keeps `code`'s findings. */
export async function ravenRan(model: CorpusModel, edits: readonly Replace[], code: string): Promise<Ran> {
  const root = await mkdtemp(join(tmpdir(), 'rvkit-ran-'));
  try {
    const dir = copyCorpusModel(model.dir, join(root, 'model'));
    await shorten(dir, model.stem);
    applyEdits(dir, edits);
    const raven = await ravenVerdict(dir, model.stem);
    const project = await loadProject(dir, { stem: model.stem });
    const found = (await checkProject(project, { host: fileHost(dir) })).filter((d) => d.code === code);
    return {
      raven,
      rvkit: found.map(
        (d) =>
          `${d.file.startsWith('/') ? relative(dir, d.file) : d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message}`,
      ),
    };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
