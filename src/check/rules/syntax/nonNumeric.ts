import { syntaxRuleId, type Rule } from '../../rule.js';

/** RV010: a non-numeric value where Raven checks for numbers. */
export const nonNumeric: Rule = {
  ...syntaxRuleId('non-numeric'),
  category: 'syntax',
  severity: 'error',
  docs: {
    summary: 'A value that is not a number in a time series or a numeric table.',
    why: 'Raven checks time-series values with is_numeric and stops on anything else (only NaN is accepted, as a blank).',
    fix: 'Replace the value by a number, or by NaN for a missing value.',
    source: 'TimeSeries.cpp, CTimeSeries::Parse ("Non-numeric value found in time series")',
  },
};
