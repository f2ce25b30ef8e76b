/**
 * Reading typed values from the syntax tree: a command's argument words and its body's rows, each with its
 * source location, so that a validation problem points at the very word that caused it.
 */
import type { Command, Item, Rows, Word } from '../../ast/nodes.js';
import { positionAt } from '../../parser/positions.js';
import { fieldText, scanRows, type RowTable } from '../../parser/rows.js';
import type { SourceLocation } from '../modelClass/errors.js';

/** The file a tree came from: its name and line index, for locations. */
export interface SourceFile {
  readonly file: string;
  readonly starts: Int32Array;
}

/** A word of text with its location. */
export interface SourceWord {
  readonly text: string;
  readonly location?: SourceLocation;
}

/**
 * The location of an offset in a source file (undefined for built nodes, offset -1). Its line and column are
 * worked out when first read: a model keeps the location of every word it was read from, for the messages of
 * later validations, and most are never read (a file's line index is then never made).
 */
export function locate(source: SourceFile | undefined, offset: number): SourceLocation | undefined {
  if (!source || offset < 0) return undefined;
  return new TextLocation(source, offset);
}

/**
 * A location whose line and column are read from the file's line index when first asked for. It holds the
 * file, the offset and, once read, the line and column: a loaded model keeps hundreds (an object with getters
 * of its own cost three closures and a context each, half of what a loaded Config held). `line` and `column`
 * are still its own enumerable properties, as a plain `{ file, line, column }`'s are (spread, JSON and
 * deep equality see them): accessors whose two functions every location shares.
 */
class TextLocation implements SourceLocation {
  declare readonly file: string;
  declare readonly line: number;
  declare readonly column: number;
  #source: SourceFile;
  #offset: number;
  /** 0 until worked out. */
  #line = 0;
  #column = 0;
  constructor(source: SourceFile, offset: number) {
    this.#source = source;
    this.#offset = offset;
    Object.defineProperty(this, 'file', { value: source.file, enumerable: true });
    Object.defineProperties(this, TextLocation.#position);
  }
  static readonly #position: PropertyDescriptorMap = {
    line: {
      enumerable: true,
      get(this: TextLocation) {
        return this.#find().#line;
      },
    },
    column: {
      enumerable: true,
      get(this: TextLocation) {
        return this.#find().#column;
      },
    },
  };
  #find(): this {
    if (this.#line === 0) {
      const { line, column } = positionAt(this.#source.starts, this.#offset);
      this.#line = line;
      this.#column = column;
    }
    return this;
  }
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
