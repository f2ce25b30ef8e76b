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
    example: {
      fileType: 'rvt',
      bad: ':ObservationData HYDROGRAPH 1 m3/s\n  2000-01-01 00:00:00 1.0 3\n  1.2 n/a 1.1\n:EndObservationData',
      good: ':ObservationData HYDROGRAPH 1 m3/s\n  2000-01-01 00:00:00 1.0 3\n  1.2 NaN 1.1\n:EndObservationData',
    },
  },
};
