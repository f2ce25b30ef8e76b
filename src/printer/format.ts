/**
 * The canonical formatter. One layout for every RV file:
 * - two spaces of indentation per block level; whole-line comments take the indentation of their level;
 * - consecutive lines of one level are aligned in columns (tables, parameter lists, process lists); blank
 *   lines, blocks and, outside tables, comment lines start a new group;
 * - tokens are kept exactly as written (numbers keep their lexeme) and separated by spaces; inline comments
 *   follow two spaces after the last token;
 * - runs of blank lines become one, none at the start or end of the file or of a block body;
 * - trailing whitespace is removed, lines end with LF, and the file ends with one.
 * Only separators, indentation and blank lines change, so the engine reads the same tokens. A group whose
 * aligned lines would pass the engine's 9,999-character line limit is written with single spaces instead.
 */
import type { FileType } from '../../grammar/types.js';
import type { RvDocument } from '../ast/nodes.js';
import { parseRv } from '../parser/parseRv.js';
import { documentEntries, type Entry } from './entries.js';
import { writeRows } from './dataRows.js';
import { emitGroup, type OutLine } from './group.js';
import { TextSink } from './textSink.js';

/** Options of `formatRv`. */
export interface FormatOptions {
  fileType: FileType;
  fileName?: string;
}

/** The lines of a document; long tables stand for their lines. */
function emit(entries: readonly Entry[]): OutLine[] {
  const out: OutLine[] = [];
  let run: Entry[] = [];
  let depth = -1;
  const flush = () => {
    emitGroup(run, out);
    run = [];
  };
  for (const e of entries) {
    if (e.kind === 'blank' || e.kind === 'break' || e.kind === 'raw') {
      flush();
      if (e.kind === 'blank') out.push('');
      if (e.kind === 'raw') out.push(e.text.endsWith('\n') ? e.text.slice(0, -1) : e.text);
      continue;
    }
    if (e.depth !== depth || (e.kind === 'text' && e.breaksRun)) flush();
    depth = e.depth;
    run.push(e);
    if (e.kind === 'text' && e.breaksRun) flush();
  }
  flush();
  // Blank lines at the very end come from blocks closing after a blank; the file ends on content.
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out;
}

/**
 * The text of the lines: their join when all are strings; otherwise written into a buffer measured first, so
 * that a long table costs its output text and no string per row.
 */
function assemble(out: readonly OutLine[]): string {
  if (out.length === 0) return '';
  let size = 0;
  let strings = true;
  for (const line of out) {
    if (typeof line === 'string') size += line.length + 1;
    else {
      size += line.length;
      strings = false;
    }
  }
  if (strings) return out.join('\n') + '\n';
  const sink = new TextSink(size);
  for (const line of out) {
    if (typeof line === 'string') sink.line(line);
    else writeRows(line, sink);
  }
  return sink.toString();
}

/** The canonical text of a document's entries (a parsed document's, or lines written by a model). */
export function formatEntries(entries: readonly Entry[]): string {
  return assemble(emit(entries));
}

/** The canonical text of a parsed document. */
export function formatDocument(doc: RvDocument): string {
  return formatEntries(documentEntries(doc));
}

/** Formats RV text in the canonical layout (idempotent; the engine reads the same tokens). */
export function formatRv(text: string, options: FormatOptions): string {
  return formatDocument(parseRv(text, options));
}
