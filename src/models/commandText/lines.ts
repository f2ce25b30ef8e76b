/**
 * The lines a model wrote, as words with their block depth: the inverse of the writers' fixed layout
 * (write.ts: two spaces of indentation per block level, words joined by single spaces, one LF per line), so
 * the printer can lay out and place a model's text without the Raven parser.
 */
import type { WordLine } from '../../printer/lines.js';

// Raven's separators: a value holding one is several words to Raven, and so here.
const SEPARATORS = /[ \t,\r]+/;

/** The lines of text written by the model writers. */
export function writtenLines(text: string): WordLine[] {
  const out: WordLine[] = [];
  let pos = 0;
  while (pos < text.length) {
    let end = text.indexOf('\n', pos);
    if (end < 0) end = text.length;
    let i = pos;
    while (i < end && text.charCodeAt(i) === 32) i++;
    if (i < end) {
      const words = text.slice(i, end).split(SEPARATORS);
      if (words[words.length - 1] === '') words.pop();
      out.push({ depth: (i - pos) >> 1, words });
    }
    pos = end + 1;
  }
  return out;
}
