/**
 * Chevrotain token types of RV files. The lexer has two modes:
 * - `line`, at the start of a line: a whole data line run (Rows), a whole comment line, a blank line, or the
 *   indentation and name of a command line;
 * - `args`, after a command name: words, separators, an inline comment, and the line end.
 * Separators, indentation and inline comments are trivia (group `trivia`): the parser never sees them, and
 * the tree builder takes them from the source between the tokens it does see.
 */
import type { CustomPatternMatcherReturn, TokenType } from 'chevrotain';
import { createToken, Lexer } from './chevrotain.js';
import { COMMON_COMMENTS, RVG_COMMENTS, RVI_COMMENTS } from '../../grammar/common.js';
import type { CommentRule } from '../../grammar/types.js';
import { classifyLine, LineKind, lineEnd, skipSeparators } from './lineKind.js';

type Matcher = (text: string, offset: number) => CustomPatternMatcherReturn | null;

function match(text: string, offset: number, end: number): CustomPatternMatcherReturn {
  return [text.slice(offset, end)] as unknown as CustomPatternMatcherReturn;
}

function atLineStart(text: string, offset: number): boolean {
  return offset === 0 || text.charCodeAt(offset - 1) === 10;
}

/** Matches a run of consecutive data lines, each whole with its line end. */
function rowsMatcher(rule: CommentRule): Matcher {
  return (text, offset) => {
    if (!atLineStart(text, offset)) return null;
    let pos = offset;
    while (pos < text.length && classifyLine(text, skipSeparators(text, pos), rule) === LineKind.Data) {
      pos = lineEnd(text, pos);
    }
    return pos > offset ? match(text, offset, pos) : null;
  };
}

/** Matches one whole line of the given kind (comment or blank), with its line end. */
function wholeLineMatcher(rule: CommentRule, kind: LineKind): Matcher {
  return (text, offset) => {
    if (!atLineStart(text, offset) || offset >= text.length) return null;
    if (classifyLine(text, skipSeparators(text, offset), rule) !== kind) return null;
    return match(text, offset, lineEnd(text, offset));
  };
}

/** The token types of one comment dialect (the comment rule decides which lines are comments and data). */
export interface TokenSet {
  readonly Rows: TokenType;
  readonly LineComment: TokenType;
  readonly Blank: TokenType;
  readonly Indent: TokenType;
  readonly Command: TokenType;
  readonly Separator: TokenType;
  readonly InlineComment: TokenType;
  readonly Word: TokenType;
  readonly Newline: TokenType;
}

/** Token types that do not depend on the dialect (the parser's vocabulary refers to these). */
const Indent = createToken({ name: 'Indent', pattern: /[ \t,\r]+/, group: 'trivia' });
const Command = createToken({ name: 'Command', pattern: /:[^ \t,\r\n]*/, push_mode: 'args' });
const Separator = createToken({ name: 'Separator', pattern: /(?:[ \t,]|\r(?!\n))+/, group: 'trivia' });
const InlineComment = createToken({
  name: 'InlineComment',
  pattern: /#(?:[^\r\n]|\r(?!\n))*/,
  group: 'trivia',
});
const Word = createToken({ name: 'Word', pattern: /[^ \t,\r\n#][^ \t,\r\n]*/ });
const Newline = createToken({ name: 'Newline', pattern: /\r?\n/, line_breaks: true, pop_mode: true });

/** Placeholders for the dialect-dependent line tokens; each dialect gets its own matchers (below). */
const Rows = createToken({ name: 'Rows', pattern: Lexer.NA });
const LineComment = createToken({ name: 'LineComment', pattern: Lexer.NA });
const Blank = createToken({ name: 'Blank', pattern: Lexer.NA });

const lineTokenHint = { line_breaks: true } as const;

function dialectDefinition(rule: CommentRule) {
  // A category lets dialect tokens match the parser's vocabulary: the parser consumes `Rows`, and
  // each dialect's rows token belongs to that category.
  const dialectRows = createToken({
    name: 'DialectRows',
    pattern: { exec: rowsMatcher(rule) },
    categories: [Rows],
    ...lineTokenHint,
  });
  const dialectComment = createToken({
    name: 'DialectLineComment',
    pattern: { exec: wholeLineMatcher(rule, LineKind.Comment) },
    categories: [LineComment],
    ...lineTokenHint,
  });
  const dialectBlank = createToken({
    name: 'DialectBlank',
    pattern: { exec: wholeLineMatcher(rule, LineKind.Blank) },
    categories: [Blank],
    ...lineTokenHint,
  });
  return {
    modes: {
      line: [dialectRows, dialectComment, dialectBlank, Indent, Command],
      args: [Newline, Separator, InlineComment, Word],
    },
    defaultMode: 'line',
  };
}

/**
 * The comment dialects of the catalogue, with their token types. They are all made here, before any parser:
 * the parser expands token categories into its lookahead when it is built, so a token type made later would
 * not match.
 */
const DIALECTS = new Map(
  [RVI_COMMENTS, COMMON_COMMENTS, RVG_COMMENTS].map((rule) => [rule, dialectDefinition(rule)] as const),
);

/** The lexer definition (modes and token types) of a comment dialect of the catalogue. */
export function lexerDefinition(rule: CommentRule): ReturnType<typeof dialectDefinition> {
  const definition = DIALECTS.get(rule);
  if (!definition) throw new Error('comment rule is not one of the catalogue dialects');
  return definition;
}

/** The parser's token vocabulary. */
export const VOCABULARY = {
  Rows,
  LineComment,
  Blank,
  Indent,
  Command,
  Separator,
  InlineComment,
  Word,
  Newline,
};

/** Every token type, dialect tokens included, for the parser. */
export const ALL_TOKENS: TokenType[] = [
  ...Object.values(VOCABULARY),
  ...[...DIALECTS.values()].flatMap((d) => d.modes.line.slice(0, 3)),
];
