/**
 * The fix of a file name that misses only by case (RV201): `:RedirectToFile ALUGauge.rvt` where the directory
 * holds `ALUgauge.rvt`. Linux opens only the exact name; Windows, where such models are often written,
 * opens either. When exactly one name in the directory matches but for case, the reference is rewritten to
 * it, which is what the modeller meant; the user's file is never renamed. Two such names (`ALUgauge.rvt` and
 * `alugauge.rvt`) are a guess: no fix.
 */
import { CATALOGUE } from '../../../grammar/index.js';
import type { Diagnostic } from '../../ast/nodes.js';
import { anchorName } from '../../facts/dataFiles.js';
import type { ModelFacts } from '../../facts/facts.js';
import type { Site } from '../../facts/site.js';
import type { CheckHost } from '../../project/host.js';
import { correctForRelativePath } from '../../project/ravenPath.js';
import { fileOf, offsetOf, wordAt } from '../fixEdits.js';
import type { FindingFix } from '../rule.js';

/** Where a path's last part starts (after its last `/` or `\`). */
function baseStart(path: string): number {
  return Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1;
}

/**
 * The fix of the name written at `at`, which Raven opens as `opened` (relative to the model directory unless
 * absolute) and which does not exist: the written name with its last part in the case of the one file that
 * matches it, if exactly one does.
 */
export function caseOnlyNameFix(at: Site, opened: string, host: CheckHost): FindingFix | undefined {
  const start = baseStart(opened);
  const dir = start === 0 ? '.' : opened.slice(0, start - 1) || '/';
  const base = opened.slice(start);
  const matches = (host.listDir?.(dir) ?? []).filter(
    (n) => n !== base && n.toLowerCase() === base.toLowerCase(),
  );
  const written = at.file.text.slice(at.offset, at.offset + at.length);
  const writtenStart = baseStart(written);
  if (matches.length !== 1 || written.slice(writtenStart).toLowerCase() !== base.toLowerCase())
    return undefined;
  const fixed = `${written.slice(0, writtenStart)}${matches[0]}`;
  return { message: `${written} → ${fixed} (the file's own case)`, edits: [{ at, newText: fixed }] };
}

/** The fix of the loader's RV201 on a `:RedirectToFile` whose target exists only in another case. */
export function missingRedirectFix(
  d: Diagnostic,
  model: ModelFacts,
  host: CheckHost,
): FindingFix | undefined {
  const file = fileOf(model, d);
  if (!file || !d.message.startsWith(':RedirectToFile:')) return undefined;
  const at = wordAt(file, offsetOf(file, d));
  const target = file.text.slice(at.offset, at.offset + at.length);
  // Raven resolves the target as the loader did: against the reference file of the file type.
  const anchor = anchorName(model, CATALOGUE[file.fileType].redirectAnchor);
  return caseOnlyNameFix(at, correctForRelativePath(target, anchor), host);
}
