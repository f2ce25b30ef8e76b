import { forcingDataOf } from '../../../facts/forcingData.js';
import type { Rule } from '../../rule.js';

/** RV411: a NetCDF time axis Raven refuses. */
export const netcdfTime: Rule = {
  code: 'RV411',
  name: 'netcdf-time',
  category: 'time-and-data',
  severity: 'error',
  docs: {
    summary:
      'The time variable of a NetCDF forcing has units `<days|hours|minutes|seconds> since yyyy-mm-dd hh:mm:ss`, a calendar Raven supports, and equal steps.',
    why: 'Raven works out the start and step of the data from the units and the first two time values, and stops when the units are in another form, when the calendar is 360_day or unknown, or when any step differs from the first (missing days in the file). It ignores a time-zone suffix of the units, and warns ("[Critical]") when the file\'s calendar differs from the model\'s.',
    fix: 'Rewrite the time axis with CF units Raven reads and fill gaps in the record (missing values may be fill values, but every time step must be there).',
    source:
      'NetCDFReading.cpp GetTimeInfoFromNetCDF, GetCalendarFromNetCDF; CommonFunctions.cpp IsValidNetCDFTimeString, TimeStructFromNetCDFString',
    example: {
      fileType: 'flows.nc',
      bad: 'netcdf flows {\ndimensions:\n  time = 3 ;\nvariables:\n  double time(time) ;\n    time:units = "days since 2000-01-01 00:00:00" ;\n  double q(time) ;\ndata:\n  time = 0, 1, 3 ;\n  q = 1.2, 1.3, 1.1 ;\n}',
      good: 'netcdf flows {\ndimensions:\n  time = 3 ;\nvariables:\n  double time(time) ;\n    time:units = "days since 2000-01-01 00:00:00" ;\n  double q(time) ;\ndata:\n  time = 0, 1, 2 ;\n  q = 1.2, 1.3, 1.1 ;\n}',
      model: {
        rvt: ':ObservationData HYDROGRAPH 1 m3/s\n  :ReadFromNetCDF\n    :FileNameNC flows.nc\n    :VarNameNC  q\n    :DimNamesNC time\n  :EndReadFromNetCDF\n:EndObservationData',
      },
    },
  },
  ravenWarnings: ['NetCDFReading#1'],
  async check({ model, host, report }) {
    for (const p of (await forcingDataOf(model, host)).problems) {
      if (p.kind === 'netcdf-time') {
        report({ at: p.at.site, message: p.message, severity: p.severity, ravenWarning: p.ravenWarning });
      }
    }
  },
};
