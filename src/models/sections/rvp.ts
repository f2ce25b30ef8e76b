/** RVP: the class and parameter file's section. */
import { t } from '../modelClass/types.js';
import { dict, opt } from './opt.js';
import { bound, RV } from './rv.js';

const model = (name: string) => t.model(bound('rvp', name));

/** The .rvp section. */
export class RVP extends RV {
  @opt(model(':SoilClasses'), 'SoilClasses') soil_classes!: object | null;
  @opt(model(':SoilProfiles'), 'SoilProfiles') soil_profiles!: object | null;
  @opt(model(':VegetationClasses'), 'VegetationClasses') vegetation_classes!: object | null;
  @opt(model(':LandUseClasses'), 'LandUseClasses') land_use_classes!: object | null;
  @opt(model(':TerrainClasses'), 'TerrainClasses') terrain_classes!: object | null;
  @opt(model(':SoilParameterList'), 'SoilParameterList') soil_parameter_list!: object | null;
  @opt(model(':LandUseParameterList'), 'LandUseParameterList') land_use_parameter_list!: object | null;
  @opt(model(':VegetationParameterList'), 'VegetationParameterList') vegetation_parameter_list!:
    object | null;
  @opt(t.list(model(':ChannelProfile')), 'ChannelProfile') channel_profile!: object[] | null;
  @dict(t.expr(), 'GlobalParameter') global_parameter!: { [name: string]: unknown };
  @opt(model(':RainSnowTransition'), 'RainSnowTransition') rain_snow_transition!: object | null;
  @opt(model(':SeasonalRelativeLAI'), 'SeasonalRelativeLAI') seasonal_relative_lai!: object | null;
  @opt(model(':SeasonalRelativeHeight'), 'SeasonalRelativeHeight') seasonal_relative_height!: object | null;
}
