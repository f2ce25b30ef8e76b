/**
 * A file's syntax tree after changes that each replace one value of a data row of a table block by another
 * single value (the editing API's column edits): the old tree with the changed Rows nodes (and the blocks that
 * hold them) made anew and the nodes after them moved, instead of a parse of the whole file. Such a change
 * keeps every line what it was (no line end, separator or `#` comes or goes, the row's first value is not
 * touched), so the tree's structure cannot change; and where neither the old nor the new value draws a
 * diagnostic, nor any line it changes already has one, the diagnostics are the old ones, unmoved (lines keep
 * their numbers, and columns move only on the changed lines). Any other change is parsed whole.
 */
import type { Command, Item, Line, Rows, RvDocument, Word } from '../ast/nodes.js';
import { cellHasProblem } from './check/index.js';
import { MAX_LINE_BYTES, MAX_LINE_TOKENS } from './check/lines.js';
import { parseRv, type ParseOptions } from './parseRv.js';
import { patchRowTable, scanRows, shareRowTable, type FieldChange } from './rows.js';

/** Replace `[start, end)` of the old text by `text`. */
export interface TextChange {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** Where a node of a reparsed tree came from: the node it was moved from, or the Rows node it changes. */
export type NodeOrigin =
  | { readonly kind: 'moved'; readonly from: Item }
  | { readonly kind: 'rows'; readonly from: Rows; readonly rows: readonly number[] }
  | { readonly kind: 'block'; readonly from: Command };

const ORIGINS = new WeakMap<Item, NodeOrigin>();

/** How a node of a tree made by `reparseRv` relates to the old tree (undefined: a node of a whole parse). */
export function nodeOrigin(item: Item): NodeOrigin | undefined {
  return ORIGINS.get(item);
}

/** Characters a changed value may not hold: separators, line ends, comments, quotes. */
const NOT_IN_WORD = /[\s,#"']/;

/**
 * The tree of `text`, which is `doc`'s text `old` with `changes` applied (as `applySplices` does: one change
 * per span, the last one given for a span counts), reusing `doc` where the changes allow (see the top).
 */
export function reparseRv(
  doc: RvDocument,
  old: string,
  text: string,
  changes: readonly TextChange[],
  options: ParseOptions,
): RvDocument {
  return (options.checks !== false && rowChanges(doc, old, text, changes)) || parseRv(text, options);
}

interface Pending {
  readonly change: TextChange;
  /** Set once the change is found in a Rows node. */
  done: boolean;
}

function rowChanges(
  doc: RvDocument,
  old: string,
  text: string,
  given: readonly TextChange[],
): RvDocument | undefined {
  const unique = [...new Map(given.map((c) => [`${c.start}:${c.end}`, c])).values()];
  unique.sort((a, b) => a.start - b.start);
  let total = 0;
  for (let i = 0; i < unique.length; i++) {
    const c = unique[i]!;
    if (c.text === '' || NOT_IN_WORD.test(c.text) || c.end <= c.start) return undefined;
    if (i > 0 && unique[i - 1]!.end > c.start) return undefined;
    total += c.text.length - (c.end - c.start);
  }
  if (unique.length === 0 || text.length !== old.length + total) return undefined;
  const pending = unique.map((change) => ({ change, done: false }));
  const state = { shift: 0, next: 0 };
  const items = rebuild(doc.items, undefined, old.length + 1, pending, state, doc.items);
  if (!items || pending.some((p) => !p.done)) return undefined;
  if (!sameLines(doc, old, text, unique)) return undefined;
  return { ...doc, items, diagnostics: [...doc.diagnostics] };
}

/**
 * The items with the changes that fall before `limit` applied (undefined when one is not a row value
 * change); `state.shift` is how far the changes so far moved the text.
 */
function rebuild(
  items: readonly Item[],
  parent: Command | undefined,
  limit: number,
  pending: Pending[],
  state: { shift: number; next: number },
  top: readonly Item[],
): Item[] | undefined {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    const end = i + 1 < items.length ? startOf(items[i + 1]!) : limit;
    const first = pending[state.next];
    if (!first || first.change.start >= end) {
      out.push(state.shift === 0 ? item : moved(item, state.shift));
      continue;
    }
    if (item.kind === 'rows') {
      const rows = changedRows(item, parent, end, pending, state, top);
      if (!rows) return undefined;
      out.push(rows);
      continue;
    }
    if (item.kind !== 'command' || !item.body || item.continuation) return undefined;
    // A change on the block's own line or its end line is not a row value.
    const bodyStart = item.body.length > 0 ? startOf(item.body[0]!) : end;
    if (first.change.start < bodyStart) return undefined;
    const line = state.shift === 0 ? item.line : movedLine(item.line, state.shift);
    const bodyEnd = item.end ? item.end.start : end;
    const body = rebuild(item.body, item, bodyEnd, pending, state, top);
    if (!body) return undefined;
    const next = pending[state.next];
    if (next && next.change.start < end) return undefined;
    const block: Command = { ...item, line, body };
    if (item.end) block.end = state.shift === 0 ? item.end : movedLine(item.end, state.shift);
    ORIGINS.set(block, { kind: 'block', from: item });
    out.push(block);
  }
  return out;
}

/** A Rows node of a table block with its changes, its row table patched (undefined: not row values). */
function changedRows(
  rows: Rows,
  parent: Command | undefined,
  end: number,
  pending: Pending[],
  state: { shift: number; next: number },
  top: readonly Item[],
): Rows | undefined {
  const spec = parent?.spec;
  if (!spec?.block?.rows || spec.block.series) return undefined;
  const table = scanRows(rows);
  const fields: FieldChange[] = [];
  const changedRowList: number[] = [];
  let row = 0;
  let text = '';
  let from = 0;
  for (; state.next < pending.length && pending[state.next]!.change.start < end; state.next++) {
    const p = pending[state.next]!;
    const { start, end: stop, text: word } = p.change;
    const s = start - rows.start;
    const e = stop - rows.start;
    // The field the change replaces whole: found by the rows' line starts, then within the row.
    while (row + 1 < table.rowCount && table.lineStart[row + 1] <= s) row++;
    let f = table.firstField[row];
    const last = table.firstField[row + 1];
    while (f < last && table.fieldStart[f] < s) f++;
    if (f >= last || table.fieldStart[f] !== s || table.fieldEnd[f] !== e) return undefined;
    // The row's first value decides what the line is (data, command, comment): left to a whole parse.
    if (f === table.firstField[row]) return undefined;
    const column = f - table.firstField[row];
    const before = rows.text.slice(s, e);
    if (cellHasProblem(spec, column, before, top) || cellHasProblem(spec, column, word, top))
      return undefined;
    const lineLength = table.lineStart[row + 1] - table.lineStart[row] + word.length - (e - s);
    if (!lineFits(lineLength) || !lineFits(table.lineStart[row + 1] - table.lineStart[row])) return undefined;
    fields.push({ field: f, word });
    if (changedRowList[changedRowList.length - 1] !== row) changedRowList.push(row);
    text += rows.text.slice(from, s) + word;
    from = e;
    p.done = true;
  }
  const next: Rows = { kind: 'rows', text: text + rows.text.slice(from), start: rows.start + state.shift };
  for (const { field, word } of fields)
    state.shift += word.length - (table.fieldEnd[field] - table.fieldStart[field]);
  patchRowTable(rows, next, fields);
  ORIGINS.set(next, { kind: 'rows', from: rows, rows: changedRowList });
  return next;
}

/** Whether a line of this many characters stays clear of the engine's line limits (check/lines.ts). */
function lineFits(length: number): boolean {
  return length * 3 <= MAX_LINE_BYTES && length <= MAX_LINE_TOKENS * 2;
}

/** Whether no diagnostic of the old tree is on a line a change touches (its column would move). */
function sameLines(doc: RvDocument, old: string, text: string, changes: readonly TextChange[]): boolean {
  void text;
  if (doc.diagnostics.length === 0) return true;
  const lines = new Set(doc.diagnostics.map((d) => d.line));
  let line = 1;
  let at = 0;
  for (const c of changes) {
    for (let i = old.indexOf('\n', at); i >= 0 && i < c.start; i = old.indexOf('\n', i + 1)) line++;
    at = c.start;
    if (lines.has(line)) return false;
  }
  return true;
}

function startOf(item: Item): number {
  return item.kind === 'command' ? item.line.start : item.start;
}

function movedWord(w: Word, shift: number): Word {
  return w.offset < 0 ? w : { ...w, offset: w.offset + shift };
}

function movedLine(line: Line, shift: number): Line {
  return {
    ...line,
    words: line.words.map((w) => movedWord(w, shift)),
    start: line.start < 0 ? line.start : line.start + shift,
  };
}

/** A copy of a node moved by `shift` characters (its text unchanged). */
function moved(item: Item, shift: number): Item {
  let out: Item;
  if (item.kind === 'command') {
    const c: Command = { ...item, line: movedLine(item.line, shift) };
    if (item.body) c.body = item.body.map((x) => moved(x, shift));
    if (item.end) c.end = movedLine(item.end, shift);
    if (item.continuation) c.continuation = moved(item.continuation, shift) as Rows;
    out = c;
  } else {
    out = { ...item, start: item.start + shift };
    if (item.kind === 'rows') shareRowTable(item, out as Rows);
  }
  ORIGINS.set(out, { kind: 'moved', from: item });
  return out;
}
