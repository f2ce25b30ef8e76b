/** Radiation and cloud cover methods (`:SWRadiationMethod`, `:LWRadiationMethod`, `:LWIncomingMethod`, `:SWCanopyCorrect`, `:SWCloudCorrect`, `:CloudCoverMethod`). */
import { type EnumValue, enumValues } from './enum.js';
import { optionEnum } from './ravenNames.js';

/** Cloud cover estimation methods (the interface's `CLOUDCOV_UBC` is Raven's CLOUDCOV_UBCWM). */
export const CloudCoverMethod = optionEnum(':CloudCoverMethod', 'CLOUDCOV_', ['DATA', 'NONE', 'UBC']);
/** A cloud cover estimation method. */
export type CloudCoverMethod = EnumValue<typeof CloudCoverMethod>;
/** Every cloud cover estimation method. */
export const CloudCoverMethodValues = enumValues(CloudCoverMethod);

/** Incoming longwave radiation methods. */
export const LWIncomingMethod = optionEnum(':LWIncomingMethod', 'LW_INC_', [
  'DATA',
  'DEFAULT',
  'DINGMAN',
  'SICART',
  'SKYVIEW',
]);
/** An incoming longwave radiation method. */
export type LWIncomingMethod = EnumValue<typeof LWIncomingMethod>;
/** Every incoming longwave radiation method. */
export const LWIncomingMethodValues = enumValues(LWIncomingMethod);

/** Net longwave radiation methods (the interface's `LW_RAD_UBC` is Raven's LW_RAD_UBCWM). */
export const LWRadiationMethod = optionEnum(':LWRadiationMethod', 'LW_RAD_', ['DATA', 'DEFAULT', 'UBCWM'], {
  spelled: { UBCWM: 'LW_RAD_UBC' },
});
/** A net longwave radiation method. */
export type LWRadiationMethod = EnumValue<typeof LWRadiationMethod>;
/** Every net longwave radiation method. */
export const LWRadiationMethodValues = enumValues(LWRadiationMethod);

/** Shortwave canopy transmittance corrections (`SW_CANOPY_CORR_UBC` is Raven's SW_CANOPY_CORR_UBCWM). */
export const SWCanopyCorrect = optionEnum(':SWCanopyCorrect', 'SW_CANOPY_CORR_', [
  'DYNAMIC',
  'NONE',
  'STATIC',
  'UBC',
]);
/** A shortwave canopy transmittance correction. */
export type SWCanopyCorrect = EnumValue<typeof SWCanopyCorrect>;
/** Every shortwave canopy transmittance correction. */
export const SWCanopyCorrectValues = enumValues(SWCanopyCorrect);

/** Shortwave cloud cover corrections. */
export const SWCloudCorrect = optionEnum(
  ':SWCloudCorrect',
  'SW_CLOUD_CORR_',
  ['ANNANDALE', 'DINGMAN', 'NONE', 'UBC'],
  { spelled: { UBC: 'SW_CLOUD_CORR_UBCWM' } },
);
/** A shortwave cloud cover correction. */
export type SWCloudCorrect = EnumValue<typeof SWCloudCorrect>;
/** Every shortwave cloud cover correction. */
export const SWCloudCorrectValues = enumValues(SWCloudCorrect);

/** Shortwave radiation methods. */
export const SWRadiationMethod = optionEnum(':SWRadiationMethod', 'SW_RAD_', ['DATA', 'DEFAULT', 'UBCWM']);
/** A shortwave radiation method. */
export type SWRadiationMethod = EnumValue<typeof SWRadiationMethod>;
/** Every shortwave radiation method. */
export const SWRadiationMethodValues = enumValues(SWRadiationMethod);
