/**
 * How a section field becomes Raven lines, by its type (the spec's encoder): true gives the bare command,
 * a mapping one line per entry, a command model its own lines, a list of command models their lines one after
 * the other, a list of values one line of words, anything else one line with the value.
 */
import { Command } from '../modelClass/model.js';
import type { FieldMeta } from '../modelClass/field.js';
import { lineOf } from '../commandText/lines.js';
import type { WordLine } from '../../printer/lines.js';

/** The Raven lines of one section field (none when it writes nothing). */
export function encodeLines(f: FieldMeta, value: unknown): WordLine[] {
  if (value === null || value === undefined || value === false) return [];
  const name = `:${f.alias ?? f.name}`;
  if (value === true) return [lineOf(name)];
  if (value instanceof Command) return value.toLines();
  if (Array.isArray(value)) {
    if (value.length === 0) return [];
    if (value.every((v) => v instanceof Command)) return value.flatMap((v: Command) => v.toLines());
    return [lineOf(name, value)];
  }
  if (typeof value === 'object') return Object.entries(value).map(([k, v]) => lineOf(name, k, v));
  return [lineOf(name, value)];
}
