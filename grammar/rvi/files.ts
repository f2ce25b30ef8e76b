/** The .rvi catalogue, input files (relative names are anchored on the .rvi; :rvg_Filename is taken as written). */
import { fileName } from './builders.js';
import type { CommandSpec } from '../types.js';

/** Input file names. */
export const FILE_COMMANDS: readonly CommandSpec[] = [
  fileName(':rvh_Filename', 'Name of the .rvh file (HRUs and subbasins).'),
  fileName(':rvp_Filename', 'Name of the .rvp file (parameters).'),
  fileName(':rvt_Filename', 'Name of the .rvt file (time series).'),
  fileName(':rvc_Filename', 'Name of the .rvc file (initial conditions).'),
  fileName(':rvl_Filename', 'Name of the .rvl live file.'),
  fileName(':rve_Filename', 'Name of the .rve file (ensemble).'),
  fileName(':rvm_Filename', 'Name of the .rvm file (management).'),
  fileName(':rvg_Filename', 'Name of the .rvg file (groundwater).'),
  fileName(':FEWSRunInfoFile', 'NetCDF run-information file from Delft-FEWS (read at once).'),
  fileName(':FEWSStateInfoFile', 'NetCDF state update file from Delft-FEWS.'),
  fileName(':FEWSParamInfoFile', 'NetCDF parameter update file from Delft-FEWS.'),
  fileName(':FEWSBasinStateInfoFile', 'NetCDF subbasin flow state update file from Delft-FEWS.'),
];
