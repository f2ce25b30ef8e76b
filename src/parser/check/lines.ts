/**
 * Limits of the engine's line reader: a line of 10,000 characters or more ends the file silently (getline
 * fails and the parser takes it as end of file), and a line of more than 1,000 tokens stops the run.
 */
import { isSeparator } from '../../lexer/lineKind.js';
import type { Reporter } from './reporter.js';

/** The engine's line buffer holds 9,999 characters (bytes) and the terminating NUL. */
export const MAX_LINE_BYTES = 9999;
/** The engine's token array holds 1,000 tokens per line. */
export const MAX_LINE_TOKENS = 1000;

/** Length of a string in UTF-8 bytes (what the engine's char buffer counts). */
export function utf8Length(s: string): number {
  let bytes = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    // 2 bytes below U+0800, 3 up to U+FFFF; a surrogate pair (2 units) is 4 bytes: each half adds 1.
    if (c >= 0x80) bytes += c < 0x800 ? 1 : c >= 0xd800 && c <= 0xdfff ? 1 : 2;
  }
  return bytes;
}

/** Reports lines the engine cannot read whole. Returns the offset where the engine stops, or -1. */
export function checkLineLimits(text: string, reporter: Reporter): number {
  // Walks the line ends with indexOf (no index of line starts: only the rare long line needs a look).
  for (let start = 0; start <= text.length;) {
    const lf = text.indexOf('\n', start);
    const end = lf < 0 ? text.length : lf;
    const length = end - start;
    // A UTF-16 unit is at most 3 UTF-8 bytes: shorter lines cannot reach the limit.
    if (length * 3 > MAX_LINE_BYTES) {
      const bytes = utf8Length(text.slice(start, end));
      if (bytes > MAX_LINE_BYTES) {
        reporter.report(
          'error',
          'line-too-long',
          start,
          `line is ${bytes} characters long: Raven reads at most ${MAX_LINE_BYTES} characters per line and ` +
            'silently ignores the rest of this file from here',
        );
        return start;
      }
    }
    if (length > MAX_LINE_TOKENS * 2) countTokens(text, start, end, reporter);
    if (lf < 0) break;
    start = lf + 1;
  }
  return -1;
}

function countTokens(text: string, start: number, end: number, reporter: Reporter): void {
  let tokens = 0;
  let inToken = false;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    const sep = isSeparator(c);
    if (!sep && !inToken) {
      if (c === 35 && tokens > 0) break;
      tokens++;
    }
    inToken = !sep;
  }
  if (tokens > MAX_LINE_TOKENS) {
    reporter.report(
      'error',
      'too-many-tokens',
      start,
      `line has ${tokens} values: Raven reads at most ${MAX_LINE_TOKENS} per line`,
    );
  }
}
