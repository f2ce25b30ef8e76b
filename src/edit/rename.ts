/**
 * Renaming a class, profile, HRU, subbasin, group or gauge: the definition and every use, in every file of
 * the model (an HRU row's class, a profile's horizons, the parameter lists' rows, group members,
 * `:DefineHRUGroups`, observations, reservoirs), typed command or kept as written. Only the name's words change.
 */
import { EditError } from './errors.js';
import { checkName } from './names.js';
import { definitions, lineText, referrer, usesOf, type EditKind } from './references.js';
import type { Splice } from './splice.js';
import type { WorkingCopy } from './workingCopy.js';

/** The splices that rename `from` to `to`. */
export function renameSplices(w: WorkingCopy, kind: EditKind, from: string, to: string): Splice[] {
  checkName(kind, to);
  const defs = definitions(w, kind, from);
  if (defs.length === 0) throw new EditError(`no ${kind} ${from} in the model`);
  const clash = definitions(w, kind, to);
  if (clash.length > 0 && !sameSites(clash, defs))
    throw new EditError(`a ${kind} ${to} exists already`, [
      referrer(clash[0].token.site, lineText(clash[0].token.site)),
    ]);
  const uses = usesOf(w, kind, from);
  const ranged = uses.filter((u) => u.cascade === null && u.what.includes('(in the range'));
  if (ranged.length > 0)
    throw new EditError(
      `${kind} ${from} is a member of a group written as a range: write the range's members one by one first`,
      ranged.map((u) => referrer(u.site, u.what)),
    );
  // A use by place in an order (an :InitialConditions value) stays: the renamed thing keeps its place.
  const sites = [...defs.map((d) => d.token.site), ...uses.filter((u) => !u.byOrder).map((u) => u.site)];
  return sites.map((s) => ({ path: s.file.path, start: s.offset, end: s.offset + s.length, text: to }));
}

function sameSites(a: ReturnType<typeof definitions>, b: ReturnType<typeof definitions>): boolean {
  const key = (d: (typeof a)[number]) => `${d.token.site.file.path}:${d.token.site.offset}`;
  const bs = new Set(b.map(key));
  return a.every((d) => bs.has(key(d)));
}
