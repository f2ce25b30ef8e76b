/**
 * A changed command printed against the syntax node it was read from. The model gives its lines as words
 * (`WordLine`, each at its block depth); the node gives the lines it was read from. When the two have the same
 * shape (as many content lines, each a command line or a data row at the same depth), each new line takes the
 * place of its source line: a word that means the same (numbers compared by value, `1.50` = `1.5`) keeps its
 * lexeme, and the line keeps its indentation, separators, inline comment and line end, so a saved file
 * differs from the original only in the words whose value changed; whole-line comments and blank lines stay
 * where they are. When the shape differs (a row added or removed, a sub-command given or dropped), the command
 * is printed canonically (`printLines`). Both ways are walks over the node and the lines: no text is parsed
 * and no texts are compared.
 */
import type { FileType } from '../../grammar/types.js';
import type { Command, Item, Line } from '../ast/nodes.js';
import { isNumberLiteral } from '../parser/numbers.js';
import { scanRows, type RowTable } from '../parser/rows.js';
import { printLines, type WordLine } from './lines.js';
import { printLine } from './print.js';

/** Whether two words mean the same to Raven: the same text, or number literals of the same value. */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  return isNumberLiteral(a, 0, a.length) && isNumberLiteral(b, 0, b.length) && Number(a) === Number(b);
}

/** A place in the node's text: kept as written, a command line, or a data row. */
type Piece =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'line'; readonly depth: number; readonly line: Line }
  | { readonly kind: 'row'; readonly depth: number; readonly table: RowTable; readonly row: number };

/** The pieces of a command node in print order (the lossless printer's order). */
function pieces(command: Command, depth: number, out: Piece[]): void {
  out.push({ kind: 'line', depth, line: command.line });
  if (command.body) bodyPieces(command.body, depth + 1, out);
  if (command.end) out.push({ kind: 'line', depth, line: command.end });
  if (command.continuation) rowPieces(scanRows(command.continuation), depth + 1, out);
}

function bodyPieces(items: readonly Item[], depth: number, out: Piece[]): void {
  for (const item of items) {
    if (item.kind === 'command') pieces(item, depth, out);
    else if (item.kind === 'rows') rowPieces(scanRows(item), depth, out);
    else out.push({ kind: 'text', text: item.kind === 'ignored' ? item.text : item.text + item.eol });
  }
}

function rowPieces(table: RowTable, depth: number, out: Piece[]): void {
  for (let r = 0; r < table.rowCount; r++) {
    if (table.firstField[r + 1] > table.firstField[r]) out.push({ kind: 'row', depth, table, row: r });
    else out.push({ kind: 'text', text: table.text.slice(table.lineStart[r], table.lineStart[r + 1]) });
  }
}

/** A source command line with the new words in its place. */
function patchLine(line: Line, words: readonly string[]): string {
  const old = line.words;
  if (old.length === words.length) {
    let out = '';
    for (let i = 0; i < old.length; i++)
      out += old[i].pre + (sameWord(old[i].text, words[i]) ? old[i].text : words[i]);
    return out + line.trail + line.comment + line.eol;
  }
  return (old[0]?.pre ?? '') + words.join(' ') + (line.comment ? line.trail + line.comment : '') + line.eol;
}

/** A source data row with the new words in its place (a word meaning the same as the old one keeps its lexeme). */
export function patchRow(t: RowTable, r: number, words: readonly string[]): string {
  const { text, firstField, fieldStart, fieldEnd, lineStart } = t;
  const first = firstField[r];
  const size = firstField[r + 1] - first;
  const last = first + size - 1;
  let out = text.slice(lineStart[r], fieldStart[first]);
  if (size === words.length) {
    for (let i = 0; i < size; i++) {
      const f = first + i;
      const old = text.slice(fieldStart[f], fieldEnd[f]);
      out += sameWord(old, words[i]) ? old : words[i];
      if (i < size - 1) out += text.slice(fieldEnd[f], fieldStart[f + 1]);
    }
  } else out += words.join(' ');
  return out + text.slice(fieldEnd[last], lineStart[r + 1]);
}

/** Whether a model's line can stand for a source line: same depth, both command lines or both data rows. */
function fits(p: Slot, line: WordLine): boolean {
  const isCommand = (line.words[0] ?? '').startsWith(':');
  return p.depth === line.depth && (p.kind === 'line') === isCommand && line.words.length > 0;
}

type Slot = Exclude<Piece, { kind: 'text' }>;

/**
 * The source slot each loaded line was written from: the slots in order, skipping those the model does not
 * write (a `:Units` line Raven skips, say); undefined when some line has no slot.
 */
function match(slots: readonly Slot[], loaded: readonly WordLine[]): (Slot | undefined)[] | undefined {
  const out: (Slot | undefined)[] = [];
  let s = 0;
  for (const line of loaded) {
    const name = line.words[0]?.startsWith(':') ? line.words[0] : undefined;
    // A command line stands for the next source line of its name, when the source has one ahead.
    while (s < slots.length && !fits(slots[s], line)) s++;
    if (name !== undefined) {
      let k = s;
      while (k < slots.length && !(fits(slots[k], line) && wordAt(slots[k], 0) === name)) k++;
      if (k < slots.length) s = k;
    }
    if (s >= slots.length) return undefined;
    out.push(slots[s++]);
  }
  return out;
}

/** Word `i` of a slot's source line. */
function wordAt(p: Slot, i: number): string | undefined {
  if (p.kind === 'line') return p.line.words[i]?.text;
  const f = p.table.firstField[p.row] + i;
  return f < p.table.firstField[p.row + 1]
    ? p.table.text.slice(p.table.fieldStart[f], p.table.fieldEnd[f])
    : undefined;
}

function sameWords(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((w, i) => w === b[i]);
}

/**
 * Which loaded line each new line is (its index in `loaded`, or -1 for a line the model added), or undefined
 * when that cannot be told. Lines pair by identity: a line is known by its depth and first word (a command's
 * name, a row's ID or class name) when that is unique among the loaded lines and among the new ones, and the
 * pairs keep their order; failing that, lines of the same shape pair by position. No text is compared.
 */
function pairLines(loaded: readonly WordLine[], lines: readonly WordLine[]): number[] | undefined {
  const byIdentity = pairByIdentity(loaded, lines);
  if (byIdentity) return byIdentity;
  if (
    loaded.length === lines.length &&
    loaded.every((l, i) => l.depth === lines[i].depth && sameKind(l, lines[i]))
  )
    return lines.map((_, i) => i);
  return undefined;
}

/** Pairs by depth and first word, when both are unique on each side and the pairs keep their order. */
function pairByIdentity(loaded: readonly WordLine[], lines: readonly WordLine[]): number[] | undefined {
  const key = (l: WordLine) => `${l.depth} ${l.words[0] ?? ''}`;
  const index = new Map<string, number>();
  for (let i = 0; i < loaded.length; i++) {
    if (index.has(key(loaded[i]))) return undefined;
    index.set(key(loaded[i]), i);
  }
  const seen = new Set<string>();
  const out: number[] = [];
  let last = -1;
  for (const line of lines) {
    const k = key(line);
    if (seen.has(k)) return undefined;
    seen.add(k);
    const i = index.get(k) ?? -1;
    if (i >= 0) {
      if (i < last) return undefined;
      last = i;
    }
    out.push(i);
  }
  return out;
}

/**
 * The text of a command whose model changed, printed against the node it was read from. `loaded` are the
 * lines the model wrote as loaded, `lines` those it writes now. When every loaded line has its source line
 * and the new lines can be paired with the loaded ones (`pairLines`): a line the model writes as it did keeps
 * its source text; a changed line takes its source line's place (separators, lexemes of words that mean the
 * same, comment and line end kept); a removed line goes with its source line; an added line follows the line
 * before it, with that line's indentation and single spaces. Otherwise the command is printed in canonical
 * layout (with the node's line ends).
 */
export function reprintCommand(
  node: Command,
  lines: readonly WordLine[],
  fileType: FileType,
  loaded: readonly WordLine[] = lines,
): string {
  const all: Piece[] = [];
  pieces(node, 0, all);
  const slots = all.filter((p): p is Slot => p.kind !== 'text');
  const pairs = pairLines(loaded, lines);
  const from = pairs && match(slots, loaded);
  const eol = node.line.eol === '\r\n' ? '\r\n' : '\n';
  if (!pairs || !from) return printLines(lines, fileType).replace(/\n/g, eol);
  // What becomes of each source slot: kept (absent), new words, or removed (null); and the added lines that
  // follow it (`undefined` key: before the first slot).
  const next = new Map<Slot, readonly string[] | null>(from.map((slot) => [slot!, null]));
  const added = new Map<Slot | undefined, WordLine[]>();
  let previous: Slot | undefined;
  pairs.forEach((i, j) => {
    if (i < 0) {
      const list = added.get(previous) ?? [];
      added.set(previous, [...list, lines[j]]);
      return;
    }
    previous = from[i]!;
    if (sameWords(loaded[i].words, lines[j].words)) next.delete(previous);
    else next.set(previous, lines[j].words);
  });
  let out = '';
  let indent = '';
  const emitAdded = (after: Slot | undefined) => {
    for (const line of added.get(after) ?? []) {
      const own = after && after.depth === line.depth ? indent : '  '.repeat(line.depth);
      out += own + line.words.join(' ') + eol;
    }
  };
  emitAdded(undefined);
  for (const p of all) {
    if (p.kind === 'text') {
      out += p.text;
      continue;
    }
    indent = indentOf(p);
    const words = next.get(p);
    if (words === undefined) out += p.kind === 'line' ? printLine(p.line) : rowText(p.table, p.row);
    else if (words !== null)
      out += p.kind === 'line' ? patchLine(p.line, words) : patchRow(p.table, p.row, words);
    emitAdded(p);
  }
  return out;
}

/** The indentation of a source slot's line. */
function indentOf(p: Slot): string {
  if (p.kind === 'line') return (p.line.words[0]?.pre ?? '').replace(/[^ \t]/g, '');
  return p.table.text
    .slice(p.table.lineStart[p.row], p.table.fieldStart[p.table.firstField[p.row]])
    .replace(/[^ \t]/g, '');
}

/** Whether two model lines are the same kind of line (both command lines, or both rows). */
function sameKind(a: WordLine, b: WordLine): boolean {
  return (a.words[0] ?? '').startsWith(':') === (b.words[0] ?? '').startsWith(':');
}

function rowText(t: RowTable, r: number): string {
  return t.text.slice(t.lineStart[r], t.lineStart[r + 1]);
}
