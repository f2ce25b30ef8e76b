import { syntaxRuleId, type Rule } from '../../rule.js';

/** RV004: a line with more than 1,000 tokens. */
export const tooManyTokens: Rule = {
  ...syntaxRuleId('too-many-tokens'),
  category: 'syntax',
  severity: 'error',
  docs: {
    summary: 'A line with more than 1,000 values.',
    why: 'Raven keeps at most 1,000 tokens per line; a longer line overruns its token array and stops the run.',
    fix: 'Put the values on several lines where the command allows it (time series), or reduce the columns.',
    source: 'ParseLib.cpp, CParser::Tokenize (MAXINPUTITEMS)',
  },
};
