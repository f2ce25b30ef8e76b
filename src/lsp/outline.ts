/**
 * The outline of a file: document symbols (blocks with their commands; the classes, profiles, HRUs and
 * subbasins their rows define) and folding ranges (every block, every run of comment lines).
 */
import { SymbolKind, type DocumentSymbol, type FoldingRange } from 'vscode-languageserver';
import { FoldingRangeKind } from 'vscode-languageserver';
import type { Defined } from '../../grammar/types.js';
import type { Command, Item, Rows } from '../ast/nodes.js';
import { commandName } from '../ast/nodes.js';
import { scanRows } from '../parser/rows.js';
import { rangeOf } from './ranges.js';

/** What a table's rows define (its catalogue entry's `defines`), as the symbol kind of a row. */
const ROW_SYMBOL: Readonly<Partial<Record<Defined, SymbolKind>>> = {
  'soil class': SymbolKind.Class,
  'vegetation class': SymbolKind.Class,
  'land use class': SymbolKind.Class,
  'terrain class': SymbolKind.Class,
  'soil profile': SymbolKind.Struct,
  subbasin: SymbolKind.Namespace,
  HRU: SymbolKind.Object,
};

/** Rows of one table beyond this many are left out of the outline (an editor lists them all, slowly). */
const MAX_ROW_SYMBOLS = 20_000;

/** End offset of a command, its block's end line included. */
function commandEnd(command: Command, text: string): number {
  const last = command.end ?? command.line;
  const lineEnd = text.indexOf('\n', last.start);
  return lineEnd < 0 ? text.length : lineEnd;
}

function lineEndOf(text: string, start: number): number {
  const e = text.indexOf('\n', start);
  return (e < 0 ? text.length : e) - (text[e - 1] === '\r' ? 1 : 0);
}

/** The document symbols of a parsed file. */
export function documentSymbols(items: readonly Item[], text: string, starts: Int32Array): DocumentSymbol[] {
  const out: DocumentSymbol[] = [];
  for (const item of items) {
    if (item.kind !== 'command' || item.line.start < 0) continue;
    const name = commandName(item);
    const args = item.line.words
      .slice(1)
      .map((w) => w.text)
      .join(' ');
    const end = commandEnd(item, text);
    const selection = rangeOf(starts, item.line.words[0].offset, name.length);
    const children: DocumentSymbol[] = item.body ? documentSymbols(item.body, text, starts) : [];
    const rowKind = item.spec?.defines && ROW_SYMBOL[item.spec.defines];
    if (rowKind !== undefined && item.body)
      for (const b of item.body)
        if (b.kind === 'rows') children.push(...rowSymbols(b, rowKind, text, starts));
    out.push({
      name,
      detail: args.length > 80 ? args.slice(0, 80) + '…' : args,
      kind: item.body ? SymbolKind.Module : SymbolKind.Property,
      range: rangeOf(starts, item.line.start, end - item.line.start),
      selectionRange: selection,
      children,
    });
  }
  return out;
}

function rowSymbols(rows: Rows, kind: SymbolKind, text: string, starts: Int32Array): DocumentSymbol[] {
  const table = scanRows(rows);
  const out: DocumentSymbol[] = [];
  for (let r = 0; r < table.rowCount && out.length < MAX_ROW_SYMBOLS; r++) {
    const f = table.firstField[r];
    if (f === table.firstField[r + 1]) continue;
    const s = rows.start + table.fieldStart[f];
    const e = rows.start + table.fieldEnd[f];
    const lineStart = rows.start + table.lineStart[r];
    const detail =
      kind === SymbolKind.Object || kind === SymbolKind.Namespace
        ? text
            .slice(e, lineEndOf(text, lineStart))
            .replace(/^[\s,]+/, '')
            .slice(0, 80)
        : undefined;
    out.push({
      name: text.slice(s, e),
      ...(detail ? { detail } : {}),
      kind,
      range: rangeOf(starts, lineStart, lineEndOf(text, lineStart) - lineStart),
      selectionRange: rangeOf(starts, s, e - s),
    });
  }
  return out;
}

/** The folding ranges of a parsed file: blocks, and runs of two or more comment lines. */
export function foldingRanges(
  items: readonly Item[],
  starts: Int32Array,
  out: FoldingRange[] = [],
): FoldingRange[] {
  const line = (offset: number) => rangeOf(starts, offset, 0).start.line;
  let comments: number[] = [];
  const flush = () => {
    if (comments.length > 1)
      out.push({
        startLine: comments[0],
        endLine: comments[comments.length - 1],
        kind: FoldingRangeKind.Comment,
      });
    comments = [];
  };
  for (const item of items) {
    if (item.kind === 'comment') {
      comments.push(line(item.start));
      continue;
    }
    flush();
    if (item.kind !== 'command' || !item.body || item.line.start < 0) continue;
    const start = line(item.line.start);
    const end = item.end && item.end.start >= 0 ? line(item.end.start) : lastLine(item, line);
    if (end > start) out.push({ startLine: start, endLine: end, kind: FoldingRangeKind.Region });
    foldingRanges(item.body, starts, out);
  }
  flush();
  return out;
}

function lastLine(command: Command, line: (offset: number) => number): number {
  const body = command.body ?? [];
  const last = body[body.length - 1];
  if (!last) return line(command.line.start);
  const start = last.kind === 'command' ? last.line.start : last.start;
  return line(start);
}
