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

/** What Raven and rvkit check said about one copy of a model. */
interface Run {
  readonly dir: string;
  readonly raven: Awaited<ReturnType<typeof ravenVerdict>>;
  readonly found: readonly Diagnostic[];
}

/** The unchanged models' runs, by model and common edits. */
const BASES = new Map<string, Promise<Run>>();

/** Copies the model into `root/name`, shortens and edits it, runs Raven and rvkit check on it. */
async function run(
  model: CorpusModel,
  common: readonly Replace[],
  root: string,
  name: string,
  changes: readonly Replace[],
  extra: Readonly<Record<string, Uint8Array>> = {},
): Promise<Run> {
  const dir = copyCorpusModel(model.dir, join(root, name));
  for (const [file, bytes] of Object.entries(extra)) writeFileSync(join(dir, file), bytes);
  await shorten(dir, model.stem);
  applyEdits(dir, [...common, ...changes]);
  const raven = await ravenVerdict(dir, model.stem);
  const project = await loadProject(dir, { stem: model.stem });
  const found = (await checkProject(project, { host: fileHost(dir) })).filter((d) => d.ravenWarning);
  return { dir, raven, found };
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
    // The unchanged model's run is shared by every test of a file that starts from the same model and edits.
    const key = JSON.stringify([model.dir, model.stem, common.map((e) => [e.file, String(e.from), e.to])]);
    let shared = BASES.get(key);
    if (!shared) {
      shared = mkdtemp(join(tmpdir(), 'rvkit-warned-base-')).then(async (at) => {
        try {
          return await run(model, common, at, 'base', []);
        } finally {
          await rm(at, { recursive: true, force: true });
        }
      });
      BASES.set(key, shared);
    }
    const base = await shared;
    const mutant = await run(model, common, root, 'mutant', edits, files);
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
