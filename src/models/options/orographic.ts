/** Orographic corrections of PET, precipitation and temperature (`:OroPETCorrect`, `:OroPrecipCorrect`, `:OroTempCorrect`). */
import { type EnumValue, defineEnum, enumValues } from './enum.js';

/** Orographic PET corrections. */
export const OroPETCorrect = defineEnum({
  HBV: 'OROCORR_HBV',
  NONE: 'OROCORR_NONE',
  SIMPLELAPSE: 'OROCORR_SIMPLELAPSE',
});
/** An orographic PET correction. */
export type OroPETCorrect = EnumValue<typeof OroPETCorrect>;
/** Every orographic PET correction. */
export const OroPETCorrectValues = enumValues(OroPETCorrect);

/** Orographic precipitation corrections. */
export const OroPrecipCorrect = defineEnum({
  HBV: 'OROCORR_HBV',
  NONE: 'OROCORR_NONE',
  SIMPLELAPSE: 'OROCORR_SIMPLELAPSE',
  UBC: 'OROCORR_UBC',
});
/** An orographic precipitation correction. */
export type OroPrecipCorrect = EnumValue<typeof OroPrecipCorrect>;
/** Every orographic precipitation correction. */
export const OroPrecipCorrectValues = enumValues(OroPrecipCorrect);

/** Orographic temperature corrections. */
export const OroTempCorrect = defineEnum({
  HBV: 'OROCORR_HBV',
  NONE: 'OROCORR_NONE',
  SIMPLELAPSE: 'OROCORR_SIMPLELAPSE',
  UBC: 'OROCORR_UBC',
  UBC2: 'OROCORR_UBC_2',
});
/** An orographic temperature correction. */
export type OroTempCorrect = EnumValue<typeof OroTempCorrect>;
/** Every orographic temperature correction. */
export const OroTempCorrectValues = enumValues(OroTempCorrect);
