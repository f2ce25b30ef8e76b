/**
 * The first step of the formatter: a document flattened into the lines it will print (entries), each with its
 * block depth, and the breaks where column alignment restarts. Data rows stay row tables, not strings.
 */
import type { CommandSpec } from '../../grammar/types.js';
import type { Command, Item, Line, RvDocument } from '../ast/nodes.js';
import { scanRows, type RowTable } from '../parser/rows.js';

/** A line (or a run of data rows) to print, or a break between alignment groups. */
export type Entry =
  | { kind: 'blank' }
  | { kind: 'break' }
  | { kind: 'text'; depth: number; text: string; breaksRun: boolean }
  | { kind: 'cells'; depth: number; cells: string[]; comment: string }
  | { kind: 'rows'; depth: number; table: RowTable }
  | { kind: 'raw'; text: string };

/**
 * The comment text without trailing blanks (commas inside a comment are text). A lone CR inside is a word
 * separator to Raven, not a line end: it becomes a space, so that canonical text has LF line ends only.
 */
function trimComment(s: string): string {
  return s.replace(/\r/g, ' ').replace(/[ \t]+$/, '');
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
        // Raven reads nothing after :End; its line ends, CRLF or a lone CR, become LF.
        out.push({ kind: 'raw', text: item.text.replace(/\r\n?/g, '\n') });
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

/** The entries of a document, in order. */
export function documentEntries(doc: RvDocument): Entry[] {
  const entries: Entry[] = [];
  collect(doc.items, 0, false, entries);
  return entries;
}
