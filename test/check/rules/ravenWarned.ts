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
 * into both copies (a model that silences its warnings with :SuppressWarnings, made to write them).
 */
export async function ravenWarned(
  model: CorpusModel,
  edits: readonly Replace[],
  files: Readonly<Record<string, Uint8Array>> = {},
  common: readonly Replace[] = [],
): Promise<Warned> {
  return (await ravenWarnedEach(model, [{ edits, files }], common))[0]!;
}

/** One changed copy of `ravenWarnedEach`: its edits and extra files. */
export interface Mutant {
  readonly edits: readonly Replace[];
  readonly files?: Readonly<Record<string, Uint8Array>>;
}

/**
 * `ravenWarned` for several changed copies of one model, against one run of the unchanged copy (each run of
 * Raven costs CI time: a test file's cases share it).
 */
export async function ravenWarnedEach(
  model: CorpusModel,
  mutants: readonly Mutant[],
  common: readonly Replace[] = [],
): Promise<Warned[]> {
  const root = await mkdtemp(join(tmpdir(), 'rvkit-warned-'));
  try {
    const both = async (name: string, changes: readonly Replace[], extra = {}) => {
      const dir = copyCorpusModel(model.dir, join(root, name));
      for (const [file, bytes] of Object.entries<Uint8Array>(extra)) writeFileSync(join(dir, file), bytes);
      await shorten(dir, model.stem);
      applyEdits(dir, [...common, ...changes]);
      const raven = await ravenVerdict(dir, model.stem);
      const project = await loadProject(dir, { stem: model.stem });
      const found = (await checkProject(project, { host: fileHost(dir) })).filter((d) => d.ravenWarning);
      return { dir, raven, found };
    };
    const base = await both('base', []);
    const baseIds = new Set(base.found.map((d) => d.ravenWarning!));
    const out: Warned[] = [];
    for (const [i, m] of mutants.entries()) {
      const mutant = await both(`mutant${i}`, m.edits, m.files ?? {});
      const fresh = newWarnings(mutant.raven.warnings, base.raven.warnings);
      const predicted = mutant.found.filter((d) => !baseIds.has(d.ravenWarning!));
      // Some messages are written from two places (the .rvt's and the .rve's :AssimilateStreamflow): a line is
      // the predicted one of the warnings it matches, if any.
      const claimed = new Set(predicted.map((d) => d.ravenWarning!));
      const idOf = (w: string) => {
        const ids = ravenWarningsOf(w).map((r) => r.id);
        return ids.find((id) => claimed.has(id)) ?? ids[0] ?? `? ${w}`;
      };
      out.push({
        completes: !mutant.raven.fails,
        raven: [...new Set(fresh.map(idOf))].sort(),
        rvkit: [...new Set(predicted.map((d) => d.ravenWarning!))].sort(),
        shown: predicted.map(
          (d) => `${relative(mutant.dir, d.file)}:${d.line}:${d.column}: ${d.message} [${d.code}]`,
        ),
      });
    }
    return out;
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
