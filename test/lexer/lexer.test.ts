/**
 * The lexer against Raven's own tokenizer. Each case's text is read by CParser::Tokenize, compiled from Raven's
 * ParseLib.cpp (ravenTokenize.ts), and by rvkit's lexer (src/lexer/): every line must have the same words, and
 * the same kind. Tokenize splits a line (read with getline: only LF ends it) at spaces, tabs, commas and CRs,
 * skips empty tokens, and drops everything from a token after the first that starts with `#`; quotes are
 * ordinary characters. Raven then decides what a line is from its first token: no token is a blank line; a
 * comment is, in a .rvi, a first token `*`, `%` or `#` or one starting with `#` (ParseMainInputFile,
 * ParseInput.cpp), and in the other files a first token starting with `#` or `*` (IsComment,
 * CommonFunctions.cpp); a first token starting with `:` is a command; anything else is data.
 */
import fc from 'fast-check';
import { COMMON_COMMENTS, RVI_COMMENTS } from '../../grammar/common.js';
import type { CommentRule } from '../../grammar/types.js';
import { lexedLines, type LexedLine } from './lexedLines.js';
import { ravenTokenizer, ravenTokens } from './ravenTokenize.js';

/** Raven's kind of a line from its tokens, for the .rvi (ParseMainInputFile) or the other files (IsComment). */
function ravenKind(tokens: readonly string[], rvi: boolean): LexedLine['kind'] {
  if (tokens.length === 0) return 'blank';
  const s0 = tokens[0];
  const comment = rvi
    ? ['*', '%', '#'].includes(s0) || s0.startsWith('#')
    : s0.startsWith('#') || s0.startsWith('*');
  if (comment) return 'comment';
  return s0.startsWith(':') ? 'command' : 'data';
}

/** Raven's view of `text`: each line's kind and, for commands and data, its tokens. */
function raven(text: string, rvi: boolean): LexedLine[] {
  return ravenTokens(text).map((tokens) => {
    const kind = ravenKind(tokens, rvi);
    return { kind, words: kind === 'command' || kind === 'data' ? tokens : [] };
  });
}

const RULES: readonly [string, CommentRule, boolean][] = [
  ['rvi', RVI_COMMENTS, true],
  ['rvp', COMMON_COMMENTS, false],
];

beforeAll(() => {
  // Compiles the oracle on first use (a few seconds).
  ravenTokenizer();
}, 120_000);

const CASES: readonly [string, string][] = [
  [
    'commands and their words',
    ':Duration 365\n:StartDate 2000-01-01 00:00:00\n:SoilModel SOIL_MULTILAYER 3\n',
  ],
  [
    'commas and tabs separate words; runs of them are one separator',
    ':Attributes,%SAND,,CLAY\n  LOAM,\t0.4 , ,0.1\t\t\n',
  ],
  ['indentation of spaces, tabs and commas before a command', ' \t,:EndSoilClasses\n,,1,2\n'],
  [
    'a word after the first that starts with # ends the line',
    ':RunName run # comment\n:Duration 365 #365\n1 2 #3 4\n',
  ],
  ['a # inside a word is part of it', ':RunName a#b\n1 2#3\n:Noisy#\n'],
  ['whole-line comments with #', '# a comment\n  #indented, with, commas\n#\n'],
  ['* and % comments: alone in a .rvi, as a prefix elsewhere', '* star\n*star\n% percent\n%percent\n'],
  [
    'quotes are ordinary characters',
    ':RunName "my run"\n:OutputDirectory \'out dir\'\n:RedirectToFile "a, b.rvt"\n',
  ],
  ['CRLF line ends', ':Duration 365\r\n\r\n:TimeStep 1.0\r\n1 2\r\n'],
  ['a lone CR separates words and does not end the line', ':Duration\r365\n1\r2\r\n'],
  ['a byte order mark is part of the first word', '\uFEFF:Duration 365\n:TimeStep 1.0\n'],
  ['blank lines, also of separators only', ':Duration 365\n\n \t,, \r\n\n:TimeStep 1\n'],
  ['a last line without a line end', ':Duration 365\n:TimeStep 1'],
  [
    'a block and its :End pair, with data, and text after :End',
    ':HRUs\n  :Attributes AREA\n  :Units km2\n  1 2.5\n:EndHRUs\n:End\nafter end # x\n',
  ],
  ['non-ASCII words', ':RunName été\n1 Ω,2\n'],
];

describe.each(RULES)('%s comment rule', (_type, rule, rvi) => {
  test.each(CASES)('%s', (_name, text) => {
    expect(lexedLines(text, rule)).toEqual(raven(text, rvi));
  });
});

describe.each(RULES)('%s comment rule, random lines', (_type, rule, rvi) => {
  // Lines are independent to both tokenizers, so one text of many random lines takes one oracle run.
  const piece = fc.constantFrom(
    ' ',
    '\t',
    ',',
    '\r',
    '#',
    '*',
    '%',
    ':',
    '"',
    'a',
    'B',
    '1',
    '.',
    '-',
    'é',
    ':End',
  );
  const line = fc.array(piece, { maxLength: 12 }).map((p) => p.join(''));
  test('every line of a text of random lines is read as Raven reads it', () => {
    const lines = fc.sample(fc.array(line, { minLength: 1, maxLength: 400 }), {
      numRuns: 1,
      seed: rvi ? 15 : 16,
    })[0];
    const text = lines.join('\n') + '\n';
    const ours = lexedLines(text, rule);
    const theirs = raven(text, rvi);
    const differ = ours.flatMap((l, i) =>
      JSON.stringify(l) === JSON.stringify(theirs[i])
        ? []
        : [{ line: JSON.stringify(lines[i]), ours: l, raven: theirs[i] }],
    );
    expect(differ).toEqual([]);
    expect(ours.length).toBe(lines.length);
  });
});
