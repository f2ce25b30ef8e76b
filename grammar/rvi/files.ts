/** The .rvi catalogue, input files (relative names are anchored on the .rvi; :rvg_Filename is taken as written). */
import { fileName } from './builders.js';
import type { CommandSpec, FewsFile } from '../types.js';

/** A line naming a Delft-FEWS NetCDF file. */
const fews = (name: string, doc: string, file: FewsFile): CommandSpec => ({
  ...fileName(name, doc),
  fewsFile: file,
});

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
  fews(':FEWSRunInfoFile', 'NetCDF run-information file from Delft-FEWS (read at once).', {
    what: 'FEWS run information file',
    reader: 'ParseNetCDFRunInfoFile',
    atEachLine: true,
  }),
  // The update files: Raven keeps the last name and opens it after the .rvh (parameters) or the .rvc (states).
  fews(':FEWSStateInfoFile', 'NetCDF state update file from Delft-FEWS.', {
    what: 'FEWS state update file',
    reader: 'ParseNetCDFStateFile',
  }),
  fews(':FEWSParamInfoFile', 'NetCDF parameter update file from Delft-FEWS.', {
    what: 'FEWS parameter update file',
    reader: 'ParseNetCDFParamFile',
  }),
  fews(':FEWSBasinStateInfoFile', 'NetCDF subbasin flow state update file from Delft-FEWS.', {
    what: 'FEWS flow state update file',
    reader: 'ParseNetCDFStateFile',
  }),
];
