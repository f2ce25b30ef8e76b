import { syntaxRuleId, type Rule } from '../../rule.js';

/** RV014: a :MultiData row with the wrong number of columns. */
export const seriesColumns: Rule = {
  ...syntaxRuleId('series-columns'),
  category: 'syntax',
  severity: 'error',
  docs: {
    summary: 'A :MultiData row whose number of values differs from the number of :Parameters columns.',
    why: 'Raven reads one value per column on each row and stops when a row is short or long.',
    fix: 'Give every row exactly one value per column named in :Parameters.',
    source: 'TimeSeries.cpp, CTimeSeries::ParseMultiple',
  },
};
