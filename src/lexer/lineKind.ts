/**
 * Raven decides what a line is from its first token: a command (`:Name`), a comment (by the comment rule of
 * the file type), blank (no token), or data (anything else). This is the one place that decision is made;
 * the lexer and the row scanner both use it.
 */
import type { CommentRule } from '../../grammar/types.js';

/** What a physical line is, to the engine. */
export const enum LineKind {
  Blank,
  Comment,
  Command,
  Data,
}

const SPACE = 32;
const TAB = 9;
const COMMA = 44;
const CR = 13;
const LF = 10;
const COLON = 58;

/** True for the engine's token separators within a line (space, tab, comma, carriage return). */
export function isSeparator(code: number): boolean {
  return code === SPACE || code === TAB || code === COMMA || code === CR;
}

/** Offset of the first non-separator character at or after `pos` on the line (may be the LF or the end). */
export function skipSeparators(text: string, pos: number): number {
  let i = pos;
  while (i < text.length && isSeparator(text.charCodeAt(i))) i++;
  return i;
}

/** Offset just after the end of the line that contains `pos` (after its LF, or the end of the text). */
export function lineEnd(text: string, pos: number): number {
  const lf = text.indexOf('\n', pos);
  return lf < 0 ? text.length : lf + 1;
}

/** End offset of the token starting at `pos`. */
export function tokenEnd(text: string, pos: number): number {
  let i = pos;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === LF || isSeparator(c)) break;
    i++;
  }
  return i;
}

/** Classifies the line that starts at `start`; `first` must be skipSeparators(text, start). */
export function classifyLine(text: string, first: number, rule: CommentRule): LineKind {
  if (first >= text.length || text.charCodeAt(first) === LF) return LineKind.Blank;
  const c = text.charCodeAt(first);
  if (c === COLON) return LineKind.Command;
  for (const p of rule.prefix) if (c === p.charCodeAt(0)) return LineKind.Comment;
  if (rule.exact.length > 0) {
    const end = tokenEnd(text, first);
    if (end - first === 1) {
      for (const e of rule.exact) if (c === e.charCodeAt(0)) return LineKind.Comment;
    }
  }
  return LineKind.Data;
}
