/**
 * Which fixes to apply, and the text each file has after them. Fixes come from the checker's diagnostics
 * (`Diagnostic.fix`); a fix is applied whole or not at all, a fix whose edits overlap an edit already taken is
 * left for a later run (the same edit offered by two fixes, such as one group declaration for two commands,
 * is made once). No Node API: editors and the browser plan fixes the same way.
 */
import type { Diagnostic, TextEdit } from '../ast/nodes.js';
import type { Project } from '../project/project.js';

/** The new text of one file. */
export interface FileChange {
  /** Absolute path of the file. */
  readonly path: string;
  /** The file's name as diagnostics give it. */
  readonly file: string;
  readonly before: string;
  readonly after: string;
}

/** The fixes chosen, their edits (offsets in the texts as loaded) and the files they change. */
export interface FixPlan {
  /** The diagnostics whose fixes are applied. */
  readonly fixed: readonly Diagnostic[];
  /** Every edit applied, once each, by file then position. */
  readonly edits: readonly TextEdit[];
  readonly changes: readonly FileChange[];
}

function overlaps(a: TextEdit, b: TextEdit): boolean {
  if (a.file !== b.file) return false;
  const { start: s1, end: e1 } = a.range;
  const { start: s2, end: e2 } = b.range;
  // Two insertions at one place, or an insertion inside a replaced span, conflict as much as overlapping spans.
  if (s1 === e1 && s2 === e2) return s1 === s2;
  if (s1 === e1) return s1 > s2 && s1 < e2;
  if (s2 === e2) return s2 > s1 && s2 < e1;
  return s1 < e2 && s2 < e1;
}

function same(a: TextEdit, b: TextEdit): boolean {
  return (
    a.file === b.file &&
    a.range.start === b.range.start &&
    a.range.end === b.range.end &&
    a.newText === b.newText
  );
}

/** Chooses the fixes of `diagnostics` (only the codes in `only`, when given) and applies them to the texts. */
export function planFixes(
  project: Project,
  diagnostics: readonly Diagnostic[],
  only?: readonly string[],
): FixPlan {
  const wanted = only ? new Set(only.map((c) => c.toUpperCase())) : undefined;
  const taken: TextEdit[] = [];
  const fixed: Diagnostic[] = [];
  for (const d of diagnostics) {
    if (!d.fix || d.fix.length === 0 || (wanted && !wanted.has(d.code))) continue;
    const fresh = d.fix.filter((e) => !taken.some((t) => same(t, e)));
    if (fresh.some((e) => taken.some((t) => overlaps(t, e)))) continue;
    if (fresh.some((e, i) => fresh.some((f, j) => i < j && overlaps(e, f)))) continue;
    taken.push(...fresh);
    fixed.push(d);
  }
  taken.sort(
    (a, b) => a.file.localeCompare(b.file) || a.range.start - b.range.start || a.range.end - b.range.end,
  );
  const changes: FileChange[] = [];
  const seen = new Set<string>();
  for (const file of project.files) {
    const name = file.doc.fileName;
    if (seen.has(name)) continue;
    seen.add(name);
    const edits = taken.filter((e) => e.file === name);
    if (edits.length === 0) continue;
    const after = applyEdits(file.text, edits);
    if (after !== file.text) changes.push({ path: file.path, file: name, before: file.text, after });
  }
  return { fixed, edits: taken, changes };
}

/** A text with non-overlapping edits applied (each edit's offsets are in the original text). */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const sorted = [...edits].sort((a, b) => a.range.start - b.range.start || a.range.end - b.range.end);
  let out = '';
  let at = 0;
  for (const e of sorted) {
    if (text.slice(e.range.start, e.range.end) !== e.oldText) {
      throw new Error(
        `${e.file}:${e.range.line}:${e.range.column}: the text changed since the fix was planned`,
      );
    }
    out += text.slice(at, e.range.start) + e.newText;
    at = e.range.end;
  }
  return out + text.slice(at);
}
