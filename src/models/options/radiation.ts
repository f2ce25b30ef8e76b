/** Radiation and cloud cover methods (`:SWRadiationMethod`, `:LWRadiationMethod`, `:LWIncomingMethod`, `:SWCanopyCorrect`, `:SWCloudCorrect`, `:CloudCoverMethod`). */
import { type EnumValue, enumValues } from './enum.js';
import { optionEnum } from './ravenNames.js';

/** Cloud cover estimation methods (the interface's `CLOUDCOV_UBC` is Raven's CLOUDCOV_UBCWM). */
export const CloudCoverMethod = optionEnum(':CloudCoverMethod', {
  DATA: 'CLOUDCOV_DATA',
  NONE: 'CLOUDCOV_NONE',
  UBC: 'CLOUDCOV_UBCWM',
});
/** A cloud cover estimation method. */
export type CloudCoverMethod = EnumValue<typeof CloudCoverMethod>;
/** Every cloud cover estimation method. */
export const CloudCoverMethodValues = enumValues(CloudCoverMethod);

/** Incoming longwave radiation methods. */
export const LWIncomingMethod = optionEnum(':LWIncomingMethod', {
  DATA: 'LW_INC_DATA',
  DEFAULT: 'LW_INC_DEFAULT',
  DINGMAN: 'LW_INC_DINGMAN',
  SICART: 'LW_INC_SICART',
  SKYVIEW: 'LW_INC_SKYVIEW',
});
/** An incoming longwave radiation method. */
export type LWIncomingMethod = EnumValue<typeof LWIncomingMethod>;
/** Every incoming longwave radiation method. */
export const LWIncomingMethodValues = enumValues(LWIncomingMethod);

/** Net longwave radiation methods (the interface's `LW_RAD_UBC` is Raven's LW_RAD_UBCWM). */
export const LWRadiationMethod = optionEnum(':LWRadiationMethod', {
  DATA: 'LW_RAD_DATA',
  DEFAULT: 'LW_RAD_DEFAULT',
  UBCWM: 'LW_RAD_UBCWM',
});
/** A net longwave radiation method. */
export type LWRadiationMethod = EnumValue<typeof LWRadiationMethod>;
/** Every net longwave radiation method. */
export const LWRadiationMethodValues = enumValues(LWRadiationMethod);

/** Shortwave canopy transmittance corrections (`SW_CANOPY_CORR_UBC` is Raven's SW_CANOPY_CORR_UBCWM). */
export const SWCanopyCorrect = optionEnum(':SWCanopyCorrect', {
  DYNAMIC: 'SW_CANOPY_CORR_DYNAMIC',
  NONE: 'SW_CANOPY_CORR_NONE',
  STATIC: 'SW_CANOPY_CORR_STATIC',
  UBC: 'SW_CANOPY_CORR_UBCWM',
});
/** A shortwave canopy transmittance correction. */
export type SWCanopyCorrect = EnumValue<typeof SWCanopyCorrect>;
/** Every shortwave canopy transmittance correction. */
export const SWCanopyCorrectValues = enumValues(SWCanopyCorrect);

/** Shortwave cloud cover corrections. */
export const SWCloudCorrect = optionEnum(':SWCloudCorrect', {
  ANNANDALE: 'SW_CLOUD_CORR_ANNANDALE',
  DINGMAN: 'SW_CLOUD_CORR_DINGMAN',
  NONE: 'SW_CLOUD_CORR_NONE',
  UBC: 'SW_CLOUD_CORR_UBCWM',
});
/** A shortwave cloud cover correction. */
export type SWCloudCorrect = EnumValue<typeof SWCloudCorrect>;
/** Every shortwave cloud cover correction. */
export const SWCloudCorrectValues = enumValues(SWCloudCorrect);

/** Shortwave radiation methods. */
export const SWRadiationMethod = optionEnum(':SWRadiationMethod', {
  DATA: 'SW_RAD_DATA',
  DEFAULT: 'SW_RAD_DEFAULT',
  UBCWM: 'SW_RAD_UBCWM',
});
/** A shortwave radiation method. */
export type SWRadiationMethod = EnumValue<typeof SWRadiationMethod>;
/** Every shortwave radiation method. */
export const SWRadiationMethodValues = enumValues(SWRadiationMethod);
