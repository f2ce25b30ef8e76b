/** Potential evapotranspiration methods (`:Evaporation`, `:OW_Evaporation`). */
import { type EnumValue, enumValues } from './enum.js';
import { optionEnum } from './ravenNames.js';

/** PET estimation methods; the interface's `PET_HAMON_1961` is Raven's PET_HAMON. */
export const Evaporation = optionEnum(
  ':Evaporation',
  'PET_',
  [
    'CONSTANT',
    'DATA',
    'FROMMONTHLY',
    'HAMON_1961',
    'HARGREAVES',
    'HARGREAVES_1985',
    'MAKKINK_1957',
    'MOHYSE',
    'MONTHLY_FACTOR',
    'OUDIN',
    'PENMAN_COMBINATION',
    'PENMAN_MONTEITH',
    'PRIESTLEY_TAYLOR',
    'TURC_1961',
    'VAP_DEFICIT',
  ],
  { spelled: { VAP_DEFICIT: 'PET_VAPDEFICIT' } },
);
/** A PET estimation method. */
export type Evaporation = EnumValue<typeof Evaporation>;
/** Every PET estimation method. */
export const EvaporationValues = enumValues(Evaporation);
