import { forcingDataOf } from '../../../facts/forcingData.js';
import type { Rule } from '../../rule.js';

/** RV407: a time series step Raven refuses. */
export const seriesInterval: Rule = {
  code: 'RV407',
  name: 'series-interval',
  category: 'time-and-data',
  severity: 'error',
  docs: {
    summary:
      'The step of a forcing series divides a day evenly (1, 0.5, 1/24 … days, or hh:mm:ss), and a .tb0 file gives its `:DeltaT` as hh:mm:ss.',
    why: 'Raven rounds the step in a series header to 1/n of a day and stops when it is more than 10% away from such a fraction (2 days, 0.7 day) or not positive; it reads `:DeltaT` of a .tb0 file only in the form hh:mm:ss and stops on any other.',
    fix: 'Write the step of the data as a fraction of a day that divides it evenly (1.0 for daily data, 0.041666667 or 01:00:00 for hourly data); resample data with longer steps to daily.',
    source:
      'CommonFunctions.cpp FixTimestep; TimeSeries.cpp CTimeSeries::Parse, ParseMultiple, ParseEnsimTb0',
    example: {
      fileType: 'rvt',
      bad: ':Gauge G1\n  :Latitude 43.6\n  :Longitude -80.8\n  :Elevation 350\n  :Data PRECIP mm/d\n    2000-01-01 00:00:00 2.0 2\n    1.0 3.0\n  :EndData\n  :Data TEMP_DAILY_MIN C\n    2000-01-01 00:00:00 1.0 3\n    -2.0 -1.0 0.0\n  :EndData\n  :Data TEMP_DAILY_MAX C\n    2000-01-01 00:00:00 1.0 3\n    5.0 6.0 7.0\n  :EndData\n:EndGauge',
      good: ':Gauge G1\n  :Latitude 43.6\n  :Longitude -80.8\n  :Elevation 350\n  :Data PRECIP mm/d\n    2000-01-01 00:00:00 1.0 3\n    1.0 0.0 3.0\n  :EndData\n  :Data TEMP_DAILY_MIN C\n    2000-01-01 00:00:00 1.0 3\n    -2.0 -1.0 0.0\n  :EndData\n  :Data TEMP_DAILY_MAX C\n    2000-01-01 00:00:00 1.0 3\n    5.0 6.0 7.0\n  :EndData\n:EndGauge',
    },
  },
  async check({ model, host, report }) {
    for (const p of (await forcingDataOf(model, host)).problems) {
      if (p.kind === 'interval') report({ at: p.at.site, message: p.message });
    }
  },
};
