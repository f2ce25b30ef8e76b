import { syntaxRuleId, type Rule } from '../../rule.js';

/** RV012: a time series with a different number of values than its header says. */
export const seriesCount: Rule = {
  ...syntaxRuleId('series-count'),
  category: 'syntax',
  severity: 'error',
  docs: {
    summary: 'A time series with fewer or more values than the count in its header.',
    why: 'Raven reads exactly the count of values, then expects the end line; fewer values make it read the end line as data, more make it meet a value where the end belongs: both stop the run.',
    fix: 'Make the count in the header equal the number of values.',
    source: 'TimeSeries.cpp, CTimeSeries::Parse and ParseMultiple',
    example: {
      fileType: 'rvt',
      bad: ':ObservationData HYDROGRAPH 1 m3/s\n  2000-01-01 00:00:00 1.0 4\n  1.2 1.3 1.1\n:EndObservationData',
      good: ':ObservationData HYDROGRAPH 1 m3/s\n  2000-01-01 00:00:00 1.0 3\n  1.2 1.3 1.1\n:EndObservationData',
    },
  },
};
