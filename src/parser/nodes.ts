/** Builds syntax-tree nodes from tokens, taking the trivia between tokens from the source text. */
import type { IToken } from 'chevrotain';
import type { BlankLine, CommentLine, Line, Rows, Word } from '../ast/nodes.js';

/** Splits a line-token image into its content and its line end. */
function splitEol(image: string): [string, string] {
  if (image.endsWith('\r\n')) return [image.slice(0, -2), '\r\n'];
  if (image.endsWith('\n')) return [image.slice(0, -1), '\n'];
  return [image, ''];
}

/** A whole-line comment node. */
export function commentNode(token: IToken): CommentLine {
  const [text, eol] = splitEol(token.image);
  return { kind: 'comment', text, eol, start: token.startOffset };
}

/** A blank-line node. */
export function blankNode(token: IToken): BlankLine {
  const [text, eol] = splitEol(token.image);
  return { kind: 'blank', text, eol, start: token.startOffset };
}

/** A data-rows node. */
export function rowsNode(token: IToken): Rows {
  return { kind: 'rows', text: token.image, start: token.startOffset };
}

/** A command line from its name token, its word tokens and its line-end token (absent at end of file). */
export function lineNode(text: string, name: IToken, args: IToken[], newline: IToken | undefined): Line {
  const start = text.lastIndexOf('\n', name.startOffset - 1) + 1;
  const words: Word[] = [
    { pre: text.slice(start, name.startOffset), text: name.image, offset: name.startOffset },
  ];
  let prevEnd = name.startOffset + name.image.length;
  for (const tok of args) {
    words.push({ pre: text.slice(prevEnd, tok.startOffset), text: tok.image, offset: tok.startOffset });
    prevEnd = tok.startOffset + tok.image.length;
  }
  const tailEnd = newline ? newline.startOffset : text.length;
  const tail = text.slice(prevEnd, tailEnd);
  // Only separators and at most one comment can follow the last word: the lexer made words of the rest.
  const hash = tail.indexOf('#');
  return {
    words,
    trail: hash < 0 ? tail : tail.slice(0, hash),
    comment: hash < 0 ? '' : tail.slice(hash),
    eol: newline ? newline.image : '',
    start,
  };
}
