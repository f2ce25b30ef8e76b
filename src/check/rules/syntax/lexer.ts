import type { Rule } from '../../rule.js';

/** RV001: text the lexer cannot read. */
export const lexer: Rule = {
  code: 'RV001',
  name: 'lexer',
  category: 'syntax',
  severity: 'error',
  docs: {
    summary: 'Characters that cannot be split into Raven tokens.',
    why: 'Raven splits every line into tokens at spaces, tabs and commas; text rvkit cannot tokenise the same way would not be read as intended.',
    fix: 'Remove the offending characters (often a stray control character or a file saved in another encoding).',
    source: 'ParseLib.cpp, CParser::Tokenize',
  },
};
