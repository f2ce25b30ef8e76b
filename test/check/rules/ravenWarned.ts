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
import type { Diagnostic } from '../../../src/ast/nodes.js';
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
  const root = await mkdtemp(join(tmpdir(), 'rvkit-warned-'));
  try {
    const mutant = await bothSaid(root, model, [...common, ...edits], files);
    // The unchanged model's run is shared by every test of a file that starts from the same model.
    const key = JSON.stringify([model.dir, model.stem, common]);
    let base = BASES.get(key);
    if (!base) {
      BASES.set(key, (base = unchanged(model, common)));
      // A failed run is not kept: the next test runs it again.
      base.catch(() => BASES.delete(key));
    }
    const { raven: baseRaven, found: baseFound } = await base;
    const fresh = newWarnings(mutant.raven.warnings, baseRaven.warnings);
    const baseIds = new Set(baseFound.map((d) => d.ravenWarning!));
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

/** What Raven and rvkit said about one copy of a model. */
interface Said {
  readonly dir: string;
  readonly raven: Awaited<ReturnType<typeof ravenVerdict>>;
  readonly found: readonly Diagnostic[];
}

/** The unchanged models' runs, by model and common edits (one per test file: jest loads this module per file). */
const BASES = new Map<string, Promise<Said>>();

/** Raven's run and rvkit's check of a shortened copy of a model, with the edits and extra files, under `root`. */
async function bothSaid(
  root: string,
  model: CorpusModel,
  changes: readonly Replace[],
  extra: Readonly<Record<string, Uint8Array>> = {},
  name = 'mutant',
): Promise<Said> {
  const dir = copyCorpusModel(model.dir, join(root, name));
  for (const [file, bytes] of Object.entries<Uint8Array>(extra)) writeFileSync(join(dir, file), bytes);
  await shorten(dir, model.stem);
  applyEdits(dir, changes);
  const raven = await ravenVerdict(dir, model.stem);
  const project = await loadProject(dir, { stem: model.stem });
  const found = (await checkProject(project, { host: fileHost(dir) })).filter((d) => d.ravenWarning);
  return { dir, raven, found };
}

/** The unchanged model's run, in a folder of its own removed once read. */
async function unchanged(model: CorpusModel, common: readonly Replace[]): Promise<Said> {
  const root = await mkdtemp(join(tmpdir(), 'rvkit-warned-base-'));
  try {
    return await bothSaid(root, model, common, {}, 'base');
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
