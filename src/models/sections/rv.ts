/**
 * RV: the base of the section models (RVI, RVP, RVH, RVT, RVC, RVE and Config). A section validates every
 * assignment (`config.duration = -1` throws at once), accepts Raven command names as field names
 * (`config.StartDate = ...`), and writes its fields in declaration order with the spec's encoder.
 */
import type { FileType } from '../../../grammar/types.js';
import { assignChecked, FINISH, isBuilding } from '../modelClass/construct.js';
import { fieldsOf } from '../modelClass/field.js';
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
    const self = this as unknown as Record<string, unknown>;
    return fieldsOf(this.constructor as ModelClass).flatMap((f) => encodeLines(f, self[f.name]));
  }
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
  return new Proxy(instance, {
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
}

/** Stands for a command no typed model reads yet: no value is ever an instance of it. */
class Untyped {}

/** The class bound to a Raven command, looked up when first needed (the classes register on import). */
export function bound(fileType: FileType, name: string): () => ModelClass {
  return () => classFor(fileType, name)?.cls ?? Untyped;
}
