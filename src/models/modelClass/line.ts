/**
 * The generic text form of single-line commands: `:Name v1 v2 ...`, one word per field in declaration order,
 * a list field taking the rest of the words. Used by every LineCommand and by the sections' value fields.
 */
import type { Command as Node } from '../../ast/nodes.js';
import { isNumberLiteral } from '../../parser/numbers.js';
import { argWords, commandLocation, type SourceFile, type SourceWord } from '../commandText/read.js';
import type { SourceLocation } from './errors.js';
import { fieldsOf, type FieldMeta } from './field.js';
import type { TypeSpec } from './types.js';
import { placeholder } from '../commandText/template.js';

/** The typed value of one word for a field type: numbers for numeric types, the text otherwise. */
export function wordValue(type: TypeSpec, text: string): unknown {
  switch (type.kind) {
    case 'int':
    case 'float':
      return isNumberLiteral(text, 0, text.length) ? Number(text) : text;
    case 'expr':
      return isNumberLiteral(text, 0, text.length) ? Number(text) : (placeholder(text) ?? text);
    case 'bool':
      return text === '1' || text.toUpperCase() === 'TRUE'
        ? true
        : text === '0' || text.toUpperCase() === 'FALSE'
          ? false
          : text;
    case 'union': {
      const numeric = type.options.some((o) => o.kind === 'int' || o.kind === 'float' || o.kind === 'expr');
      if (numeric && isNumberLiteral(text, 0, text.length)) return Number(text);
      return (type.options.some((o) => o.kind === 'expr') && placeholder(text)) || text;
    }
    default:
      return text;
  }
}

/** Plain values and locations of fields read from words, in field order (a list field takes the rest). */
export function wordsToFields(
  fields: readonly FieldMeta[],
  words: readonly SourceWord[],
  prefix = '',
): { plain: Record<string, unknown>; locations: Map<string, SourceLocation> } {
  const plain: Record<string, unknown> = {};
  const locations = new Map<string, SourceLocation>();
  let i = 0;
  for (const f of fields) {
    if (i >= words.length) break;
    const path = prefix + f.name;
    if (f.type.kind === 'list') {
      const rest = words.slice(i);
      plain[f.name] = rest.map((w) => wordValue(f.type.kind === 'list' ? f.type.item : f.type, w.text));
      rest.forEach((w, k) => w.location && locations.set(`${path}.${k}`, w.location));
      if (rest[0]?.location) locations.set(path, rest[0].location);
      i = words.length;
    } else {
      plain[f.name] = wordValue(f.type, words[i].text);
      if (words[i].location) locations.set(path, words[i].location!);
      i++;
    }
  }
  return { plain, locations };
}

/** Plain values of a line command's fields from its node, and where each came from. */
export function lineFields(
  cls: Parameters<typeof fieldsOf>[0],
  command: Node,
  source?: SourceFile,
): { plain: Record<string, unknown>; locations: Map<string, SourceLocation> } {
  const result = wordsToFields(fieldsOf(cls), argWords(command, source));
  const at = commandLocation(command, source);
  if (at) result.locations.set('', at);
  return result;
}
