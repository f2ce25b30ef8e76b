/**
 * BasicRoute: a routing-only configuration. The water given to Raven as precipitation (typically runoff
 * computed elsewhere, e.g. gridded VIC stream inputs) is dumped into each subbasin's channel and routed
 * downstream by the diffusive wave. No parameters; the user supplies subbasins, HRUs, the classes and soil
 * profiles the HRUs name, channel profiles, forcing gauges (or gridded forcing) and the simulation period.
 */
import {
  EmulatorConfig,
  type EmulatorDefinition,
  type HruClasses,
  type ParamSpec,
} from './emulatorConfig.js';
import { commonFields, processRow } from './structure.js';

/** The classes of BasicRoute's HRU types (the names BasinMaker's routing product gives them). */
const HRU_TYPES: Readonly<Record<string, HruClasses>> = {
  land: { land_use_class: 'Landuse_Land_HRU', veg_class: 'Veg_Land_HRU', soil_profile: 'Soil_Land_HRU' },
  lake: { land_use_class: 'Landuse_Lake_HRU', veg_class: 'Veg_Lake_HRU', soil_profile: 'Soil_Lake_HRU' },
};

/** BasicRoute's own fields: routing options and the two processes moving the input into the channels. */
function defaults(): Record<string, unknown> {
  return {
    ...commonFields('BasicRoute', null),
    // Conveys each subbasin's water instantly to its outlet reach.
    catchment_route: 'ROUTE_DUMP',
    // Carries water down the main channels (analytical diffusive wave, constant reference celerity).
    routing: 'ROUTE_DIFFUSIVE_WAVE',
    // The inputs pretend to be precipitation: none is intercepted, and no snow melts.
    precip_icept_frac: 'PRECIP_ICEPT_NONE',
    potential_melt_method: 'POTMELT_NONE',
    soil_model: 1,
    hydrologic_processes: [
      // To MULTIPLE: Raven overrides any other target of :Precipitation (with a warning) to it.
      processRow('Precipitation', 'PRECIP_RAVEN', 'ATMOS_PRECIP', 'MULTIPLE'),
      processRow('Flush', 'RAVEN_DEFAULT', 'PONDED_WATER', 'SURFACE_WATER'),
    ],
  };
}

/** BasicRoute's definition: no parameters, routing fields and the land and lake HRU types. */
export const BASICROUTE_DEFINITION: EmulatorDefinition = {
  name: 'BasicRoute',
  parameters: [] as readonly ParamSpec[],
  defaults,
  hruTypes: HRU_TYPES,
};

/** The routing-only emulator: a Config that routes the given inputs down the subbasins' channels. */
export class BasicRoute extends EmulatorConfig {
  static override readonly definition = BASICROUTE_DEFINITION;
}
