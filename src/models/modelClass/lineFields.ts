/**
 * The fields of a model that each hold one line of its block: a field's alias is the line's command name
 * without its colon (`@field(…, { alias: 'Latitude' })` holds `:Latitude`), so the binding of a line to a field
 * is written once, on the field. Other spellings of the command come from the catalogue.
 */
import { CATALOGUE } from '../../../grammar/index.js';
import { commandTable } from '../../../grammar/lookup.js';
import type { CommandSpec, FileType } from '../../../grammar/types.js';
import { fieldsOf, type FieldMeta } from './field.js';
import type { ModelClass } from './types.js';

const kept = new WeakMap<ModelClass, ReadonlyMap<string, FieldMeta>>();

/**
 * The fields of `cls` that hold a line, by the line's command name (every spelling the catalogue gives it
 * among `lines`: the block's children, or the commands of `fileType`), in the order the fields are declared.
 */
export function lineFields(
  cls: ModelClass,
  lines: readonly CommandSpec[] | FileType,
): ReadonlyMap<string, FieldMeta> {
  let out = kept.get(cls);
  if (!out) {
    const specs = commandTable(typeof lines === 'string' ? CATALOGUE[lines].commands : lines);
    const map = new Map<string, FieldMeta>();
    for (const f of fieldsOf(cls)) {
      if (!f.alias) continue;
      const spec = specs.get(`:${f.alias}`);
      for (const name of [`:${f.alias}`, ...(spec?.aliases ?? [])]) if (!map.has(name)) map.set(name, f);
    }
    kept.set(cls, (out = map));
  }
  return out;
}
