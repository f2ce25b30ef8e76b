import { forcingDataOf } from '../../../facts/forcingData.js';
import type { Rule } from '../../rule.js';

/** RV410: a NetCDF variable or dimension that is not in the file. */
export const netcdfName: Rule = {
  code: 'RV410',
  name: 'netcdf-name',
  category: 'time-and-data',
  severity: 'error',
  docs: {
    summary:
      'The `:VarNameNC` variable and the `:DimNamesNC` dimensions of a `:ReadFromNetCDF` block or a gridded/station forcing are in the NetCDF file, with a time variable named like the time dimension.',
    why: 'Raven looks the names up exactly (case-sensitively) and stops when one is missing; it reads the time stamps from the variable that has the name of the time dimension. A block without `:FileNameNC`, `:VarNameNC` or `:DimNamesNC` stops it too.',
    fix: 'Use the names the file has (`ncdump -h file.nc` lists them); for a single series `:DimNamesNC time`, for stations `:DimNamesNC station time`.',
    source:
      'TimeSeries.cpp CTimeSeries::Parse, ReadTimeSeriesFromNetCDF; ForcingGrid.cpp CForcingGrid::ForcingGridInit',
    example: {
      fileType: 'rvt',
      bad: ':ObservationData HYDROGRAPH 1 m3/s\n  :ReadFromNetCDF\n    :FileNameNC flows.nc\n    :VarNameNC  Q\n    :DimNamesNC time\n  :EndReadFromNetCDF\n:EndObservationData',
      good: ':ObservationData HYDROGRAPH 1 m3/s\n  :ReadFromNetCDF\n    :FileNameNC flows.nc\n    :VarNameNC  q\n    :DimNamesNC time\n  :EndReadFromNetCDF\n:EndObservationData',
      model: {
        'flows.nc':
          'netcdf flows {\ndimensions:\n  time = 3 ;\nvariables:\n  double time(time) ;\n    time:units = "days since 2000-01-01 00:00:00" ;\n  double q(time) ;\ndata:\n  time = 0, 1, 2 ;\n  q = 1.2, 1.3, 1.1 ;\n}',
      },
    },
  },
  async check({ model, host, report }) {
    for (const p of (await forcingDataOf(model, host)).problems) {
      if (p.kind === 'netcdf-name') report({ at: p.at.site, message: p.message });
    }
  },
};
