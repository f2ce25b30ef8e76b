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
      fileType: 'rvt',
      bad: '# time:units = "days since 1954-1-1" with a gap in the record',
      good: '# time:units = "days since 1954-01-01 00:00:00", one value per day',
    },
  },
  async check({ model, host, report }) {
    for (const p of (await forcingDataOf(model, host)).problems) {
      if (p.kind === 'netcdf-time') report({ at: p.at.site, message: p.message, severity: p.severity });
    }
  },
};
