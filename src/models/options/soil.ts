/** The soil model choice (`:SoilModel`). */
import { type EnumValue, enumValues } from './enum.js';
import { optionEnum } from './ravenNames.js';

/**
 * Soil models. The `:SoilModel` command of the interface (root: the number of layers) shares the name;
 * export both from one module only under a namespace.
 */
export const SoilModel = optionEnum(':SoilModel', 'SOIL_', ['MULTILAYER', 'ONE_LAYER', 'TWO_LAYER']);
/** A soil model. */
export type SoilModel = EnumValue<typeof SoilModel>;
/** Every soil model. */
export const SoilModelValues = enumValues(SoilModel);
