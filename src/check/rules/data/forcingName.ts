import { forcingDataOf } from '../../../facts/forcingData.js';
import type { Rule } from '../../rule.js';

/** RV412: a forcing name Raven does not know. */
export const forcingName: Rule = {
  code: 'RV412',
  name: 'forcing-name',
  category: 'time-and-data',
  severity: 'error',
  docs: {
    summary:
      'The forcing named by `:Data`, by each column of `:MultiData` `:Parameters` and of a .tb0 `:ColumnName`, and by `:ForcingType` is one Raven knows (PRECIP, RAINFALL, SNOWFALL, TEMP_AVE, TEMP_MIN/TEMP_DAILY_MIN, TEMP_MAX/TEMP_DAILY_MAX, PET …; case does not matter).',
    why: 'Raven stops on an unknown name in :MultiData and .tb0 files; in :Data it logs an error and the run stops before simulating. A gridded forcing without a known :ForcingType stops it too.',
    fix: "Use Raven's forcing name (for example TEMP_DAILY_MIN rather than TMIN).",
    source:
      'Forcings.cpp GetForcingTypeFromString; TimeSeries.cpp ParseMultiple, ParseEnsimTb0; ParseTimeSeriesFile.cpp :Data',
    example: {
      fileType: 'rvt',
      bad: ':Gauge G1\n  :Latitude 43.6\n  :Longitude -80.8\n  :Elevation 350\n  :MultiData\n    2000-01-01 00:00:00 1.0 3\n    :Parameters, PRECIP, TMIN, TMAX\n    :Units, mm/d, C, C\n    1.0, -2.0, 5.0\n    0.0, -1.0, 6.0\n    3.0, 0.0, 7.0\n  :EndMultiData\n:EndGauge',
      good: ':Gauge G1\n  :Latitude 43.6\n  :Longitude -80.8\n  :Elevation 350\n  :MultiData\n    2000-01-01 00:00:00 1.0 3\n    :Parameters, PRECIP, TEMP_DAILY_MIN, TEMP_DAILY_MAX\n    :Units, mm/d, C, C\n    1.0, -2.0, 5.0\n    0.0, -1.0, 6.0\n    3.0, 0.0, 7.0\n  :EndMultiData\n:EndGauge',
    },
  },
  async check({ model, host, report }) {
    for (const p of (await forcingDataOf(model, host)).problems) {
      if (p.kind === 'forcing-name') report({ at: p.at.site, message: p.message });
    }
  },
};
