/**
 * The spec's validator ignore_unrecognized_hrus: an emulator's HRUs table accepts only its own HRU classes
 * (each naming its hru_type, e.g. land and lake); HRUs of another type are dropped with a warning. The base
 * HRU has no hru_type, so on the plain :HRUs table nothing is dropped.
 */
import { Transform } from 'class-transformer';
import { defaultOf, fieldsOf } from '../modelClass/field.js';
import type { ModelClass, TypeSpec } from '../modelClass/types.js';

/** The HRU classes a root field accepts (its list item: one model or a union of models). */
function hruClasses(item: TypeSpec): ModelClass[] {
  if (item.kind === 'model') return [item.model()];
  if (item.kind === 'union') return item.options.flatMap(hruClasses);
  return [];
}

/** The hru_type values allowed by the HRU classes of `cls`'s field `key`, or undefined when not filtering. */
export function allowedHruTypes(cls: ModelClass, key: string): (string | null)[] | undefined {
  const type = fieldsOf(cls).find((f) => f.name === key)?.type;
  if (type?.kind !== 'list') return undefined;
  const classes = hruClasses(type.item);
  const allowed: (string | null)[] = [];
  for (const c of classes) {
    const f = fieldsOf(c).find((x) => x.name === 'hru_type');
    const v = f ? defaultOf(f) : undefined;
    // A class without its own hru_type accepts anything: no filtering (as the reference does).
    if (typeof v !== 'string') return undefined;
    allowed.push(v);
  }
  return classes.length > 0 ? [...allowed, null] : undefined;
}

/** Drops the HRUs whose hru_type the field's HRU classes do not define. */
export function dropUnrecognizedHrus(cls: ModelClass, key: string, values: unknown): unknown {
  const allowed = allowedHruTypes(cls, key);
  if (!allowed || !Array.isArray(values)) return values;
  const kept = values.filter((v) => {
    const type = v && typeof v === 'object' ? (v as { hru_type?: unknown }).hru_type : undefined;
    return allowed.includes((type ?? null) as string | null);
  });
  if (kept.length !== values.length)
    console.warn(`${values.length - kept.length} HRU(s) with an unrecognized hru_type were ignored`);
  return kept;
}

/** Applies ignore_unrecognized_hrus to a root field (re-apply it on a subclass that re-declares root). */
export function ignoreUnrecognizedHrus(): PropertyDecorator {
  return (target, key) => {
    const cls = target.constructor as ModelClass;
    Transform(({ value }) => dropUnrecognizedHrus(cls, String(key), value), { toClassOnly: true })(
      target,
      key,
    );
  };
}
