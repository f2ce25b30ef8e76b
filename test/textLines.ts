/**
 * The lines of a text in the writers' layout (two spaces of indentation per block level, words split at
 * Raven's separators): for tests that state a model's lines as the text they expect. The models never read
 * text back to write it, so this lives with the tests only.
 */
import type { WordLine } from '../src/printer/lines.js';

const SEPARATORS = /[ \t,\r]+/;

/** The lines of `text`: depth from the leading spaces, words between separators; blank lines dropped. */
export function textLines(text: string): WordLine[] {
  const out: WordLine[] = [];
  for (const line of text.split('\n')) {
    const body = line.trimStart();
    if (body === '') continue;
    const indent = line.length - body.length;
    out.push({ depth: indent >> 1, words: body.split(SEPARATORS).filter((w) => w !== '') });
  }
  return out;
}
