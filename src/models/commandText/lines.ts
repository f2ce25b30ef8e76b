/**
 * The lines a model writes: words with their block depth (`WordLine`), which the printer lays out
 * canonically (`printLines`) or places against the syntax node a model was read from (`reprintCommand`),
 * and their text in the writers' one layout (two spaces of indentation per block level, single spaces, LF).
 */
import type { WordLine } from '../../printer/lines.js';
import { rvWord, word } from './write.js';

// Raven's separators: a value whose text holds one is several words to Raven, and so here.
const SEPARATORS = /[ \t,\r]+/;

/** The Raven words of a value (a text holding separators is several words, and an empty one none, as Raven reads them). */
export function valueWords(v: unknown): string[] {
  const text = word(v);
  if (text === '') return [];
  if (!SEPARATORS.test(text)) return [text];
  return text.split(SEPARATORS).filter((w) => w !== '');
}

/** A command line at depth 0: the name and the values (lists spread; null and undefined left out). */
export function lineOf(name: string, ...values: unknown[]): WordLine {
  const words = [name];
  for (const v of values) {
    if (v === null || v === undefined) continue;
    if (Array.isArray(v)) {
      for (const x of v) if (x !== null && x !== undefined) words.push(...valueWords(x));
    } else words.push(...valueWords(v));
  }
  return { depth: 0, words };
}

/** A line of words as given (already Raven words), at depth 0. */
export function wordsLine(words: readonly string[]): WordLine {
  return { depth: 0, words };
}

/** Lines one or more block levels deeper. */
export function deeper(lines: readonly WordLine[], by = 1): WordLine[] {
  return lines.map((l) => ({ depth: l.depth + by, words: l.words }));
}

/** A block: the opening line (a name alone, a line, or lines), the body one level deeper, the end line. */
export function blockOf(
  open: string | WordLine | readonly WordLine[],
  body: readonly WordLine[],
  end: string | WordLine,
): WordLine[] {
  const first =
    typeof open === 'string' ? [wordsLine([open])] : Array.isArray(open) ? open : [open as WordLine];
  return [...first, ...deeper(body), typeof end === 'string' ? wordsLine([end]) : end];
}

/** A single-line command: its Raven name and one checked word per field, in field order. */
export function fieldLine(name: string, model: object, fields: readonly { name: string }[]): WordLine {
  const cls = model.constructor.name;
  const values = fields.map((f) => rvWord((model as { [k: string]: unknown })[f.name], `${cls} ${f.name}`));
  return { depth: 0, words: [name, ...values] };
}

/** The text of lines in the writers' layout. */
export function linesText(lines: readonly WordLine[]): string {
  let out = '';
  for (const l of lines) out += '  '.repeat(l.depth) + l.words.join(' ') + '\n';
  return out;
}
