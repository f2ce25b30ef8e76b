/**
 * Error rules against Raven itself: a corpus model is copied, shortened and changed, Raven runs it, and rvkit
 * check reads the same copy. The test then compares Raven's verdict and ERROR lines with rvkit's errors, so
 * Raven's own run decides what the rule must say.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { checkProject } from '../../../src/check/checkProject.js';
import { fileHost } from '../../../src/project/fileHost.js';
import { loadProject } from '../../../src/project/load.js';
import { copyCorpusModel } from '../../paths.js';
import { ravenVerdict } from '../oracle/raven.js';
import { shorten } from '../oracle/shorten.js';
import { applyEdits, type CorpusModel, type Replace } from './harness.js';

/** What Raven and rvkit said of one changed model. */
export interface Decided {
  /** Raven stopped (an ERROR line, or no completion). */
  readonly ravenFails: boolean;
  /** Raven's ERROR lines, without the `ERROR    : ` prefix, once each. */
  readonly ravenErrors: readonly string[];
  /** rvkit's errors, as `file:line:col: message [code]`. */
  readonly rvkit: readonly string[];
}

/** Runs Raven and rvkit check on a shortened copy of a corpus model with the edits applied. */
export async function ravenDecided(model: CorpusModel, edits: readonly Replace[]): Promise<Decided> {
  const root = await mkdtemp(join(tmpdir(), 'rvkit-decided-'));
  try {
    const dir = copyCorpusModel(model.dir, join(root, 'model'));
    await shorten(dir, model.stem);
    applyEdits(dir, edits);
    const raven = await ravenVerdict(dir, model.stem);
    const project = await loadProject(dir, { stem: model.stem });
    const errors = (await checkProject(project, { host: fileHost(dir) })).filter(
      (d) => d.severity === 'error',
    );
    return {
      ravenFails: raven.fails,
      ravenErrors: [...new Set(raven.errors.map((e) => e.replace(/^ERROR\s*:\s*/, '')))],
      rvkit: errors.map((d) => `${relative(dir, d.file)}:${d.line}:${d.column}: ${d.message} [${d.code}]`),
    };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
