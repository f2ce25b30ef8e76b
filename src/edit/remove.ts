/**
 * Removing a class, profile, HRU, subbasin, group or gauge. What still refers to it is named and the removal
 * refused; with `cascade`, the referrers go too (an HRU whose class goes, the HRUs of a subbasin, a group's
 * member word, an observation or reservoir of a subbasin, upstream subbasins), each removal followed through
 * in turn. Parameter-list rows of a class are part of it and always go with it.
 */
import { EditError } from './errors.js';
import { refuseWeightsChange } from './gaugeWeights.js';
import { definitions, referrer, usesOf, type EditKind, type Use } from './references.js';
import { lineSpan, type Splice } from './splice.js';
import { numberHrusSplices } from './stateRefs.js';
import type { WorkingCopy } from './workingCopy.js';

/** Options of a removal. */
export interface RemoveOptions {
  /** Remove what refers to it as well (default: refuse, naming the referrers). */
  readonly cascade?: boolean;
}

/** The splices that remove a name's definition (and, with cascade, its referrers). */
export function removeSplices(
  w: WorkingCopy,
  kind: EditKind,
  name: string,
  options: RemoveOptions = {},
): Splice[] {
  if (definitions(w, kind, name).length === 0) throw new EditError(`no ${kind} ${name} in the model`);
  const splices: Splice[] = [];
  const blockers: Use[] = [];
  const seen = new Set<string>();
  const hrus: string[] = [];
  const visit = (k: EditKind, n: string) => {
    const key = `${k}\u0000${n.toUpperCase()}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (k === 'HRU') hrus.push(n);
    for (const d of definitions(w, k, n)) splices.push({ path: d.token.site.file.path, ...d.span, text: '' });
    for (const use of usesOf(w, k, n)) {
      const c = use.cascade;
      if (!use.owned && (!options.cascade || c === null)) blockers.push(use);
      else if (c && 'remove' in c) visit(c.remove, c.name);
      else if (c && 'block' in c) splices.push({ path: use.site.file.path, ...c.block, text: '' });
      else if (c && c.span === 'line')
        splices.push({
          path: use.site.file.path,
          ...lineSpan(use.site.file.text, use.site.offset),
          text: '',
        });
      else if (c) splices.push(wordSplice(use));
    }
  };
  visit(kind, name);
  if (blockers.length > 0) {
    const how = options.cascade
      ? 'these uses cannot be removed with it: change them first'
      : 'it is still used (remove with { cascade: true } to remove these too)';
    throw new EditError(
      `cannot remove ${kind} ${name}: ${how}`,
      blockers.map((u) => referrer(u.site, u.what)),
    );
  }
  refuseWeightsChange(w, 'remove', hrus);
  return outermost([...splices, ...numberHrusSplices(w, hrus.length)]);
}

/** Removes a word and the separators before it (after it, for the first word of a line). */
function wordSplice(use: Use): Splice {
  const text = use.site.file.text;
  let start = use.site.offset;
  let end = start + use.site.length;
  const lineStart = lineSpan(text, start).start;
  while (start > lineStart && /[ \t,]/.test(text[start - 1])) start--;
  // The first word of a line takes the separators after it instead, and the line keeps its indentation.
  if (start === lineStart && /^[ \t]*$/.test(text.slice(lineStart, use.site.offset))) {
    start = use.site.offset;
    while (end < text.length && /[ \t,]/.test(text[end])) end++;
  }
  const line = lineSpan(text, use.site.offset);
  const rest = text.slice(line.start, start) + text.slice(end, line.end);
  // A command left with no argument (`:DefineHRUGroups` alone) goes whole, as does a row left empty.
  if (/^\s*(:\S+)?\s*(#.*)?$/.test(rest.replace(/\r?\n$/, '')))
    return { path: use.site.file.path, ...line, text: '' };
  return { path: use.site.file.path, start, end, text: '' };
}

/** The splices not inside another one (a word of a line that goes whole goes with it). */
function outermost(splices: readonly Splice[]): Splice[] {
  const sorted = [...splices].sort(
    (a, b) => a.path.localeCompare(b.path) || a.start - b.start || b.end - a.end,
  );
  const out: Splice[] = [];
  for (const s of sorted) {
    const last = out.at(-1);
    if (last && last.path === s.path && s.start < last.end) {
      if (s.end > last.end) out[out.length - 1] = { ...last, end: s.end };
      continue;
    }
    out.push(s);
  }
  return out;
}
