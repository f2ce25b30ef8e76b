/**
 * Places in a model's files. A rule points at the token at fault (a class name in an HRU row, an option value),
 * never at a whole line, so that editors can underline it; line and column are worked out only when a
 * diagnostic is made, from an index of line starts built once per file.
 */
import type { Word } from '../ast/nodes.js';
import { lineStarts, positionAt } from '../parser/positions.js';
import type { ProjectFile } from '../project/project.js';

/** A span of a file's text. */
export interface Site {
  readonly file: ProjectFile;
  /** Offset of the first character in the file's text. */
  readonly offset: number;
  /** Length of the span (0 for a point, such as the place where a missing line belongs). */
  readonly length: number;
}

/** A word of a file with its place. */
export interface Token {
  readonly text: string;
  readonly site: Site;
}

/** A site's start and end as 1-based lines and columns (the end is exclusive). */
export interface Span {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

const indexes = new WeakMap<ProjectFile, { text: string; starts: Int32Array }>();

function startsOf(file: ProjectFile): Int32Array {
  let index = indexes.get(file);
  // A file's text changes when the project is edited: the index follows it.
  if (!index || index.text !== file.text) {
    index = { text: file.text, starts: lineStarts(file.text) };
    indexes.set(file, index);
  }
  return index.starts;
}

/** The 1-based line of an offset of a file. */
export function lineOf(file: ProjectFile, offset: number): number {
  return positionAt(startsOf(file), Math.max(0, offset)).line;
}

/** The offset of a 1-based line and column of a file. */
export function offsetAt(file: ProjectFile, line: number, column: number): number {
  return (startsOf(file)[line - 1] ?? file.text.length) + column - 1;
}

/** Where a site is, as lines and columns. */
export function spanOf(site: Site): Span {
  const starts = startsOf(site.file);
  const start = positionAt(starts, Math.max(0, site.offset));
  const end = positionAt(starts, Math.max(0, site.offset + site.length));
  return {
    file: site.file.doc.fileName,
    line: start.line,
    column: start.column,
    endLine: end.line,
    endColumn: end.column,
  };
}

/** The site of a word of a command line. */
export function wordSite(file: ProjectFile, word: Word): Site {
  return { file, offset: word.offset, length: word.text.length };
}

/** A token from a word of a command line. */
export function wordToken(file: ProjectFile, word: Word): Token {
  return { text: word.text, site: wordSite(file, word) };
}
