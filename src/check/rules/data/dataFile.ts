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
      fileType: 'rvt',
      bad: ':Gauge G1\n  :Latitude 49.3\n  :Longitude -122.5\n  :EnsimTimeSeries alu.tb0\n:EndGauge',
      good: ':Gauge G1\n  :Latitude 49.3\n  :Longitude -122.5\n  :EnsimTimeSeries ALU.tb0\n:EndGauge',
    },
  },
  async check({ model, host, report }) {
    for (const p of (await forcingDataOf(model, host)).problems) {
      if (p.kind === 'file') report({ at: p.at.site, message: p.message });
    }
  },
};
