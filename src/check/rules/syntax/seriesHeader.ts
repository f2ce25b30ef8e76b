import { syntaxRuleId, type Rule } from '../../rule.js';

/** RV011: a time series without a valid header. */
export const seriesHeader: Rule = {
  ...syntaxRuleId('series-header'),
  category: 'syntax',
  severity: 'error',
  docs: {
    summary:
      'A time series whose first line is not `yyyy-mm-dd hh:mm:ss timestep count` (or a :ReadFromNetCDF block).',
    why: 'Raven reads the start, time step and number of values from that line; without it the values are misread and the run stops.',
    fix: 'Put the header line right after the :Data-style command, e.g. `2000-01-01 00:00:00 1.0 365`.',
    source: 'TimeSeries.cpp, CTimeSeries::Parse',
    example: {
      fileType: 'rvt',
      bad: ':ObservationData HYDROGRAPH 1 m3/s\n  1.2 1.3 1.1\n:EndObservationData',
      good: ':ObservationData HYDROGRAPH 1 m3/s\n  2000-01-01 00:00:00 1.0 3\n  1.2 1.3 1.1\n:EndObservationData',
    },
  },
};
