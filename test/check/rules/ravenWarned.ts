/**
 * Warning rules against Raven itself: a corpus model is copied, shortened and changed, Raven runs it, and the
 * test compares the WARNING lines Raven writes beyond those of the unchanged model with the Raven warnings
 * rvkit check predicts (by their ids in grammar/ravenWarnings.ts).
 */
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ravenWarningsOf } from '../../../grammar/ravenWarningMatch.js';
import { checkProject } from '../../../src/check/checkProject.js';
import { fileHost } from '../../../src/project/fileHost.js';
import { loadProject } from '../../../src/project/load.js';
import { copyCorpusModel } from '../../paths.js';
import { newWarnings } from '../oracle/oracle.js';
import { ravenVerdict } from '../oracle/raven.js';
import { shorten } from '../oracle/shorten.js';
import { applyEdits, type CorpusModel, type Replace } from './harness.js';

/** What both said about a changed model. */
export interface Warned {
  /** Raven completed the run. */
  readonly completes: boolean;
  /** The ids of the warnings Raven wrote beyond the unchanged model's. */
  readonly raven: readonly string[];
  /** The ids of the Raven warnings rvkit predicts beyond the unchanged model's. */
  readonly rvkit: readonly string[];
  /** rvkit's diagnostics that predict them, as `file:line:col: message [code]`. */
  readonly shown: readonly string[];
}

/**
 * Runs Raven and rvkit check on a shortened copy of a corpus model, unchanged and with the edits (and the extra
 * files, path relative to the model folder → bytes, written into the changed copy only). `common` edits go
 * into both copies (a model that silences its warnings with :SuppressWarnings, made to write them). `also`:
 * another Raven than the default one (`engine`: the lp_solve build, for the management file's warnings) and
 * files written into both copies before the changed copy's own (`baseFiles`: an .rvm Raven needs in both).
 */
export async function ravenWarned(
  model: CorpusModel,
  edits: readonly Replace[],
  files: Readonly<Record<string, Uint8Array>> = {},
  common: readonly Replace[] = [],
  also: { readonly engine?: string; readonly baseFiles?: Readonly<Record<string, Uint8Array>> } = {},
): Promise<Warned> {
  const root = await mkdtemp(join(tmpdir(), 'rvkit-warned-'));
  try {
    const both = async (name: string, changes: readonly Replace[], extra = {}) => {
      const dir = copyCorpusModel(model.dir, join(root, name));
      for (const [file, bytes] of Object.entries<Uint8Array>({ ...also.baseFiles, ...extra }))
        writeFileSync(join(dir, file), bytes);
      await shorten(dir, model.stem);
      applyEdits(dir, [...common, ...changes]);
      const raven = await ravenVerdict(dir, model.stem, also.engine);
      const project = await loadProject(dir, { stem: model.stem });
      const found = (await checkProject(project, { host: fileHost(dir) })).filter((d) => d.ravenWarning);
      return { dir, raven, found };
    };
    const base = await both('base', []);
    const mutant = await both('mutant', edits, files);
    const fresh = newWarnings(mutant.raven.warnings, base.raven.warnings);
    const baseIds = new Set(base.found.map((d) => d.ravenWarning!));
    const predicted = mutant.found.filter((d) => !baseIds.has(d.ravenWarning!));
    // Some messages are written from two places (the .rvt's and the .rve's :AssimilateStreamflow): a line is
    // the predicted one of the warnings it matches, if any.
    const claimed = new Set(predicted.map((d) => d.ravenWarning!));
    const idOf = (w: string) => {
      const ids = ravenWarningsOf(w).map((r) => r.id);
      return ids.find((id) => claimed.has(id)) ?? ids[0] ?? `? ${w}`;
    };
    return {
      completes: !mutant.raven.fails,
      raven: [...new Set(fresh.map(idOf))].sort(),
      rvkit: [...new Set(predicted.map((d) => d.ravenWarning!))].sort(),
      shown: predicted.map(
        (d) => `${relative(mutant.dir, d.file)}:${d.line}:${d.column}: ${d.message} [${d.code}]`,
      ),
    };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
