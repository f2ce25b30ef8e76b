/**
 * Copies of models holding big grid weights: the base `copy` goes through JSON, which would turn a million
 * weight rows into a million arrays and back; these copy the columns instead.
 */
import { construct } from './construct.js';
import { fieldsOf } from './field.js';
import { ATTACHED, toPlain } from './model.js';
import type { ModelClass } from './types.js';

/** A validated copy of `model` with `changes` (by field name or alias); `keep` copies some fields itself. */
export function copyModel<T extends object>(
  model: T,
  changes: Readonly<Record<string, unknown>>,
  keep: Readonly<Record<string, (v: unknown) => unknown>>,
): T {
  const cls = model.constructor as ModelClass<T>;
  const fields = fieldsOf(cls);
  const plain: Record<string, unknown> = {};
  for (const f of fields) {
    const v = (model as Record<string, unknown>)[f.name];
    plain[f.name] = keep[f.name] ? keep[f.name](v) : toPlain(v);
  }
  // A change given by alias replaces the field (the base copy would see the field given twice).
  for (const [key, v] of Object.entries(changes)) {
    const f = fields.find((x) => x.name === key) ?? fields.find((x) => x.alias === key);
    plain[f ? f.name : key] = v;
  }
  const out = construct(cls, plain);
  const attached = (model as { [ATTACHED]?: unknown })[ATTACHED];
  if (attached !== undefined) (out as { [ATTACHED]?: unknown })[ATTACHED] = attached;
  return out;
}
