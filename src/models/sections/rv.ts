/**
 * RV: the base of the section models (RVI, RVP, RVH, RVT, RVC, RVE and Config). A section validates every
 * assignment (`config.duration = -1` throws at once), accepts Raven command names as field names
 * (`config.StartDate = ...`), and writes its fields in declaration order with the spec's encoder.
 */
import type { FileType } from '../../../grammar/types.js';
import { assignChecked, FINISH, isBuilding } from '../modelClass/construct.js';
import { fieldsOf, type FieldMeta } from '../modelClass/field.js';
import { Command } from '../modelClass/model.js';
import { classFor } from '../modelClass/registry.js';
import type { ModelClass } from '../modelClass/types.js';
import { encodeLines } from './encode.js';
import type { WordLine } from '../../printer/lines.js';

/** Base of the section configuration objects. */
export abstract class RV extends Command {
  /** Wraps each built section so that assignments are validated. */
  static [FINISH]<T extends object>(this: ModelClass, instance: T): T {
    return checkedAssignments(this, instance);
  }

  /** The section's Raven lines: its fields in declaration order. */
  override toLines(): WordLine[] {
    return fieldLines(fieldsOf(this.constructor as ModelClass), this);
  }
}

/** The Raven lines of some fields of a section, in order (those with no value write nothing). */
export function fieldLines(fields: readonly FieldMeta[], section: object): WordLine[] {
  const self = fieldValues(section);
  const out: WordLine[] = [];
  for (const f of fields) {
    const v = self[f.name];
    if (v !== null && v !== undefined && v !== false) for (const line of encodeLines(f, v)) out.push(line);
  }
  return out;
}

/** The instance behind each section's proxy. */
const TARGETS = new WeakMap<object, object>();

/** A section's field values read past its proxy, for passes over all of a Config's four hundred fields (each
 * read through the proxy's trap costs more than the read). */
export function fieldValues(section: object): Readonly<Record<string, unknown>> {
  return (TARGETS.get(section) ?? section) as Record<string, unknown>;
}

/** The field names and aliases of each section class (a Config has hundreds: made once per class). */
const NAMES = new WeakMap<ModelClass, ReadonlySet<string>>();

/** A proxy of a section that validates assignments to its fields (aliases accepted as names). */
function checkedAssignments<T extends object>(cls: ModelClass, instance: T): T {
  const fields = fieldsOf(cls);
  let names = NAMES.get(cls);
  if (!names) {
    names = new Set(fields.flatMap((f) => (f.alias ? [f.name, f.alias] : [f.name])));
    NAMES.set(cls, names);
  }
  const known = names;
  const proxy = new Proxy(instance, {
    set(target, key, value, receiver) {
      if (typeof key === 'string' && known.has(key) && !isBuilding()) {
        assignChecked(target, cls, key, value);
        return true;
      }
      return Reflect.set(target, key, value, receiver);
    },
    get(target, key, receiver) {
      if (typeof key === 'string' && !(key in target) && known.has(key)) {
        const f = fields.find((x) => x.alias === key);
        if (f) return (target as Record<string, unknown>)[f.name];
      }
      return Reflect.get(target, key, receiver);
    },
  });
  TARGETS.set(proxy, instance);
  return proxy;
}

/** Stands for a command no typed model reads yet: no value is ever an instance of it. */
class Untyped {}

/** The class bound to a Raven command, looked up when first needed (the classes register on import). */
export function bound(fileType: FileType, name: string): () => ModelClass {
  return () => classFor(fileType, name)?.cls ?? Untyped;
}
