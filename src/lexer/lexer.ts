/** The RV lexer: one Chevrotain lexer per comment dialect, built once and reused. */
import type { ILexingResult, Lexer as ChevrotainLexer } from 'chevrotain';
import { Lexer } from './chevrotain.js';
import type { CommentRule } from '../../grammar/types.js';
import { lexerDefinition } from './tokens.js';

const lexers = new Map<CommentRule, ChevrotainLexer>();

function lexerFor(rule: CommentRule): ChevrotainLexer {
  let lexer = lexers.get(rule);
  if (!lexer) {
    lexer = new Lexer(lexerDefinition(rule), {
      positionTracking: 'onlyOffset',
      // Raven reads lines with getline: only LF ends a line (a lone CR is a separator).
      lineTerminatorsPattern: /\n/g,
      lineTerminatorCharacters: ['\n'],
      ensureOptimizations: false,
      skipValidations: true,
    });
    lexers.set(rule, lexer);
  }
  return lexer;
}

/** Splits RV text into tokens by the comment rule of its file type; trivia tokens are in `groups.trivia`. */
export function lex(text: string, rule: CommentRule): ILexingResult {
  return lexerFor(rule).tokenize(text);
}
