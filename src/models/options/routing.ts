/** In-catchment and in-channel routing methods (`:CatchmentRoute`, `:Routing`). */
import { type EnumValue, enumValues } from './enum.js';
import { optionEnum } from './ravenNames.js';

/**
 * In-catchment routing methods (`:CatchmentRoute`). The interface's EXP (`ROUTE_EXPONENTIAL`, which Raven
 * does not read) is Raven's EXPONENTIAL_UH.
 */
export const CatchmentRoute = optionEnum(':CatchmentRoute', {
  DELAYED_FIRST_ORDER: 'ROUTE_DELAYED_FIRST_ORDER',
  DUMP: 'ROUTE_DUMP',
  EXP: 'EXPONENTIAL_UH',
  EXPONENTIAL_UH: 'EXPONENTIAL_UH',
  GAMMA: 'ROUTE_GAMMA_CONVOLUTION',
  RESERVOIR: 'ROUTE_RESERVOIR_SERIES',
  TRI: 'ROUTE_TRI_CONVOLUTION',
  TRIANGULAR_UH: 'TRIANGULAR_UH',
  TRI_CONVOLUTION: 'TRI_CONVOLUTION',
});
/** An in-catchment routing method. */
export type CatchmentRoute = EnumValue<typeof CatchmentRoute>;
/** Every in-catchment routing method. */
export const CatchmentRouteValues = enumValues(CatchmentRoute);

/** In-channel routing methods (`:Routing`); the interface's `ROUTE_STORAGE_COEFF` is Raven's ROUTE_STORAGECOEFF. */
export const Routing = optionEnum(':Routing', {
  DIFFUSIVE_WAVE: 'ROUTE_DIFFUSIVE_WAVE',
  HYDROLOGIC: 'ROUTE_HYDROLOGIC',
  MUSKINGUM: 'MUSKINGUM',
  NONE: 'ROUTE_NONE',
  PLUG_FLOW: 'ROUTE_PLUG_FLOW',
  STORAGE_COEFF: 'ROUTE_STORAGECOEFF',
});
/** An in-channel routing method. */
export type Routing = EnumValue<typeof Routing>;
/** Every in-channel routing method. */
export const RoutingValues = enumValues(Routing);
