/** The typed models of the .rvp file: class tables, parameter lists, channel profiles, global parameters. */
export { ChannelProfile } from './channelProfile.js';
export { GenericParameterList } from '../shapes/genericParameterList.js';
export { GlobalParameter } from './globalParameter.js';
export { LandUseClass, LandUseClasses } from './landUseClasses.js';
export { ParameterList } from '../shapes/parameterList.js';
export { LandUseParameterList, SoilParameterList, VegetationParameterList } from './parameterLists.js';
export { RainSnowTransition } from './rainSnowTransition.js';
export { MonthlyRecord, SeasonalRelativeHeight, SeasonalRelativeLAI, SeasonalTable } from './seasonal.js';
export { SoilClass, SoilClasses } from './soilClasses.js';
export { SoilProfile, SoilProfiles } from './soilProfiles.js';
export { TerrainClass, TerrainClasses } from './terrainClasses.js';
export { VegetationClass, VegetationClasses } from './vegetationClasses.js';

import { LandUseClass } from './landUseClasses.js';
import { ParameterList } from '../shapes/parameterList.js';
import { SoilClass } from './soilClasses.js';
import { SoilProfile } from './soilProfiles.js';
import { TerrainClass } from './terrainClasses.js';
import { VegetationClass } from './vegetationClasses.js';

/** Alias of LandUseClass (the spec's short names of the record classes). */
export const LU = LandUseClass;
/** Alias of LandUseClass (the type). */
export type LU = LandUseClass;
/** Alias of VegetationClass. */
export const VC = VegetationClass;
/** Alias of VegetationClass (the type). */
export type VC = VegetationClass;
/** Alias of TerrainClass. */
export const TC = TerrainClass;
/** Alias of TerrainClass (the type). */
export type TC = TerrainClass;
/** Alias of SoilClass. */
export const SC = SoilClass;
/** Alias of SoilClass (the type). */
export type SC = SoilClass;
/** Alias of SoilProfile. */
export const SP = SoilProfile;
/** Alias of SoilProfile (the type). */
export type SP = SoilProfile;
/** Alias of ParameterList. */
export const PL = ParameterList;
/** Alias of ParameterList (the type). */
export type PL = ParameterList;
