/**
 * `copy()` for root models (lists such as HydrologicProcesses): the base `Model.copy` spreads `toJSON()` into an
 * object, which for a root model (whose JSON is the bare list) gives `{ 0: …, 1: … }`. Here the change is the
 * new `root` (by field name), or nothing for a plain copy.
 */
import { construct } from '../base/construct.js';
import type { ModelClass } from '../base/types.js';

/** A validated copy of a root model, with `changes.root` as its new value when given. */
export function rootCopy<T extends object>(
  model: T & { toJSON(): unknown },
  changes: Readonly<Record<string, unknown>>,
): T {
  const value = Object.hasOwn(changes, 'root') ? changes.root : model.toJSON();
  return construct(model.constructor as ModelClass<T>, value);
}
