/**
 * What rvkit's lexer makes of each physical line: its kind (the token that starts it) and the words it holds
 * (a command's name and argument words; a data line's fields as the row scanner splits the lexer's Rows token).
 */
import type { CommentRule } from '../../grammar/types.js';
import { lex } from '../../src/lexer/lexer.js';
import { scanRowText } from '../../src/parser/rows.js';

/** A line as the lexer sees it. */
export interface LexedLine {
  kind: 'blank' | 'comment' | 'command' | 'data';
  /** The words of a command or data line (none for blank and comment lines). */
  words: string[];
}

/** Lines of `text` as Raven reads them with getline: LF ends a line, a last line may have none. */
function lineCount(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return text.endsWith('\n') || text === '' ? n : n + 1;
}

/** The lexer's lines of `text` under a file type's comment rule; throws on a lexing error. */
export function lexedLines(text: string, rule: CommentRule): LexedLine[] {
  const result = lex(text, rule);
  if (result.errors.length > 0) throw new Error(`lexing errors: ${JSON.stringify(result.errors)}`);
  const lines: (LexedLine | undefined)[] = new Array<LexedLine | undefined>(lineCount(text));
  // Line number of an offset (counting LFs before it).
  const lineOf = (offset: number) => {
    let n = 0;
    for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) n++;
    return n;
  };
  for (const token of result.tokens) {
    const name = token.tokenType.name;
    const first = lineOf(token.startOffset);
    const physical = token.image.endsWith('\n')
      ? token.image.slice(0, -1).split('\n')
      : token.image.split('\n');
    switch (name) {
      case 'DialectRows':
        physical.forEach((line, i) => {
          const t = scanRowText(line);
          const words: string[] = [];
          for (let f = 0; f < t.firstField[t.rowCount]; f++)
            words.push(line.slice(t.fieldStart[f], t.fieldEnd[f]));
          lines[first + i] = { kind: 'data', words };
        });
        break;
      case 'DialectLineComment':
        physical.forEach((_, i) => (lines[first + i] = { kind: 'comment', words: [] }));
        break;
      case 'DialectBlank':
        physical.forEach((_, i) => (lines[first + i] = { kind: 'blank', words: [] }));
        break;
      case 'Command':
        lines[first] = { kind: 'command', words: [token.image] };
        break;
      case 'Word':
        lines[first]!.words.push(token.image);
        break;
      case 'Newline':
        break;
      default:
        throw new Error(`unexpected token ${name}`);
    }
  }
  return lines.map((l, i) => {
    if (!l) throw new Error(`line ${i + 1} has no token`);
    return l;
  });
}
