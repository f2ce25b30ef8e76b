/**
 * Changes of a model's texts as spans replaced (a word, a line, a block): an edit says which bytes change and
 * nothing else, so the files keep every other byte.
 */
import { EditError } from './errors.js';

/** Replace `text[start, end)` of the file at `path` by `text`. */
export interface Splice {
  readonly path: string;
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** The texts with the splices applied (files without splices keep their text); overlapping splices are refused. */
export function applySplices(
  texts: ReadonlyMap<string, string>,
  splices: readonly Splice[],
): Map<string, string> {
  const out = new Map(texts);
  const byPath = new Map<string, Splice[]>();
  for (const s of splices) byPath.set(s.path, [...(byPath.get(s.path) ?? []), s]);
  for (const [path, list] of byPath) {
    const text = out.get(path);
    if (text === undefined) throw new EditError(`${path}: not a file of the model`);
    // Unique spans only (two references at one place are one change), applied from the end.
    const unique = [...new Map(list.map((s) => [`${s.start}:${s.end}`, s])).values()];
    unique.sort((a, b) => b.start - a.start || b.end - a.end);
    const parts: string[] = [];
    let tail = text.length;
    for (const s of unique) {
      if (s.end > tail) throw new EditError(`${path}: two changes of the same text at offset ${s.start}`);
      parts.push(text.slice(s.end, tail), s.text);
      tail = s.start;
    }
    parts.push(text.slice(0, tail));
    out.set(path, parts.reverse().join(''));
  }
  return out;
}

/** The span of the whole line holding `offset` (its line end included). */
export function lineSpan(text: string, offset: number): { start: number; end: number } {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const nl = text.indexOf('\n', offset);
  return { start, end: nl < 0 ? text.length : nl + 1 };
}

/** The line end a text uses (`\r\n` when its first line ends so). */
export function lineEnd(text: string): string {
  const nl = text.indexOf('\n');
  return nl > 0 && text[nl - 1] === '\r' ? '\r\n' : '\n';
}

/** A splice that removes the line holding `offset`. */
export function removeLine(path: string, text: string, offset: number): Splice {
  return { path, ...lineSpan(text, offset), text: '' };
}

/** A splice that inserts lines (each without its line end) after the line holding `offset`. */
export function insertAfterLine(
  path: string,
  text: string,
  offset: number,
  lines: readonly string[],
): Splice {
  const { end } = lineSpan(text, offset);
  const eol = lineEnd(text);
  // A last line without a line end gets one first.
  const lead = end === text.length && !text.endsWith('\n') && text.length > 0 ? eol : '';
  return { path, start: end, end, text: lead + lines.map((l) => l + eol).join('') };
}
