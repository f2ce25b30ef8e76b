/**
 * The items of process lists (`HydrologicProcesses`, `ProcessGroup.p`) in JSON. Every process model has the
 * same fields (algo, source, to), so a bare `{ algo, source, to }` cannot say whether it is a Flush or an
 * Overflow: the reference library's dumps lose the kind (the spec says a dump may lack what is needed to rebuild
 * the model). Here each item's JSON is tagged with its model name, `{ "Baseflow": { "algo": … } }`, so that
 * `new HydrologicProcesses(x.toJSON())` and `copy()` keep every kind. Untagged objects are still accepted and
 * become the first model they fit (a Conditional, a ProcessGroup, else the generic Process), as in the reference.
 */
import { isPlainObject } from '../modelClass/plain.js';
import { Transform } from 'class-transformer';
import { instantiate } from '../modelClass/construct.js';
import { ValidateNested } from 'class-validator';
import { defaultOf, fieldsOf } from '../modelClass/field.js';
import { Model, toPlain } from '../modelClass/model.js';
import type { ModelClass } from '../modelClass/types.js';

const KINDS = new Map<string, ModelClass>();

/** Makes a model class usable as a tagged item of process lists (by its class name). */
export function registerKind(cls: ModelClass): void {
  KINDS.set(cls.name, cls);
}

/** The JSON of a list item, tagged with its model name. */
export function taggedJSON(item: unknown): unknown {
  return item instanceof Model ? { [item.constructor.name]: item.toJSON() } : toPlain(item);
}

/** A tagged object as an instance of its kind (validated later, with the container); anything else as is. */
function fromTagged(v: unknown): unknown {
  if (!isPlainObject(v)) return v;
  const keys = Object.keys(v);
  const cls = keys.length === 1 ? KINDS.get(keys[0]) : undefined;
  const inner = cls ? v[keys[0]] : undefined;
  if (!cls || !isPlainObject(inner)) return v;
  const plain: Record<string, unknown> = { ...inner };
  for (const f of fieldsOf(cls)) if (!Object.hasOwn(plain, f.name)) plain[f.name] = defaultOf(f);
  // Called while `construct` instantiates the container: constructors stand aside, validation comes after.
  return instantiate(cls, plain);
}

/** Field decorator of a list of process items: tagged JSON becomes instances, and each item is validated. */
export function ProcessItems(): PropertyDecorator {
  return (target, key) => {
    Transform(
      ({ obj }) => {
        const v = (obj as Record<string | symbol, unknown>)[key];
        return Array.isArray(v) ? v.map(fromTagged) : v;
      },
      { toClassOnly: true },
    )(target, key);
    ValidateNested({ each: true })(target, key);
  };
}
