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
    example: {
      fileType: 'rvt',
      bad: ':ObservationData HYDROGRAPH 1 m3/s\n  :ReadFromNetCDF\n    :FileNameNC flows.nc\n    :VarNameNC  q\n    :DimNamesNC time\n  :EndReadFromNetCDF\n  1.2 1.3 1.1\n:EndObservationData',
      good: ':ObservationData HYDROGRAPH 1 m3/s\n  :ReadFromNetCDF\n    :FileNameNC flows.nc\n    :VarNameNC  q\n    :DimNamesNC time\n  :EndReadFromNetCDF\n:EndObservationData',
      model: {
        'flows.nc':
          'netcdf flows {\ndimensions:\n  time = 3 ;\nvariables:\n  double time(time) ;\n    time:units = "days since 2000-01-01 00:00:00" ;\n  double q(time) ;\ndata:\n  time = 0, 1, 2 ;\n  q = 1.2, 1.3, 1.1 ;\n}',
      },
    },
  },
};
