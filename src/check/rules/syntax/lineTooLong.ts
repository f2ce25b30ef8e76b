import { syntaxRuleId, type Rule } from '../../rule.js';

/** RV003: a line longer than Raven's line buffer. */
export const lineTooLong: Rule = {
  ...syntaxRuleId('line-too-long'),
  category: 'syntax',
  severity: 'error',
  docs: {
    summary: 'A line of 10,000 characters or more.',
    why: 'Raven reads each line into a buffer of 10,000 characters; a longer line makes the read fail, and Raven takes that as the end of the file: everything from that line on is silently ignored.',
    fix: 'Split the values over several lines (time-series values may continue on the next lines; table rows may not: shorten them).',
    source: 'ParseLib.cpp, CParser::Tokenize (getline with MAXCHARINLINE)',
  },
};
