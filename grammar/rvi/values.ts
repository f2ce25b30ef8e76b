/** Option value lists the .rvi catalogue shares between commands (PET and melt methods, calendars, orographic corrections). */
import { oneOf, optional } from '../common.js';
import type { Arg } from '../types.js';

// The engine upper-cases PET, potential-melt and calendar names before comparing them (ParseEvapMethod,
// ParsePotMeltMethod, StringToCalendar), so lower-case spellings work there too; everywhere else option values
// are compared with strcmp, case-sensitively.
/** PET method names (:Evaporation, :OW_Evaporation). */
export const PET_METHODS = [
  'CONSTANT',
  'FROM_FILE',
  'FROM_MONTHLY',
  'PENMAN_MONTEITH',
  'PENMAN_COMBINATION',
  'PRIESTLEY_TAYLOR',
  'HARGREAVES',
  'HARGREAVES_1985',
  'MONTHLY_FACTOR',
  'PET_CONSTANT',
  'PET_DATA',
  'PET_NONE',
  'PET_FROMMONTHLY',
  'PET_PENMAN_MONTEITH',
  'PET_PENMAN_COMBINATION',
  'PET_HAMON',
  'PET_HARGREAVES',
  'PET_HARGREAVES_1985',
  'PET_TURC_1961',
  'PET_MAKKINK_1957',
  'PET_PRIESTLEY_TAYLOR',
  'PET_MONTHLY_FACTOR',
  'PET_PENMAN_SIMPLE33',
  'PET_PENMAN_SIMPLE39',
  'PET_GRANGERGRAY',
  'PET_MOHYSE',
  'PET_OUDIN',
  'PET_LINACRE',
  'PET_VAPDEFICIT',
  'PET_BLENDED',
  'PET_LINEAR_TEMP',
];

/** Potential-melt method names (:PotentialMeltMethod). */
export const POTMELT_METHODS = [
  'POTMELT_DEGREE_DAY',
  'POTMELT_DD_FREEZE',
  'POTMELT_EB',
  'POTMELT_RESTRICTED',
  'POTMELT_DD_RAIN',
  'POTMELT_UBCWM',
  'POTMELT_HBV',
  'POTMELT_HBV_ROS',
  'POTMELT_DATA',
  'UBC',
  'HBV',
  'POTMELT_USACE',
  'POTMELT_CRHM_EBSM',
  'POTMELT_RILEY',
  'POTMELT_HMETS',
  'POTMELT_BLENDED',
  'POTMELT_NONE',
];

// 360_DAY is recognised by the engine only to stop with an error, so it is left out.
/** Calendar names (:Calendar). */
export const CALENDARS = [
  'STANDARD',
  'GREGORIAN',
  'PROLEPTIC_GREGORIAN',
  'NOLEAP',
  'NO_LEAP',
  '365_DAY',
  'JULIAN',
  'ALL_LEAP',
  '366_DAY',
];

// With PET_DATA, an unknown infill method only gives an advisory: Raven infills with PET_HARGREAVES_1985.
/**
 * The arguments of :Evaporation and :OW_Evaporation (`what`: the PET it sets). ParseEvapMethod returns
 * PET_UNKNOWN for a name it does not know, which the option keeps; UpdateHRUPET (Evaporation.cpp) has no case
 * for it: "Invalid Evaporation Type" at the first time step.
 */
export const petArgs = (
  what: string,
  interfaceNames: Readonly<Record<string, string | null>>,
): readonly Arg[] => [
  oneOf('method', PET_METHODS, 'error', {
    caseInsensitive: true,
    ravenDefault: 'PET_HARGREAVES_1985',
    unknownKept: {
      value: `no ${what} method`,
      fails: 'so it stops at the first time step (Invalid Evaporation Type)',
    },
    interfaceNames,
  }),
  optional(
    oneOf('infill_method', PET_METHODS, 'ignored', {
      caseInsensitive: true,
      fallback: 'PET_HARGREAVES_1985',
    }),
  ),
];

/** Orographic temperature correction names. */
export const ORO_CORRECTIONS = [
  'HBV',
  'UBC',
  'UBC_2',
  'SIMPLE',
  'NONE',
  'OROCORR_HBV',
  'OROCORR_UBCWM',
  'OROCORR_UBCWM2',
  'OROCORR_SIMPLELAPSE',
];
