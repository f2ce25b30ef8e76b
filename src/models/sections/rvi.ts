/** RVI: the main input file's section (simulation options, processes, outputs). */
import * as o from '../options/index.js';
import { t, type TypeSpec } from '../modelClass/types.js';
import { opt, dict } from './opt.js';
import { bound, RV } from './rv.js';

const bool = t.bool();
const model = (name: string) => t.model(bound('rvi', name));
const models = (name: string) => t.list(model(name));
/** A value, or the command's own model when its line holds more than the value (an extension of the spec). */
const orLine = (type: TypeSpec, name: string) => t.union(type, model(name));

/** The .rvi section. */
export class RVI extends RV {
  @opt(bool, 'SilentMode') silent_mode!: boolean | null;
  @opt(bool, 'NoisyMode') noisy_mode!: boolean | null;
  @opt(t.str(), 'RunName') run_name!: string | null;
  @opt(o.optionType(':Calendar', 'Calendar'), 'Calendar') calendar!: o.Calendar | null;
  @opt(t.date(), 'StartDate') start_date!: string | null;
  @opt(t.date(), 'AssimilationStartTime') assimilation_start_time!: string | null;
  @opt(t.date(), 'EndDate') end_date!: string | null;
  /** Days; a `Duration` model when the line also gives a part day (`:Duration 1096 00:00:00`). */
  @opt(orLine(t.float({ gt: 0 }), ':Duration'), 'Duration') duration!: number | object | null;
  @opt(t.union(t.float({ gt: 0 }), t.str()), 'TimeStep') time_step!: number | string | null;
  /** The method; an `Interpolation` model when the line also names a file (`:Interpolation FROM_FILE w.txt`). */
  @opt(orLine(o.optionType(':Interpolation', 'Interpolation'), ':Interpolation'), 'Interpolation')
  interpolation!: o.Interpolation | object | null;
  @opt(o.optionType(':Routing', 'Routing'), 'Routing') routing!: o.Routing | null;
  @opt(o.optionType(':CatchmentRoute', 'CatchmentRoute'), 'CatchmentRoute')
  catchment_route!: o.CatchmentRoute | null;
  @opt(o.optionType(':Evaporation', 'Evaporation'), 'Evaporation') evaporation!: o.Evaporation | null;
  @opt(o.optionType(':OW_Evaporation', 'Evaporation'), 'OW_Evaporation')
  ow_evaporation!: o.Evaporation | null;
  @opt(o.optionType(':SWRadiationMethod', 'SWRadiationMethod'), 'SWRadiationMethod')
  sw_radiation_method!: o.SWRadiationMethod | null;
  @opt(o.optionType(':SWCloudCorrect', 'SWCloudCorrect'), 'SWCloudCorrect')
  sw_cloud_correct!: o.SWCloudCorrect | null;
  @opt(o.optionType(':SWCanopyCorrect', 'SWCanopyCorrect'), 'SWCanopyCorrect')
  sw_canopy_correct!: o.SWCanopyCorrect | null;
  @opt(o.optionType(':LWRadiationMethod', 'LWRadiationMethod'), 'LWRadiationMethod')
  lw_radiation_method!: o.LWRadiationMethod | null;
  @opt(o.optionType(':WindspeedMethod', 'WindspeedMethod'), 'WindspeedMethod')
  windspeed_method!: o.WindspeedMethod | null;
  @opt(o.optionType(':RainSnowFraction', 'RainSnowFraction'), 'RainSnowFraction')
  rain_snow_fraction!: o.RainSnowFraction | null;
  @opt(o.optionType(':PotentialMeltMethod', 'PotentialMeltMethod'), 'PotentialMeltMethod')
  potential_melt_method!: o.PotentialMeltMethod | null;
  @opt(o.optionType(':OroTempCorrect', 'OroTempCorrect'), 'OroTempCorrect')
  oro_temp_correct!: o.OroTempCorrect | null;
  @opt(o.optionType(':OroPrecipCorrect', 'OroPrecipCorrect'), 'OroPrecipCorrect')
  oro_precip_correct!: o.OroPrecipCorrect | null;
  @opt(o.optionType(':OroPETCorrect', 'OroPETCorrect'), 'OroPETCorrect')
  oro_pet_correct!: o.OroPETCorrect | null;
  @opt(o.optionType(':CloudCoverMethod', 'CloudCoverMethod'), 'CloudCoverMethod')
  cloud_cover_method!: o.CloudCoverMethod | null;
  @opt(o.optionType(':PrecipIceptFract', 'PrecipIceptFract'), 'PrecipIceptFract')
  precip_icept_frac!: o.PrecipIceptFract | null;
  @opt(o.optionType(':SubdailyMethod', 'SubdailyMethod'), 'SubdailyMethod')
  subdaily_method!: o.SubdailyMethod | null;
  @opt(
    o.optionType(':MonthlyInterpolationMethod', 'MonthlyInterpolationMethod'),
    'MonthlyInterpolationMethod',
  )
  monthly_interpolation_method!: o.MonthlyInterpolationMethod | null;
  @dict(t.str(), 'Alias', 'State variable aliases (:Alias NAME STATE), usable wherever a state is named.')
  alias!: { [name: string]: string };
  @opt(model(':SoilModel'), 'SoilModel') soil_model!: object | null;
  @opt(t.str(), 'LakeStorage') lake_storage!: string | null;
  @opt(o.optionType(':RelativeHumidityMethod', 'RelativeHumidityMethod'), 'RelativeHumidityMethod')
  relative_humidity_method!: o.RelativeHumidityMethod | null;
  @opt(t.list(t.str()), 'DefineHRUGroups') define_hru_groups!: string[] | null;
  @opt(model(':HydrologicProcesses'), 'HydrologicProcesses') hydrologic_processes!: object | null;
  @opt(t.list(o.optionType(':EvaluationMetrics', 'EvaluationMetrics')), 'EvaluationMetrics')
  evaluation_metrics!: o.EvaluationMetrics[] | null;
  @opt(models(':EvaluationPeriod'), 'EvaluationPeriod') evaluation_period!: object[] | null;
  @opt(model(':EnsembleMode'), 'EnsembleMode') ensemble_mode!: object | null;
  @opt(bool, 'WriteNetcdfFormat') write_netcdf_format!: boolean | null;
  @dict(t.str(), 'NetCDFAttribute') netcdf_attribute!: { [name: string]: string };
  @opt(models(':CustomOutput'), 'CustomOutput') custom_output!: object[] | null;
  @opt(bool, 'DirectEvaporation') direct_evaporation!: boolean | null;
  @opt(bool, 'DeltaresFEWSMode') deltares_fews_mode!: boolean | null;
  @opt(bool, 'DebugMode') debug_mode!: boolean | null;
  @opt(bool, 'DontWriteWatershedStorage') dont_write_watershed_storage!: boolean | null;
  @opt(bool, 'PavicsMode') pavics_mode!: boolean | null;
  @opt(bool, 'SuppressOutput') suppress_output!: boolean | null;
  @opt(bool, 'WriteForcingFunctions') write_forcing_functions!: boolean | null;
  @opt(bool, 'WriteSubbasinFile') write_subbasin_file!: boolean | null;
  @opt(bool, 'WriteLocalFlows') write_local_flows!: boolean | null;
}
