/** A Delft-FEWS state update file for the tests of the FEWS rules (made with ncgen, as FEWS exports them). */
import { ncgen } from '../netcdfForcing.js';

/** A FEWS state update file for HRU 1 whose daily time axis starts on `from` (2 steps, SNOW 0). */
export const fewsStateFile = (from: string) =>
  ncgen(
    [
      'netcdf state {',
      'dimensions:',
      '  time = 2 ;',
      '  stations = 1 ;',
      '  char_leng_id = 8 ;',
      'variables:',
      '  double time(time) ;',
      `    time:units = "days since ${from} 00:00:00" ;`,
      '  char station_id(stations, char_leng_id) ;',
      '  double SNOW(time, stations) ;',
      'data:',
      '  time = 0, 1 ;',
      '  station_id = "1" ;',
      '  SNOW = 0, 0 ;',
      '}',
    ].join('\n'),
  );
