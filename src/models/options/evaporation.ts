/** Potential evapotranspiration methods (`:Evaporation`, `:OW_Evaporation`). */
import { type EnumValue, enumValues } from './enum.js';
import { optionEnum } from './ravenNames.js';

/** PET estimation methods; the interface's `PET_HAMON_1961` is Raven's PET_HAMON. */
export const Evaporation = optionEnum(':Evaporation', {
  CONSTANT: 'PET_CONSTANT',
  DATA: 'PET_DATA',
  FROMMONTHLY: 'PET_FROMMONTHLY',
  HAMON_1961: 'PET_HAMON',
  HARGREAVES: 'PET_HARGREAVES',
  HARGREAVES_1985: 'PET_HARGREAVES_1985',
  MAKKINK_1957: 'PET_MAKKINK_1957',
  MOHYSE: 'PET_MOHYSE',
  MONTHLY_FACTOR: 'PET_MONTHLY_FACTOR',
  OUDIN: 'PET_OUDIN',
  PENMAN_COMBINATION: 'PET_PENMAN_COMBINATION',
  PENMAN_MONTEITH: 'PET_PENMAN_MONTEITH',
  PRIESTLEY_TAYLOR: 'PET_PRIESTLEY_TAYLOR',
  TURC_1961: 'PET_TURC_1961',
  VAP_DEFICIT: 'PET_VAPDEFICIT',
});
/** A PET estimation method. */
export type Evaporation = EnumValue<typeof Evaporation>;
/** Every PET estimation method. */
export const EvaporationValues = enumValues(Evaporation);
