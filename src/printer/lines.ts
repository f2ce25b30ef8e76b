/**
 * Canonical text of lines given as words, with no text to parse: what a typed model writes (its lines and
 * their block depth) laid out by the formatter's own rules (format.ts), keyed by the catalogue for the two
 * decisions that depend on the command (a math-expression line kept as written, a variadic argument kept in
 * one column). `printLines(lines)` equals `formatRv` of the same lines written with single spaces.
 */
import { CATALOGUE } from '../../grammar/index.js';
import type { CommandSpec, FileType } from '../../grammar/types.js';
import { blockContext, fileContext, isEndOf, type Context } from '../parser/context.js';
import type { Entry } from './entries.js';
import { formatEntries } from './format.js';

/** One line as words: its block depth (0 at the top level) and its words, without separators or comment. */
export interface WordLine {
  readonly depth: number;
  readonly words: readonly string[];
}

/** Index of the first cell of a variadic argument (-1: none), as the formatter splits a command line. */
function variadicCell(spec: CommandSpec | undefined): number {
  const i = spec?.args?.findIndex((a) => a.variadic) ?? -1;
  return i < 0 ? -1 : i + 1;
}

/** The formatter's entries for lines: blocks open where the depth grows and close where it falls back. */
export function lineEntries(lines: readonly WordLine[], fileType: FileType): Entry[] {
  const top = fileContext(CATALOGUE[fileType]);
  // The parser's contexts of the open blocks, by depth: which commands each accepts, and its end rule.
  const scopes: Context[] = [top];
  const out: Entry[] = [];
  // The line after an empty block's opening line is its end line.
  let emptyEnd = false;
  for (let i = 0; i < lines.length; i++) {
    const { depth, words } = lines[i];
    let closed: Context | undefined;
    while (scopes.length > depth + 1) {
      closed = scopes.pop();
      out.push({ kind: 'break' });
    }
    const scope = scopes[scopes.length - 1];
    const first = words[0] ?? '';
    // A block's end line is only its end (the formatter gives it no command spec).
    const isEnd = emptyEnd || (closed !== undefined && isEndOf(closed, first));
    emptyEnd = false;
    const spec =
      first.startsWith(':') && !isEnd ? (scope.table.get(first) ?? top.table.get(first)) : undefined;
    if (spec?.mathExpression) {
      out.push({ kind: 'text', depth, text: words.join(' '), breaksRun: true });
    } else {
      let cells = [...words];
      const v = variadicCell(spec);
      if (v > 0 && cells.length > v + 1) cells = [...cells.slice(0, v), cells.slice(v).join(' ')];
      out.push({ kind: 'cells', depth, cells, comment: '' });
    }
    const next = lines[i + 1];
    if (next && next.depth > depth) {
      scopes.push(spec?.block ? blockContext(spec, scope) : scope);
      out.push({ kind: 'break' });
    } else if (
      spec?.block &&
      next?.depth === depth &&
      isEndOf(blockContext(spec, scope), next.words[0] ?? '')
    ) {
      // An empty block: its opening and end lines are not one alignment group.
      out.push({ kind: 'break' });
      emptyEnd = true;
    }
  }
  return out;
}

/** The canonical text of lines (every line ends with LF; '' for none). */
export function printLines(lines: readonly WordLine[], fileType: FileType): string {
  return formatEntries(lineEntries(lines, fileType));
}
