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

/** What Raven wrote and rvkit predicted on an unchanged model: the same for every test of a file on it. */
interface Base {
  readonly warnings: readonly string[];
  readonly ids: ReadonlySet<string>;
}

/** Another Raven than the default, and files every copy of the model gets (an .rvm Raven needs in both). */
export interface WarnedSetUp {
  /** The engine to run (the lp_solve build, for the management file's warnings); the default engine if absent. */
  readonly engine?: string;
  /** Files written into the unchanged and the changed copy alike, before the changed copy's own. */
  readonly baseFiles?: Readonly<Record<string, Uint8Array>>;
}

/** Unchanged runs already made in this test file, by model, common edits and set-up (each made once). */
const bases = new Map<string, Promise<Base>>();

/** Copies, shortens and changes a corpus model under `root/name`, then runs Raven and rvkit check on it. */
async function runBoth(
  model: CorpusModel,
  root: string,
  name: string,
  changes: readonly Replace[],
  extra: Readonly<Record<string, Uint8Array>> = {},
  setUp: WarnedSetUp = {},
) {
  const dir = copyCorpusModel(model.dir, join(root, name));
  for (const [file, bytes] of Object.entries({ ...setUp.baseFiles, ...extra }))
    writeFileSync(join(dir, file), bytes);
  await shorten(dir, model.stem);
  applyEdits(dir, changes);
  const raven = await ravenVerdict(dir, model.stem, setUp.engine);
  const project = await loadProject(dir, { stem: model.stem });
  const found = (await checkProject(project, { host: fileHost(dir) })).filter((d) => d.ravenWarning);
  return { dir, raven, found };
}

/** The unchanged model's run, made once per model and common edits in a test file (half of each test's time). */
function baseOf(model: CorpusModel, common: readonly Replace[], setUp: WarnedSetUp): Promise<Base> {
  const files = Object.entries(setUp.baseFiles ?? {}).map(([f, b]) => [f, Buffer.from(b).toString('latin1')]);
  const key = JSON.stringify([model.dir, model.stem, common, setUp.engine, files]);
  let base = bases.get(key);
  if (base === undefined) {
    base = (async () => {
      const root = await mkdtemp(join(tmpdir(), 'rvkit-warned-base-'));
      try {
        const { raven, found } = await runBoth(model, root, 'base', common, {}, setUp);
        return { warnings: raven.warnings, ids: new Set(found.map((d) => d.ravenWarning!)) };
      } finally {
        await rm(root, { recursive: true, force: true });
      }
    })();
    // A failed run is not kept: the next test tries again and reports its own error.
    base.catch(() => bases.delete(key));
    bases.set(key, base);
  }
  return base;
}

/**
 * Runs Raven and rvkit check on a shortened copy of a corpus model, unchanged and with the edits (and the extra
 * files, path relative to the model folder → bytes, written into the changed copy only). `common` edits go
 * into both copies (a model that silences its warnings with :SuppressWarnings, made to write them); `setUp`
 * names another engine and files both copies get.
 */
export async function ravenWarned(
  model: CorpusModel,
  edits: readonly Replace[],
  files: Readonly<Record<string, Uint8Array>> = {},
  common: readonly Replace[] = [],
  setUp: WarnedSetUp = {},
): Promise<Warned> {
  const root = await mkdtemp(join(tmpdir(), 'rvkit-warned-'));
  try {
    const base = await baseOf(model, common, setUp);
    const mutant = await runBoth(model, root, 'mutant', [...common, ...edits], files, setUp);
    const fresh = newWarnings(mutant.raven.warnings, base.warnings);
    const predicted = mutant.found.filter((d) => !base.ids.has(d.ravenWarning!));
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
