/** Orographic corrections of PET, precipitation and temperature (`:OroPETCorrect`, `:OroPrecipCorrect`, `:OroTempCorrect`). */
import { type EnumValue, enumValues } from './enum.js';
import { optionEnum } from './ravenNames.js';

/** Orographic PET corrections. Raven reads no OROCORR_SIMPLELAPSE for PET: the models refuse it. */
export const OroPETCorrect = optionEnum(':OroPETCorrect', 'OROCORR_', ['HBV', 'NONE', 'SIMPLELAPSE']);
/** An orographic PET correction. */
export type OroPETCorrect = EnumValue<typeof OroPETCorrect>;
/** Every orographic PET correction. */
export const OroPETCorrectValues = enumValues(OroPETCorrect);

/** Orographic precipitation corrections (the interface's `OROCORR_UBC` is Raven's OROCORR_UBCWM). */
export const OroPrecipCorrect = optionEnum(':OroPrecipCorrect', 'OROCORR_', [
  'HBV',
  'NONE',
  'SIMPLELAPSE',
  'UBC',
]);
/** An orographic precipitation correction. */
export type OroPrecipCorrect = EnumValue<typeof OroPrecipCorrect>;
/** Every orographic precipitation correction. */
export const OroPrecipCorrectValues = enumValues(OroPrecipCorrect);

/** Orographic temperature corrections (`OROCORR_UBC`, `OROCORR_UBC_2` are Raven's OROCORR_UBCWM, OROCORR_UBCWM2). */
export const OroTempCorrect = optionEnum(
  ':OroTempCorrect',
  'OROCORR_',
  ['HBV', 'NONE', 'SIMPLELAPSE', 'UBC', 'UBC2'],
  { spelled: { UBC2: 'OROCORR_UBC_2' } },
);
/** An orographic temperature correction. */
export type OroTempCorrect = EnumValue<typeof OroTempCorrect>;
/** Every orographic temperature correction. */
export const OroTempCorrectValues = enumValues(OroTempCorrect);
