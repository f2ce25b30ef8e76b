/**
 * Reading typed values from the syntax tree: a command's argument words and its body's rows, each with its
 * source location, so that a validation problem points at the very word that caused it.
 */
import type { Command, Item, Rows, Word } from '../../ast/nodes.js';
import { lineStarts, positionAt } from '../../parser/positions.js';
import { fieldText, scanRows, type RowTable } from '../../parser/rows.js';
import type { SourceLocation } from '../modelClass/errors.js';

/** The file a tree came from: its name and line index, for locations. */
export interface SourceFile {
  readonly file: string;
  readonly starts: Int32Array;
  /** The line and column of an offset, when the file works them out itself (`textSource`: without
   * building its whole line index). */
  position?(offset: number): { line: number; column: number };
}

/** A word of text with its location. */
export interface SourceWord {
  readonly text: string;
  readonly location?: SourceLocation;
}

/**
 * The source of a file's text, its line index made only as far as a location asks for (`position`), the
 * whole index (`starts`) when first read: a loaded model keeps the location of every word it was read from,
 * for the messages of later validations, and the words of a series file's header are all in its first lines
 * (York's 12 MB of series then index a few lines, not 600,000).
 */
export function textSource(file: string, text: string): SourceFile {
  let starts: Int32Array | undefined;
  /** The starts of the lines up to the first one not yet ended (`scanned`: where the scan for it goes on). */
  const first: number[] = [0];
  let scanned = 0;
  return {
    file,
    get starts() {
      return (starts ??= lineStarts(text));
    },
    position(offset: number) {
      if (starts) return positionAt(starts, offset);
      while (scanned <= offset && scanned < text.length) {
        const nl = text.indexOf('\n', scanned);
        if (nl < 0) scanned = text.length;
        else {
          first.push(nl + 1);
          scanned = nl + 1;
        }
      }
      let lo = 0;
      let hi = first.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (first[mid]! <= offset) lo = mid;
        else hi = mid - 1;
      }
      return { line: lo + 1, column: offset - first[lo]! + 1 };
    },
  };
}

/** The location of an offset in a source file (undefined for built nodes, offset -1). */
export function locate(source: SourceFile | undefined, offset: number): SourceLocation | undefined {
  if (!source || offset < 0) return undefined;
  const { line, column } = source.position ? source.position(offset) : positionAt(source.starts, offset);
  return { file: source.file, line, column };
}

/** The argument words of a command line (continuation lines included), with their locations. */
export function argWords(command: Command, source?: SourceFile): SourceWord[] {
  const out: SourceWord[] = command.line.words
    .slice(1)
    .map((w: Word) => ({ text: w.text, location: locate(source, w.offset) }));
  if (command.continuation) out.push(...rowWords(command.continuation, source).flat());
  return out;
}

/** The words of each data row of a Rows node (inline comments left out). */
export function rowWords(rows: Rows, source?: SourceFile): SourceWord[][] {
  const table: RowTable = scanRows(rows);
  const out: SourceWord[][] = [];
  for (let r = 0; r < table.rowCount; r++) {
    const words: SourceWord[] = [];
    for (let f = table.firstField[r]; f < table.firstField[r + 1]; f++) {
      words.push({ text: fieldText(table, f), location: locate(source, rows.start + table.fieldStart[f]) });
    }
    out.push(words);
  }
  return out;
}

/** Every data row of a block body, in order (comments and blank lines skipped). */
export function bodyRows(items: readonly Item[] | undefined, source?: SourceFile): SourceWord[][] {
  return (items ?? []).flatMap((i) => (i.kind === 'rows' ? rowWords(i, source) : []));
}

/** The commands of a block body, in order. */
export function bodyCommands(items: readonly Item[] | undefined): Command[] {
  return (items ?? []).filter((i): i is Command => i.kind === 'command');
}

/** The first command of a body with one of these names. */
export function findCommand(items: readonly Item[] | undefined, ...names: string[]): Command | undefined {
  return bodyCommands(items).find((c) => names.includes(c.line.words[0].text));
}

/** The location of a command's name. */
export function commandLocation(command: Command, source?: SourceFile): SourceLocation | undefined {
  return locate(source, command.line.words[0].offset);
}
