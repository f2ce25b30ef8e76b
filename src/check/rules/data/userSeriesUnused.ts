import { nameToken } from '../../../facts/args.js';
import { beforeSoilModel } from '../../../facts/rviFacts.js';
import type { Rule } from '../../rule.js';
import { ravenWords } from '../ravenWords.js';

const WARNING = 'ParseTimeSeriesFile#37';

/**
 * RV471: a :UserTimeSeries in a model that does not optimise its water management. Raven hands the series to
 * the demand optimizer, which only `:ApplyManagementOptimization` (in the .rvi, after :SoilModel) creates.
 */
export const userSeriesUnused: Rule = {
  code: 'RV471',
  name: 'user-series-unused',
  category: 'time-and-data',
  severity: 'warning',
  docs: {
    summary: ':UserTimeSeries is given only to a model with :ApplyManagementOptimization in its .rvi.',
    why: 'A user time series is read for the expressions of management optimization (the .rvm file); without :ApplyManagementOptimization Raven reads the series, drops it and warns (":User-specified time series found without being in management optimization mode. This command will be ignored.").',
    fix: 'Add :ApplyManagementOptimization to the .rvi (after :SoilModel) with the .rvm that uses the series, or remove the series.',
    source: 'ParseTimeSeriesFile.cpp (:UserTimeSeries); ParseInput.cpp (:ApplyManagementOptimization)',
    example: {
      fileType: 'rvt',
      bad: ':UserTimeSeries MyDemand m3/s\n  2000-01-01 00:00:00 1.0 3\n  1.0 2.0 3.0\n:EndUserTimeSeries',
      good: '# the series belongs to a model with :ApplyManagementOptimization and its .rvm',
    },
  },
  ravenWarnings: [WARNING],
  check({ model, report }) {
    const optimizes = model
      .uses('rvi', ':ApplyManagementOptimization')
      .some((r) => !beforeSoilModel(model.rvi, r));
    if (optimizes) return;
    for (const ref of model.uses('rvt', ':UserTimeSeries')) {
      report({
        at: nameToken(ref).site,
        message: `:UserTimeSeries without :ApplyManagementOptimization in the .rvi: Raven ignores the series and warns ("${ravenWords(WARNING)}")`,
        ravenWarning: WARNING,
      });
    }
  },
};
