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
import type { CommandSpec, FileType } from '../../grammar/types.js';
import type { Command, Item, Line, RvDocument } from '../ast/nodes.js';
import { MAX_LINE_BYTES, utf8Length } from '../parser/check/lines.js';
import { parseRv } from '../parser/parseRv.js';
import { rowComment, scanRows, type RowTable } from '../parser/rows.js';

/** Options of `formatRv`. */
export interface FormatOptions {
  fileType: FileType;
  fileName?: string;
}

type Entry =
  | { kind: 'blank' }
  | { kind: 'break' }
  | { kind: 'text'; depth: number; text: string; breaksRun: boolean }
  | { kind: 'cells'; depth: number; cells: string[]; comment: string }
  | { kind: 'rows'; depth: number; table: RowTable }
  | { kind: 'raw'; text: string };

const INDENT = '  ';

/** The comment text without trailing blanks (commas inside a comment are text). */
function trimComment(s: string): string {
  return s.replace(/[ \t\r]+$/, '');
}

/** Index of the first cell of a variadic argument (free text, lists): such cells are not split in columns. */
function variadicCell(spec: CommandSpec | undefined): number {
  const i = spec?.args?.findIndex((a) => a.variadic) ?? -1;
  return i < 0 ? -1 : i + 1;
}

function lineEntry(line: Line, depth: number, verbatim: boolean, spec?: CommandSpec): Entry {
  if (verbatim) {
    let text = line.words[0].text;
    for (const w of line.words.slice(1)) text += w.pre + w.text;
    return { kind: 'text', depth, text: trimComment(text + line.trail + line.comment), breaksRun: true };
  }
  let cells = line.words.map((w) => w.text);
  const v = variadicCell(spec);
  if (v > 0 && cells.length > v + 1) cells = [...cells.slice(0, v), cells.slice(v).join(' ')];
  return { kind: 'cells', depth, cells, comment: trimComment(line.comment) };
}

/** Drops blank lines at the start and end of a body. */
function trimBlanks(items: readonly Item[]): readonly Item[] {
  let a = 0;
  let b = items.length;
  while (a < b && items[a].kind === 'blank') a++;
  while (b > a && items[b - 1].kind === 'blank') b--;
  return items.slice(a, b);
}

function collect(items: readonly Item[], depth: number, inTable: boolean, out: Entry[]): void {
  for (const item of trimBlanks(items)) {
    switch (item.kind) {
      case 'blank':
        if (out.length > 0 && out[out.length - 1].kind !== 'blank') out.push({ kind: 'blank' });
        break;
      case 'comment':
        out.push({
          kind: 'text',
          depth,
          text: trimComment(item.text.replace(/^[ \t,\r]+/, '')),
          breaksRun: !inTable,
        });
        break;
      case 'rows':
        out.push({ kind: 'rows', depth, table: scanRows(item) });
        break;
      case 'ignored':
        out.push({ kind: 'raw', text: item.text.replace(/\r\n/g, '\n') });
        break;
      case 'command':
        collectCommand(item, depth, out);
        break;
    }
  }
}

function collectCommand(command: Command, depth: number, out: Entry[]): void {
  const verbatim = command.spec?.mathExpression === true;
  out.push(lineEntry(command.line, depth, verbatim, command.spec));
  if (command.body) {
    const block = command.spec?.block;
    const inTable =
      block !== undefined && !block.marker && (block.rows !== undefined || block.series !== undefined);
    out.push({ kind: 'break' });
    collect(command.body, depth + 1, inTable, out);
    out.push({ kind: 'break' });
    if (command.end) out.push(lineEntry(command.end, depth, false));
  }
  if (command.continuation) {
    out.push({ kind: 'break' });
    out.push({ kind: 'rows', depth: depth + 1, table: scanRows(command.continuation) });
    out.push({ kind: 'break' });
  }
}

/** Column widths of a group: the widest non-last cell of each column. */
function widths(run: readonly Entry[]): number[] {
  const w: number[] = [];
  const see = (i: number, len: number) => {
    if (len > (w[i] ?? 0)) w[i] = len;
  };
  for (const e of run) {
    if (e.kind === 'cells') {
      for (let i = 0; i < e.cells.length - 1; i++) see(i, e.cells[i].length);
    } else if (e.kind === 'rows') {
      const t = e.table;
      for (let r = 0; r < t.rowCount; r++) {
        const first = t.firstField[r];
        const last = t.firstField[r + 1] - 1;
        for (let f = first; f < last; f++) see(f - first, t.fieldEnd[f] - t.fieldStart[f]);
      }
    }
  }
  return w;
}

function joinCells(
  indent: string,
  cells: readonly string[],
  comment: string,
  w: readonly number[] | null,
): string {
  let s = indent;
  for (let i = 0; i < cells.length; i++) {
    s += cells[i];
    if (i < cells.length - 1) s += w ? ' '.repeat(w[i] - cells[i].length + 1) : ' ';
  }
  if (comment) s += cells.length > 0 ? '  ' + comment : comment;
  return s;
}

function rowLine(t: RowTable, r: number, indent: string, w: readonly number[] | null): string {
  const first = t.firstField[r];
  const end = t.firstField[r + 1];
  let s = indent;
  for (let f = first; f < end; f++) {
    const cell = t.text.slice(t.fieldStart[f], t.fieldEnd[f]);
    s += cell;
    if (f < end - 1) s += w ? ' '.repeat(w[f - first] - cell.length + 1) : ' ';
  }
  const comment = trimComment(rowComment(t, r));
  if (comment) s += '  ' + comment;
  return s;
}

function emitRun(run: readonly Entry[], w: readonly number[] | null, out: string[]): void {
  for (const e of run) {
    const indent = 'depth' in e ? INDENT.repeat(e.depth) : '';
    if (e.kind === 'cells') out.push(joinCells(indent, e.cells, e.comment, w));
    else if (e.kind === 'text') out.push(indent + e.text);
    else if (e.kind === 'rows')
      for (let r = 0; r < e.table.rowCount; r++) out.push(rowLine(e.table, r, indent, w));
  }
}

/** Emits an aligned group, or a compact one when alignment would make a line too long for the engine. */
function emitGroup(run: readonly Entry[], out: string[]): void {
  if (run.length === 0) return;
  const w = widths(run);
  const start = out.length;
  emitRun(run, w, out);
  for (let i = start; i < out.length; i++) {
    if (out[i].length * 3 > MAX_LINE_BYTES && utf8Length(out[i]) > MAX_LINE_BYTES) {
      out.length = start;
      emitRun(run, null, out);
      return;
    }
  }
}

function emit(entries: readonly Entry[]): string {
  const out: string[] = [];
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
  return out.length === 0 ? '' : out.join('\n') + '\n';
}

/** The canonical text of a parsed document. */
export function formatDocument(doc: RvDocument): string {
  const entries: Entry[] = [];
  collect(doc.items, 0, false, entries);
  return emit(entries);
}

/** Formats RV text in the canonical layout (idempotent; the engine reads the same tokens). */
export function formatRv(text: string, options: FormatOptions): string {
  return formatDocument(parseRv(text, options));
}
