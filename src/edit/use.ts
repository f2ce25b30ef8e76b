/** A use of a name, what an edit does to it, and how names of a kind compare (shared by references.ts and the
 * finders of particular uses, such as stateRefs.ts). */
import type { Command } from '../ast/nodes.js';
import type { NameKind } from '../facts/names.js';
import type { ClassKind } from '../facts/rvpFacts.js';
import type { Site } from '../facts/site.js';
import { printItem } from '../printer/print.js';

/** The kinds of names the editing API adds, removes and renames. */
export type EditKind = Exclude<NameKind, 'channel profile'>;

/** What a use becomes when the name it refers to is removed with `cascade`. */
export type Cascade =
  | { readonly remove: EditKind; readonly name: string }
  | { readonly span: 'line' | 'word' }
  | { readonly block: { readonly start: number; readonly end: number } }
  | null;

/** A use of a name. */
export interface Use {
  readonly site: Site;
  readonly what: string;
  /** Part of the definition itself (a parameter-list row of a class): removed with it, never a referrer. */
  readonly owned?: boolean;
  /** Names the thing by its place in the order of its kind (a value of an `:InitialConditions` list): a rename
   * leaves it as it is. */
  readonly byOrder?: boolean;
  readonly cascade: Cascade;
}

/** The class kinds and the kind of class table each is. */
export const CLASS_KIND: Readonly<Partial<Record<EditKind, ClassKind>>> = {
  'soil class': 'soil',
  'vegetation class': 'vegetation',
  'land use class': 'landuse',
  'terrain class': 'terrain',
};

/** True for kinds named by a number (compared as Raven reads IDs). */
export function isIdKind(kind: EditKind): boolean {
  return kind === 'HRU' || kind === 'subbasin';
}

/** True when two spellings name the same thing of a kind, as Raven compares them. */
export function sameName(kind: EditKind, a: string, b: string): boolean {
  if (isIdKind(kind)) return /^[+-]?\d+$/.test(a) && /^[+-]?\d+$/.test(b) && Number(a) === Number(b);
  if (CLASS_KIND[kind] || kind === 'soil profile') return a.toUpperCase() === b.toUpperCase();
  return a === b;
}

/** The text span a command takes in its file (its line, body, end line and continuation). */
export function commandSpan(command: Command): { start: number; end: number } {
  return { start: command.line.start, end: command.line.start + printItem(command).length };
}

/** True when a group member written as a range `first-last` holds the ID. */
export function inRange(member: string, id: string): boolean {
  const m = /^(\d+)-(\d+)$/.exec(member);
  return m !== null && Number(id) >= Number(m[1]) && Number(id) <= Number(m[2]);
}
