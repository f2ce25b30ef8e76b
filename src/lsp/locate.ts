/**
 * What is at a place of an RV file: the physical line, the blocks around it, the words of the line and the
 * word under the cursor. Everything the editor features ask starts here.
 */
import type { Command, Item, RvDocument, Rows } from '../ast/nodes.js';

/** A word of a line with its offset in the file and its index on the line (0: the command name). */
export interface WordAt {
  readonly text: string;
  readonly offset: number;
  readonly index: number;
}

/** What kind of line the place is on. */
export type LineAt =
  | { readonly kind: 'command'; readonly command: Command }
  | { readonly kind: 'end'; readonly command: Command }
  | { readonly kind: 'row'; readonly rows: Rows }
  | { readonly kind: 'other' };

/** A place in a file. */
export interface Place {
  readonly offset: number;
  /** Offset of the start of the line. */
  readonly lineStart: number;
  /** The blocks whose body holds the line, outermost first. */
  readonly blocks: readonly Command[];
  readonly line: LineAt;
  /** The words of the line (up to an inline comment). */
  readonly words: readonly WordAt[];
  /** The word the cursor is in or touches, if any. */
  readonly word?: WordAt;
  /** The index the word at the cursor has or would have (the number of words that end before it). */
  readonly wordIndex: number;
}

/** Raven's separators: spaces, tabs and commas. */
function isSeparator(c: string): boolean {
  return c === ' ' || c === '\t' || c === ',' || c === '\r';
}

/** The words of the line starting at `start`, up to an inline comment. */
export function lineWords(text: string, start: number): WordAt[] {
  let end = text.indexOf('\n', start);
  if (end < 0) end = text.length;
  const words: WordAt[] = [];
  let i = start;
  while (i < end) {
    while (i < end && isSeparator(text[i])) i++;
    if (i >= end || text[i] === '#') break;
    const s = i;
    while (i < end && !isSeparator(text[i])) i++;
    words.push({ text: text.slice(s, i), offset: s, index: words.length });
  }
  return words;
}

/** Start offset of an item. */
function startOf(item: Item): number {
  return item.kind === 'command' ? item.line.start : item.start;
}

/** The last item starting at or before `offset` (items are in source order). */
function itemBefore(items: readonly Item[], offset: number): Item | undefined {
  let lo = 0;
  let hi = items.length - 1;
  let found: Item | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (startOf(items[mid]) <= offset) {
      found = items[mid];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

function lineAt(items: readonly Item[], lineStart: number, blocks: Command[]): LineAt {
  const item = itemBefore(items, lineStart);
  if (!item) return { kind: 'other' };
  if (item.kind === 'rows') return { kind: 'row', rows: item };
  if (item.kind !== 'command') return { kind: 'other' };
  if (item.line.start === lineStart) return { kind: 'command', command: item };
  if (item.end && item.end.start === lineStart) {
    blocks.push(item);
    return { kind: 'end', command: item };
  }
  if (item.end && item.end.start >= 0 && item.end.start < lineStart) return { kind: 'other' };
  if (item.continuation && item.continuation.start <= lineStart)
    return { kind: 'row', rows: item.continuation };
  if (item.body) {
    blocks.push(item);
    return lineAt(item.body, lineStart, blocks);
  }
  return { kind: 'other' };
}

/** The place at an offset of a parsed file. */
export function placeAt(doc: RvDocument, text: string, offset: number): Place {
  const lineStart = offset === 0 ? 0 : text.lastIndexOf('\n', offset - 1) + 1;
  const blocks: Command[] = [];
  const line = lineAt(doc.items, lineStart, blocks);
  const words = lineWords(text, lineStart);
  const word = words.find((w) => w.offset <= offset && offset <= w.offset + w.text.length);
  const wordIndex = word ? word.index : words.filter((w) => w.offset + w.text.length < offset).length;
  return { offset, lineStart, blocks, line, words, word, wordIndex };
}

/** The innermost block around a place, if any. */
export function innermost(place: Place): Command | undefined {
  return place.blocks[place.blocks.length - 1];
}
