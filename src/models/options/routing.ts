/** In-catchment and in-channel routing methods (`:CatchmentRoute`, `:Routing`). */
import { type EnumValue, defineEnum, enumValues } from './enum.js';

/** In-catchment routing methods (`:CatchmentRoute`). */
export const CatchmentRoute = defineEnum({
  DELAYED_FIRST_ORDER: 'ROUTE_DELAYED_FIRST_ORDER',
  DUMP: 'ROUTE_DUMP',
  EXP: 'ROUTE_EXPONENTIAL',
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

/** In-channel routing methods (`:Routing`). */
export const Routing = defineEnum({
  DIFFUSIVE_WAVE: 'ROUTE_DIFFUSIVE_WAVE',
  HYDROLOGIC: 'ROUTE_HYDROLOGIC',
  MUSKINGUM: 'MUSKINGUM',
  NONE: 'ROUTE_NONE',
  PLUG_FLOW: 'ROUTE_PLUG_FLOW',
  STORAGE_COEFF: 'ROUTE_STORAGE_COEFF',
});
/** An in-channel routing method. */
export type Routing = EnumValue<typeof Routing>;
/** Every in-channel routing method. */
export const RoutingValues = enumValues(Routing);
