import { syntaxRuleId, type Rule } from '../../rule.js';

/** RV013: a time series not closed where Raven expects its end line. */
export const seriesEnd: Rule = {
  ...syntaxRuleId('series-end'),
  category: 'syntax',
  severity: 'error',
  docs: {
    summary: 'A time series whose end line is not where Raven expects it.',
    why: 'After the values (or a :ReadFromNetCDF block) Raven reads one more line and stops the run unless it starts with :End.',
    fix: 'Close the series with its :End… line right after its values.',
    source: 'TimeSeries.cpp, CTimeSeries::Parse',
  },
};
