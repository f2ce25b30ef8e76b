import { syntaxRuleId, type Rule } from '../../rule.js';

/** RV001: text the lexer cannot read. */
export const lexer: Rule = {
  ...syntaxRuleId('lexer'),
  category: 'syntax',
  severity: 'error',
  docs: {
    summary:
      'A safeguard: text the tokenizer could not split into Raven tokens. The tokenizer splits any bytes as Raven does, so this is never expected; if you see it, it is an rvkit bug.',
    why: 'Raven splits every line into tokens at spaces, tabs and commas; text rvkit cannot tokenise the same way would not be read as intended.',
    fix: 'Report the file to rvkit; meanwhile look for stray control characters or another encoding at the position given.',
    source: 'ParseLib.cpp, CParser::Tokenize',
  },
};
