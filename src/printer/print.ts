/**
 * The lossless printer: every node carries its own text and trivia, so printing is concatenation.
 * `printRv(parseRv(text))` gives back the text byte for byte.
 */
import type { Command, Item, Line, RvDocument } from '../ast/nodes.js';

/** The text of one command line. */
export function printLine(line: Line): string {
  let out = '';
  for (const w of line.words) out += w.pre + w.text;
  return out + line.trail + line.comment + line.eol;
}

function printCommand(command: Command, out: string[]): void {
  // The parser's order: the line, the block body and its end, then continuation lines.
  out.push(printLine(command.line));
  if (command.body) printItems(command.body, out);
  if (command.end) out.push(printLine(command.end));
  if (command.continuation) out.push(command.continuation.text);
}

function printItems(items: readonly Item[], out: string[]): void {
  for (const item of items) {
    switch (item.kind) {
      case 'command':
        printCommand(item, out);
        break;
      case 'comment':
      case 'blank':
        out.push(item.text + item.eol);
        break;
      case 'rows':
      case 'ignored':
        out.push(item.text);
        break;
    }
  }
}

/** Prints one item (a command with its body, a comment, rows ...) exactly as it was read. */
export function printItem(item: Item): string {
  const out: string[] = [];
  printItems([item], out);
  return out.join('');
}

/** Prints a document exactly as it was read (edited nodes print their new text). */
export function printRv(doc: RvDocument): string {
  const out: string[] = [];
  printItems(doc.items, out);
  return out.join('');
}
