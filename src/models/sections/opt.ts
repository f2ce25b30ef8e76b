/** Section fields are optional and named after their Raven command: one helper for that declaration. */
import { field } from '../modelClass/field.js';
import { t, type TypeSpec } from '../modelClass/types.js';

/** An optional section field written as the Raven command `:alias` (null: not written). */
export function opt(type: TypeSpec, alias: string, doc?: string): PropertyDecorator {
  return field(type, { alias, nullable: true, doc });
}

/** A mapping field (one `:alias key value` line per entry) of values of `type`, empty by default. */
export function dict(type: TypeSpec, alias: string, doc?: string): PropertyDecorator {
  return field(t.dict(type), { alias, default: () => ({}), doc });
}
