/**
 * class-validator looks up a class's validation rules on every `validateSync` call by scanning the rules of
 * every class it knows (hundreds here) for parents of the class: building a Config validates many small
 * models, and that scan was a tenth of the time. The rules are all declared when the model modules load, so
 * the lookup is kept per class and query, and forgotten whenever a rule or schema is added.
 */
import { getMetadataStorage } from 'class-validator';

type Lookup = (
  target: unknown,
  schema: string,
  always: boolean,
  strictGroups: boolean,
  groups?: string[],
) => unknown[];

const PATCHED = Symbol.for('rvkit.validatorCache');

/** While set, class-validator sees only this property's rules of this class (`validatingOnly`). */
let only: { target: unknown; property: string } | undefined;

/**
 * Runs `run` (a validation of an instance of `target`) with class-validator seeing only the rules of one
 * property of `target`: checking one field of a Config then walks that field's rules, not the hundreds of
 * unset fields around it.
 */
export function validatingOnly<T>(target: unknown, property: string, run: () => T): T {
  const was = only;
  only = { target, property };
  try {
    return run();
  } finally {
    only = was;
  }
}

/** Installs the cache on class-validator's rule storage (once). */
export function cacheValidationLookups(): void {
  const storage = getMetadataStorage() as unknown as Record<string | symbol, unknown> & {
    getTargetValidationMetadatas: Lookup;
    addValidationMetadata: (...a: unknown[]) => void;
    addValidationSchema: (...a: unknown[]) => void;
    groupByPropertyName: (rules: unknown[]) => unknown;
  };
  if (storage[PATCHED]) return;
  storage[PATCHED] = true;
  const lookup = storage.getTargetValidationMetadatas.bind(storage);
  let cache = new Map<unknown, Map<string, unknown[]>>();
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const property = only !== undefined && only.target === target ? only.property : '';
    const key = `${schema}\u0000${always}\u0000${strictGroups}\u0000${groups?.join('\u0001') ?? ''}\u0000${property}`;
    let byKey = cache.get(target);
    if (!byKey) cache.set(target, (byKey = new Map()));
    let found = byKey.get(key);
    // class-validator only reads the list (and filters it into new ones): it is shared.
    if (!found) {
      found = lookup(target, schema, always, strictGroups, groups);
      if (property !== '')
        found = found.filter((m) => (m as { propertyName?: string }).propertyName === property);
      byKey.set(key, found);
    }
    return found;
  };
  // The rules by property, made from the same shared list each time: kept with the list.
  const group = storage.groupByPropertyName.bind(storage);
  const grouped = new WeakMap<unknown[], unknown>();
  storage.groupByPropertyName = (rules) => {
    let found = grouped.get(rules);
    if (found === undefined) grouped.set(rules, (found = group(rules)));
    return found;
  };
  for (const name of ['addValidationMetadata', 'addValidationSchema'] as const) {
    const add = storage[name].bind(storage);
    storage[name] = (...args: unknown[]) => {
      cache = new Map();
      add(...args);
    };
  }
}
