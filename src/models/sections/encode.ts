/**
 * How a section field becomes Raven text, by its type (the spec's encoder): true gives the bare command,
 * a mapping one line per entry, a command model its own text, a list of command models their texts one after
 * the other, a list of values one line of words, anything else one line with the value.
 */
import { Command } from '../modelClass/model.js';
import type { FieldMeta } from '../modelClass/field.js';
import { commandLine } from '../commandText/write.js';

/** The Raven text of one section field ('' when it writes nothing). */
export function encodeField(f: FieldMeta, value: unknown): string {
  if (value === null || value === undefined || value === false) return '';
  const name = `:${f.alias ?? f.name}`;
  if (value === true) return `${name}\n`;
  if (value instanceof Command) return value.toRv();
  if (Array.isArray(value)) {
    if (value.length === 0) return '';
    if (value.every((v) => v instanceof Command)) return value.map((v: Command) => v.toRv()).join('');
    return commandLine(name, value);
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.map(([k, v]) => commandLine(name, k, v)).join('');
  }
  return commandLine(name, value);
}
