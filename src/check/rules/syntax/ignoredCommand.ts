import { catalogueWarnings } from '../../../../grammar/ravenWarningMatch.js';
import { syntaxRuleId, type Rule } from '../../rule.js';

/** RV006: a command Raven reads but does nothing with. */
export const ignoredCommand: Rule = {
  ...syntaxRuleId('ignored-command'),
  category: 'syntax',
  severity: 'warning',
  docs: {
    summary: 'A command that Raven recognises but has no code for, so it has no effect.',
    why: 'The command is dispatched but falls through to the unknown-command branch: Raven warns and goes on without it.',
    fix: 'Remove the command; what it did in older versions of Raven is no longer available.',
    source: 'ParseInput.cpp, ParseHRUFile.cpp, ParseTimeSeriesFile.cpp (names without a case body)',
    example: {
      fileType: 'rvi',
      bad: ':WriteGroundwaterHeads\n:WriteForcingFunctions',
      good: ':WriteForcingFunctions',
    },
  },
  ravenWarnings: catalogueWarnings('unknownCommandWarning'),
  ownWarning: 'a command ignored in a file whose parser passes over it without a word (the .rvh).',
};
