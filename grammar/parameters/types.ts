/**
 * The shapes of the parameter tables: which .rvp parameters Raven 4.12 requires for a model, per class type,
 * what happens when one is missing, and the limits Raven enforces on values.
 */

/**
 * The class a parameter belongs to (Raven's class_type): a column of :SoilParameterList,
 * :VegetationParameterList, :LandUseParameterList, :TerrainParameterList, a :GlobalParameter, or a
 * constituent parameter of the transport model (:GeochemParameter; never checked for presence).
 */
export type ClassType = 'soil' | 'vegetation' | 'landuse' | 'terrain' | 'global' | 'transport';

/** One entry of Raven's master list of required parameters. */
export interface ParamRef {
  readonly name: string;
  readonly classType: ClassType;
}

/** Where in the engine's sources a rule lives (file and function), for the reader to check. */
export interface SourceRef {
  readonly file: string;
  readonly fn: string;
}

/** Shorthands that keep the tables readable. */
export const soil = (name: string): ParamRef => ({ name, classType: 'soil' });
/** A vegetation class parameter. */
export const veg = (name: string): ParamRef => ({ name, classType: 'vegetation' });
/** A land use class parameter. */
export const lu = (name: string): ParamRef => ({ name, classType: 'landuse' });
/** A terrain class parameter. */
export const terrain = (name: string): ParamRef => ({ name, classType: 'terrain' });
/** A global parameter. */
export const glob = (name: string): ParamRef => ({ name, classType: 'global' });
/** A transport (constituent) parameter. */
export const transport = (name: string): ParamRef => ({ name, classType: 'transport' });
