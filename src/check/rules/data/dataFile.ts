import { forcingDataOf } from '../../../facts/forcingData.js';
import type { Rule } from '../../rule.js';

/** RV409: a forcing data file that is missing or that Raven cannot read. */
export const dataFile: Rule = {
  code: 'RV409',
  name: 'data-file',
  category: 'time-and-data',
  severity: 'error',
  docs: {
    summary:
      'Every data file the .rvt names (`:EnsimTimeSeries` .tb0 files, `:FileNameNC` NetCDF files) exists and has the layout Raven reads.',
    why: 'Raven opens these files while it reads the .rvt and stops when one is missing, when a .tb0 file has no `:ColumnName` or `:EndHeader` line, or when one of its rows has another number of values than there are columns. Names are resolved against the directory of the main .rvt file and are case-sensitive on Linux.',
    fix: 'Correct the file name (or its path relative to the .rvt file), or repair the file.',
    source:
      'TimeSeries.cpp CTimeSeries::ParseEnsimTb0, ReadTimeSeriesFromNetCDF; ParseTimeSeriesFile.cpp :FileNameNC',
    example: {
      fileType: 'flows.tb0',
      bad: '#########################################################################\n:FileType tb0  ASCII  EnSim 1.0\n:ColumnMetaData\n  :ColumnName PRECIP TEMP_DAILY_MIN TEMP_DAILY_MAX\n  :ColumnUnits mm C C\n:EndColumnMetaData\n:StartTime 2000/01/01 00:00:00.000\n:DeltaT 24:00:00.000\n1.0 -2.0 5.0\n0.0 -1.0 6.0\n3.0 0.0 7.0',
      good: '#########################################################################\n:FileType tb0  ASCII  EnSim 1.0\n:ColumnMetaData\n  :ColumnName PRECIP TEMP_DAILY_MIN TEMP_DAILY_MAX\n  :ColumnUnits mm C C\n:EndColumnMetaData\n:StartTime 2000/01/01 00:00:00.000\n:DeltaT 24:00:00.000\n:EndHeader\n1.0 -2.0 5.0\n0.0 -1.0 6.0\n3.0 0.0 7.0',
      model: {
        rvt: ':Gauge G1\n  :Latitude 43.6\n  :Longitude -80.8\n  :Elevation 350\n  :EnsimTimeSeries flows.tb0\n:EndGauge',
      },
    },
  },
  async check({ model, host, report }) {
    for (const p of (await forcingDataOf(model, host)).problems) {
      if (p.kind === 'file') report({ at: p.at.site, message: p.message });
    }
  },
};
