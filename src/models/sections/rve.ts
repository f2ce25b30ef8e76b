/** RVE: the ensemble (EnKF data assimilation) file's section. */
import * as o from '../options/index.js';
import { t } from '../modelClass/types.js';
import { opt } from './opt.js';
import { bound, RV } from './rv.js';

const models = (name: string) => t.list(t.model(bound('rve', name)));

/** The .rve section. */
export class RVE extends RV {
  @opt(o.optionType(':EnKFMode', 'EnKFMode', 'mode', 'rve'), 'EnKFMode') enkf_mode!: o.EnKFMode | null;
  @opt(t.int({ gt: 0 }), 'WindowSize') window_size!: number | null;
  @opt(t.str(), 'SolutionRunName') solution_run_name!: string | null;
  @opt(t.str(), 'ExtraRVTFilename') extra_rvt_filename!: string | null;
  @opt(t.str(), 'OutputDirectoryFormat') output_directory_format!: string | null;
  @opt(t.str(), 'ForecastRVTFilename') forecast_rvt_filename!: string | null;
  @opt(t.bool(), 'TruncateHindcasts') truncate_hindcasts!: boolean | null;
  @opt(models(':ForcingPerturbation'), 'ForcingPerturbation') forcing_perturbation!: object[] | null;
  @opt(models(':AssimilatedState'), 'AssimilatedState') assimilated_state!: object[] | null;
  @opt(models(':AssimilateStreamflow'), 'AssimilateStreamflow') assimilate_streamflow!: object[] | null;
  @opt(models(':ObservationErrorModel'), 'ObservationErrorModel') observation_error_model!: object[] | null;
}
