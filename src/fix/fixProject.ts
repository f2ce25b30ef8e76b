/**
 * `fixProject`: the certain repairs the checker offers for a loaded model (legacy names of older Raven
 * versions, misspelt option values with one clear match, missing end lines, byte order marks), as edits
 * (data: file, range, old text, new text, code, message), applied with minimal diffs: only the bytes an edit
 * names change, every other byte of every file stays as it was.
 */
import type { Diagnostic, TextEdit } from '../ast/nodes.js';
import { checkProject } from '../check/checkProject.js';
import type { RuleSettings } from '../check/settings.js';
import type { CheckHost } from '../project/host.js';
import type { Project } from '../project/project.js';
import { parseRv } from '../parser/parseRv.js';
import { planFixes, type FileChange } from './planFixes.js';
import { writeChanges } from './writeChanges.js';

/** The Raven versions `fixProject` can migrate a model to. */
export const FIX_TARGETS = ['4.12'] as const;

/** Options of `fixProject`. */
export interface FixOptions {
  /** Apply only the fixes of these rule codes (all by default). */
  readonly only?: readonly string[];
  /** Compute the edits and the new texts, write nothing (default false). */
  readonly dryRun?: boolean;
  /** Keep each changed file's original as `name.orig` (default true). */
  readonly backup?: boolean;
  /** The Raven version to migrate to (only 4.12, the engine rvkit checks against). */
  readonly to?: (typeof FIX_TARGETS)[number];
  /** Access to data files for the checker (as in `checkProject`). */
  readonly host?: CheckHost;
  /** Rule settings (as in `checkProject`); a rule turned off offers no fix. */
  readonly rules?: RuleSettings;
  /**
   * Loads the model again with the fixed texts, so that what remains is checked on the model Raven will read
   * (a `:RedirectToFile` whose name was fixed reaches its file only then); by default the fixed texts are
   * re-parsed in place (`withTexts`).
   */
  readonly reload?: (changes: readonly FileChange[]) => Promise<Project>;
  /** Write files that lie outside the model directory (redirects to `../x`, absolute paths, links leading
   * out); default: refuse, and write nothing. */
  readonly allowOutside?: boolean;
}

/** What `fixProject` did (or, with `dryRun`, would do). */
export interface FixResult {
  /** Every edit, its offsets in the texts as loaded. */
  readonly edits: readonly TextEdit[];
  /** The diagnostics the edits fix. */
  readonly fixed: readonly Diagnostic[];
  /** Each changed file, before and after. */
  readonly changes: readonly FileChange[];
  /** The files written (none with `dryRun`) and their backups. */
  readonly written: readonly string[];
  readonly backups: readonly string[];
  /** The model after the fixes (the same object as the input when nothing changed). */
  readonly project: Project;
  /** What the checker still finds in the fixed model. */
  readonly remaining: readonly Diagnostic[];
}

/** The project with some files' texts replaced (each re-parsed as the loader parsed it). */
export function withTexts(project: Project, changes: readonly FileChange[]): Project {
  if (changes.length === 0) return project;
  const byPath = new Map(changes.map((c) => [c.path, c.after]));
  return {
    ...project,
    files: project.files.map((f) => {
      const text = byPath.get(f.path);
      if (text === undefined) return f;
      return { ...f, text, doc: parseRv(text, { fileType: f.fileType, fileName: f.doc.fileName }) };
    }),
  };
}

/** Finds and applies (unless `dryRun`) every certain fix of a loaded model. */
export async function fixProject(project: Project, options: FixOptions = {}): Promise<FixResult> {
  if (options.to !== undefined && !FIX_TARGETS.includes(options.to)) {
    throw new Error(
      `cannot migrate to Raven ${String(options.to)}: rvkit knows Raven ${FIX_TARGETS.join(', ')}`,
    );
  }
  const check = { host: options.host, rules: options.rules };
  const plan = planFixes(project, await checkProject(project, check), options.only);
  const after =
    plan.changes.length > 0 && options.reload
      ? await options.reload(plan.changes)
      : withTexts(project, plan.changes);
  const remaining = after === project ? await checkProject(project, check) : await checkProject(after, check);
  let written: readonly string[] = [];
  let backups: readonly string[] = [];
  if (!options.dryRun && plan.changes.length > 0) {
    ({ written, backups } = await writeChanges(plan.changes, {
      backup: options.backup ?? true,
      root: project.dir,
      allowOutside: options.allowOutside,
    }));
    // The loaded project now matches the disk again.
    for (const f of project.files) {
      const fixed = after.files.find((g) => g.path === f.path);
      if (fixed && fixed.text !== f.text) {
        f.text = fixed.text;
        f.doc = fixed.doc;
      }
    }
  }
  return {
    edits: plan.edits,
    fixed: plan.fixed,
    changes: plan.changes,
    written,
    backups,
    project: after,
    remaining,
  };
}
