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
    example: {
      fileType: 'rvt',
      bad: ':Gauge G1\n  :Latitude 43.6\n  :Longitude -80.8\n  :Elevation 350\n  :MultiData\n    2000-01-01 00:00:00 1.0 3\n    :Parameters, PRECIP, TEMP_DAILY_MIN, TEMP_DAILY_MAX\n    :Units, mm/d, C, C\n    1.0, -2.0, 5.0\n    0.0, -1.0\n    3.0, 0.0, 7.0\n  :EndMultiData\n:EndGauge',
      good: ':Gauge G1\n  :Latitude 43.6\n  :Longitude -80.8\n  :Elevation 350\n  :MultiData\n    2000-01-01 00:00:00 1.0 3\n    :Parameters, PRECIP, TEMP_DAILY_MIN, TEMP_DAILY_MAX\n    :Units, mm/d, C, C\n    1.0, -2.0, 5.0\n    0.0, -1.0, 6.0\n    3.0, 0.0, 7.0\n  :EndMultiData\n:EndGauge',
    },
  },
};
