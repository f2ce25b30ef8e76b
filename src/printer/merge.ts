/**
 * Minimal edits: when a typed command changed, its new canonical text is merged into its old text line by
 * line and word by word, so that a saved file differs from the original only where the meaning changed.
 * Lines that mean the same (same words; numbers compared by value, so `1.50` matches `1.5`) keep their old
 * bytes; a changed line with the same number of words keeps its separators, comment and the lexemes of its
 * unchanged words; whole-line comments and blank lines stay where they were; the old line ends are kept.
 */
import type { CommentRule } from '../../grammar/types.js';
import { classifyLine, isSeparator, LineKind, skipSeparators } from '../lexer/lineKind.js';
import { sameWord } from './reprint.js';

interface SplitLine {
  /** The line without its line end. */
  readonly body: string;
  readonly eol: string;
  /** Null for comment and blank lines. */
  readonly words: { pre: string; text: string }[] | null;
  /** Separators after the last word, and an inline comment. */
  readonly tail: string;
}

/** Past this many changed lines in the middle, lines are paired by position instead of aligned. */
const ALIGN_LIMIT = 4000;

/**
 * Merges `next` (the new text of a command) into `previous` (its old text), changing as little as possible.
 * @deprecated Saving a Config no longer diffs texts: a changed command is printed against its syntax node
 * (`reprintCommand` in printer/reprint.ts). Kept for callers of the public API.
 */
export function mergeText(previous: string, next: string, comments: CommentRule): string {
  const a = splitLines(previous, comments);
  const b = splitLines(next, comments).filter((l) => l.words);
  const eol = a.find((l) => l.eol)?.eol ?? '\n';
  const content = a.map((l, i) => (l.words ? i : -1)).filter((i) => i >= 0);
  const pairs = align(
    content.map((i) => a[i]),
    b,
  );
  const out: string[] = [];
  let bi = 0;
  let lastIndent = '';
  const emitNew = (line: SplitLine) => {
    out.push(lastIndent + line.body.trimStart() + eol);
  };
  for (let k = 0, ci = 0; k < a.length; k++) {
    const old = a[k];
    if (!old.words) {
      out.push(old.body + old.eol);
      continue;
    }
    const match = pairs.get(ci++);
    // New lines before this one's partner are insertions.
    const target = match === undefined ? bi : match.b;
    while (bi < target) emitNew(b[bi++]);
    lastIndent = old.words[0]?.pre ?? '';
    if (match === undefined) continue; // deleted
    bi = match.b + 1;
    out.push(match.same ? old.body + old.eol : patch(old, b[match.b], eol));
  }
  while (bi < b.length) emitNew(b[bi++]);
  return out.join('');
}

/** Old content line index -> new line index, and whether the two mean the same. */
function align(a: readonly SplitLine[], b: readonly SplitLine[]): Map<number, { b: number; same: boolean }> {
  const pairs = new Map<number, { b: number; same: boolean }>();
  let start = 0;
  while (start < a.length && start < b.length && same(a[start], b[start])) {
    pairs.set(start, { b: start, same: true });
    start++;
  }
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && same(a[endA - 1], b[endB - 1])) {
    pairs.set(--endA, { b: --endB, same: true });
  }
  const n = endA - start;
  const m = endB - start;
  if (n * m > ALIGN_LIMIT * ALIGN_LIMIT || n === 0 || m === 0) {
    for (let i = 0; i < Math.min(n, m); i++) pairs.set(start + i, { b: start + i, same: false });
    return pairs;
  }
  // Longest common subsequence of the middle; unmatched lines between matches are paired in order.
  const lcs = Array.from({ length: n + 1 }, () => new Int32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i][j] = same(a[start + i], b[start + j])
        ? lcs[i + 1][j + 1] + 1
        : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    }
  }
  let i = 0;
  let j = 0;
  const pendingA: number[] = [];
  const pendingB: number[] = [];
  const flush = () => {
    for (let k = 0; k < Math.min(pendingA.length, pendingB.length); k++) {
      pairs.set(start + pendingA[k], { b: start + pendingB[k], same: false });
    }
    pendingA.length = 0;
    pendingB.length = 0;
  };
  while (i < n && j < m) {
    if (same(a[start + i], b[start + j])) {
      flush();
      pairs.set(start + i, { b: start + j, same: true });
      i++;
      j++;
    } else if (lcs[i + 1][j] >= lcs[i][j + 1]) pendingA.push(i++);
    else pendingB.push(j++);
  }
  while (i < n) pendingA.push(i++);
  while (j < m) pendingB.push(j++);
  flush();
  return pairs;
}

function same(x: SplitLine, y: SplitLine): boolean {
  const a = x.words!;
  const b = y.words!;
  return a.length === b.length && a.every((w, i) => sameWord(w.text, b[i].text));
}

/** The old line with the new line's words: old separators, lexemes of unchanged words, comment and end kept. */
function patch(old: SplitLine, next: SplitLine, eol: string): string {
  const a = old.words!;
  const b = next.words!;
  if (a.length !== b.length || !sameWord(a[0].text, b[0].text)) {
    return (a[0]?.pre ?? '') + next.body.trimStart() + old.tail + (old.eol || eol);
  }
  let out = '';
  for (let i = 0; i < a.length; i++)
    out += a[i].pre + (sameWord(a[i].text, b[i].text) ? a[i].text : b[i].text);
  return out + old.tail + old.eol;
}

/** Splits text into lines with their words, by the engine's separators and `#` comment rule. */
function splitLines(text: string, comments: CommentRule): SplitLine[] {
  const lines: SplitLine[] = [];
  let pos = 0;
  while (pos < text.length) {
    const lf = text.indexOf('\n', pos);
    const end = lf < 0 ? text.length : lf;
    const cr = end > pos && text.charCodeAt(end - 1) === 13 ? end - 1 : end;
    const body = text.slice(pos, cr);
    const eol = text.slice(cr, lf < 0 ? end : lf + 1);
    const kind = classifyLine(body, skipSeparators(body, 0), comments);
    lines.push(
      kind === LineKind.Command || kind === LineKind.Data
        ? { body, eol, ...words(body) }
        : { body, eol, words: null, tail: '' },
    );
    pos = lf < 0 ? text.length : lf + 1;
  }
  return lines;
}

function words(body: string): { words: { pre: string; text: string }[]; tail: string } {
  const out: { pre: string; text: string }[] = [];
  let i = 0;
  let pre = '';
  while (i < body.length) {
    const c = body.charCodeAt(i);
    if (isSeparator(c)) {
      pre += body[i++];
      continue;
    }
    if (c === 35 /* # */) return { words: out, tail: pre + body.slice(i) };
    let j = i;
    while (j < body.length && !isSeparator(body.charCodeAt(j))) j++;
    out.push({ pre, text: body.slice(i, j) });
    pre = '';
    i = j;
  }
  return { words: out, tail: pre };
}
