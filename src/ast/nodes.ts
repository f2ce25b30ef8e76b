/**
 * The syntax tree of an RV file. Raven reads files line by line, so lines are the unit of structure.
 * Every byte of the source belongs to exactly one node, and each node carries its own trivia (separators,
 * comments, line ends) as strings: printing a tree concatenates them, and an edited node keeps the trivia
 * it did not change.
 */
import type { CommandSpec, FileType } from '../../grammar/types.js';

/** A word of a command line, with the separators (spaces, tabs, commas) written before it. */
export interface Word {
  /** Separators before the word; for the first word of a line, its indentation. */
  pre: string;
  text: string;
  /** Offset of the word in the source, or -1 for a word built by a program. */
  offset: number;
}

/** A physical line that holds a command: its words and the trivia around them. */
export interface Line {
  /** The command name, then its arguments. */
  words: Word[];
  /** Separators after the last word. */
  trail: string;
  /** An inline comment, from `#` to the end of the line (without the line end), or ''. */
  comment: string;
  /** The line end as written: '\n', '\r\n', or '' on a last line without one. */
  eol: string;
  /** Offset of the start of the line in the source, or -1. */
  start: number;
}

/** A whole-line comment (by the comment rule of the file type). */
export interface CommentLine {
  kind: 'comment';
  /** The line without its line end (indentation included). */
  text: string;
  eol: string;
  start: number;
}

/** A line holding only separators, or nothing. */
export interface BlankLine {
  kind: 'blank';
  text: string;
  eol: string;
  start: number;
}

/**
 * A run of consecutive data lines (lines whose first word does not start with `:`): table rows, time-series
 * values. The text is kept whole (line ends included) and decoded on demand, so a million rows cost one
 * string, not a million nodes.
 */
export interface Rows {
  kind: 'rows';
  text: string;
  start: number;
}

/** A command: a single line, or a block with a body and (normally) an end line. */
export interface Command {
  kind: 'command';
  /** The catalogue entry, or undefined for a command the engine does not know. */
  spec: CommandSpec | undefined;
  line: Line;
  /** The body of a block command (undefined for a single-line command). */
  body?: Item[];
  /** The closing line of a block, when present. */
  end?: Line;
  /** Data lines continuing a count-driven command (`:Qout n …` that wraps over several lines). */
  continuation?: Rows;
}

/** The part of a file after a top-level `:End`, which the engine never reads. */
export interface Ignored {
  kind: 'ignored';
  text: string;
  start: number;
}

/** Anything a file or a block body holds. */
export type Item = CommentLine | BlankLine | Rows | Command | Ignored;

/** How bad a diagnostic is. */
export type Severity = 'error' | 'warning' | 'info';

/** A problem found in a file, with its position (1-based line and column). */
export interface Diagnostic {
  severity: Severity;
  message: string;
  file: string;
  line: number;
  column: number;
  /** A short stable identifier of the kind of problem: the code of the rule that found it (`RV201`). */
  code: string;
  /** 1-based line where the faulty text ends (the end is exclusive), when the problem spans a token. */
  endLine?: number;
  /** 1-based column where the faulty text ends (exclusive), with `endLine`. */
  endColumn?: number;
  /**
   * A certain repair, when the rule that found the problem offers one: every edit of it, applied together
   * (`fixProject` applies them; an editor can offer them as one quick fix).
   */
  fix?: readonly TextEdit[];
  /** The WARNING Raven writes for the problem, where it writes one: its id in grammar/ravenWarnings.ts. */
  ravenWarning?: string;
  /** A warning of rvkit's own: Raven says nothing of the problem, and does not do what the model means. */
  own?: true;
}

/** The words that end the message of a warning of rvkit's own (`Diagnostic.own`). */
export const OWN_WARNING = "(rvkit's own warning: Raven says nothing)";

/** A span of a file's text: offsets into the text as read, and the same place as 1-based lines and columns. */
export interface TextRange {
  /** Offset of the first character (the file is read as latin1: one character per byte). */
  readonly start: number;
  /** Offset after the last character (equal to `start` for an insertion). */
  readonly end: number;
  readonly line: number;
  readonly column: number;
  /** Line and column of `end` (exclusive). */
  readonly endLine: number;
  readonly endColumn: number;
}

/** One change of one file, as data: replace `oldText` at `range` by `newText`. */
export interface TextEdit {
  /** The file, named as its diagnostics name it. */
  readonly file: string;
  readonly range: TextRange;
  readonly oldText: string;
  readonly newText: string;
  /** The code of the rule whose fix this edit belongs to. */
  readonly code: string;
  /** What the fix changes, in one line. */
  readonly message: string;
}

/** A parsed RV file. */
export interface RvDocument {
  kind: 'document';
  fileType: FileType;
  fileName: string;
  items: Item[];
  diagnostics: Diagnostic[];
}

/** The name of a command (its first word). */
export function commandName(command: Command): string {
  return command.line.words[0].text;
}

/** The argument words of a command line (the words after the name). */
export function commandArgs(command: Command): string[] {
  return command.line.words.slice(1).map((w) => w.text);
}
