/** Words the parameter rules share: what each class kind is called, where its parameters go, lists of names. */
import type { ClassKind } from '../../../facts/rvpFacts.js';
import { CLASS_TABLES, PARAMETER_TABLES } from '../../../facts/rvpFacts.js';

/** A class kind as a modeller says it. */
export const KIND_LABEL: Readonly<Record<ClassKind, string>> = {
  soil: 'soil',
  vegetation: 'vegetation',
  landuse: 'land use',
  terrain: 'terrain',
};

/** The parameter list command of a kind. */
export function listCommand(kind: ClassKind): string {
  return PARAMETER_TABLES[kind];
}

/** The class table command of a kind. */
export function classCommand(kind: ClassKind): string {
  return CLASS_TABLES[kind];
}

/** `A`, `A and B`, `A, B and C`, `A, B, C and 4 more`. */
export function nameList(names: readonly string[], shown = 3): string {
  if (names.length <= 1) return names.join('');
  if (names.length <= shown) return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}

/** `soil class A` / `soil classes A and B`. */
export function classesText(kind: ClassKind, names: readonly string[]): string {
  return `${KIND_LABEL[kind]} class${names.length > 1 ? 'es' : ''} ${nameList(names)}`;
}

/** The uses of a site by several classes, gathered into one finding per site. */
export class SiteGroups<T> {
  private readonly groups = new Map<string, { key: T; names: string[] }>();

  /** Adds a class name to the group of a key. */
  add(id: string, key: T, name: string): void {
    let g = this.groups.get(id);
    if (!g) this.groups.set(id, (g = { key, names: [] }));
    if (!g.names.includes(name)) g.names.push(name);
  }

  /** Every group, in the order first met. */
  all(): { key: T; names: string[] }[] {
    return [...this.groups.values()];
  }
}
