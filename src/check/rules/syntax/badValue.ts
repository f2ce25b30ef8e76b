import { syntaxRuleId, type Rule } from '../../rule.js';

/** RV009: a value of the wrong kind. */
export const badValue: Rule = {
  ...syntaxRuleId('bad-value'),
  category: 'syntax',
  severity: 'warning',
  docs: {
    summary:
      'A value that is not of the kind the argument takes (a word where a number belongs, a malformed date).',
    why: 'Raven converts numbers with atof/atoi, so a word silently becomes 0 (or its numeric prefix); a malformed date is read as garbage.',
    fix: 'Write the value in the expected form: a number, _AUTO/_DEFAULT where allowed, yyyy-mm-dd, hh:mm:ss.',
    source: 'CommonFunctions.cpp, s_to_d / s_to_i / AutoOrDouble',
    example: { fileType: 'rvi', bad: ':TimeStep one', good: ':TimeStep 1.0' },
  },
  ownWarning: 'a word where Raven reads a number: it reads it as 0 (or its numeric prefix) without a word.',
};
