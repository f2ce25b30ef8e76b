/**
 * Formatting with the canonical printer. The printer changes only separators, indentation and blank lines,
 * so the non-blank lines of the input and of its canonical form pair up one for one: a range is formatted
 * by replacing its own lines with their partners, the rest of the file left as it is.
 */
import type { Range, TextEdit } from 'vscode-languageserver';
import { formatDocument } from '../printer/format.js';
import type { ParsedFile } from './workspace.js';

/** The edit that formats a whole file (none when it is already canonical). */
export function formatAll(file: ParsedFile): TextEdit[] {
  const formatted = formatDocument(file.doc);
  if (formatted === file.text) return [];
  // One edit spanning the changed middle of the file: the common head and tail stay untouched.
  let head = 0;
  const max = Math.min(formatted.length, file.text.length);
  while (head < max && formatted.charCodeAt(head) === file.text.charCodeAt(head)) head++;
  head = file.text.lastIndexOf('\n', head - 1) + 1;
  let tail = 0;
  while (
    tail < max - head &&
    formatted.charCodeAt(formatted.length - 1 - tail) === file.text.charCodeAt(file.text.length - 1 - tail)
  )
    tail++;
  return [
    {
      range: { start: positionOf(file.text, head), end: positionOf(file.text, file.text.length - tail) },
      newText: formatted.slice(head, formatted.length - tail),
    },
  ];
}

/** The edits that format the lines of a range. */
export function formatRange(file: ParsedFile, range: Range): TextEdit[] {
  const formatted = formatDocument(file.doc).split('\n');
  const lines = file.text.split('\n');
  const blank = (s: string) => s.trim() === '';
  const edits: TextEdit[] = [];
  let j = 0;
  let pendingBlanks: number[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (blank(lines[i])) {
      pendingBlanks.push(i);
      continue;
    }
    // The formatted blank lines between the previous non-blank line and this one.
    let blanks = 0;
    while (j < formatted.length && blank(formatted[j])) {
      j++;
      blanks++;
    }
    if (j >= formatted.length) break;
    const inRange = i >= range.start.line && i <= range.end.line;
    if (
      pendingBlanks.length !== blanks &&
      pendingBlanks.every((b) => b >= range.start.line && b <= range.end.line) &&
      (pendingBlanks.length > 0 || inRange)
    ) {
      const first = pendingBlanks[0] ?? i;
      edits.push({
        range: { start: { line: first, character: 0 }, end: { line: i, character: 0 } },
        newText: '\n'.repeat(blanks),
      });
    }
    pendingBlanks = [];
    const cr = lines[i].endsWith('\r') ? 1 : 0;
    const own = lines[i].slice(0, lines[i].length - cr);
    if (inRange && own !== formatted[j])
      edits.push({
        range: { start: { line: i, character: 0 }, end: { line: i, character: own.length } },
        newText: formatted[j],
      });
    j++;
  }
  return edits;
}

function positionOf(text: string, offset: number): { line: number; character: number } {
  let line = 0;
  let start = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, character: offset - start };
}
