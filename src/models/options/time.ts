/** Calendar names (`:Calendar`). */
import { type EnumValue, enumValues } from './enum.js';
import { optionEnum } from './ravenNames.js';

/**
 * Calendars of the interface. Raven 4.12.1 also reads `365_DAY`, `366_DAY` and `NO_LEAP`
 * (src/CommonFunctions.cpp, StringToCalendar), which the interface does not list.
 */
export const Calendar = optionEnum(':Calendar', '', [
  'ALL_LEAP',
  'GREGORIAN',
  'JULIAN',
  'NOLEAP',
  'PROLEPTIC_GREGORIAN',
  'STANDARD',
]);
/** A calendar name. */
export type Calendar = EnumValue<typeof Calendar>;
/** Every calendar name. */
export const CalendarValues = enumValues(Calendar);
