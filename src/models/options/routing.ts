/** In-catchment and in-channel routing methods (`:CatchmentRoute`, `:Routing`). */
import { type EnumValue, enumValues } from './enum.js';
import { optionEnum } from './ravenNames.js';

/**
 * In-catchment routing methods (`:CatchmentRoute`). The interface's EXP (`ROUTE_EXPONENTIAL`, which Raven
 * does not read) is Raven's EXPONENTIAL_UH.
 */
export const CatchmentRoute = optionEnum(
  ':CatchmentRoute',
  '',
  [
    'DELAYED_FIRST_ORDER',
    'DUMP',
    'EXP',
    'EXPONENTIAL_UH',
    'GAMMA',
    'RESERVOIR',
    'TRI',
    'TRIANGULAR_UH',
    'TRI_CONVOLUTION',
  ],
  {
    spelled: {
      DELAYED_FIRST_ORDER: 'ROUTE_DELAYED_FIRST_ORDER',
      DUMP: 'ROUTE_DUMP',
      EXP: 'ROUTE_EXPONENTIAL',
      GAMMA: 'ROUTE_GAMMA_CONVOLUTION',
      RESERVOIR: 'ROUTE_RESERVOIR_SERIES',
      TRI: 'ROUTE_TRI_CONVOLUTION',
    },
  },
);
/** An in-catchment routing method. */
export type CatchmentRoute = EnumValue<typeof CatchmentRoute>;
/** Every in-catchment routing method. */
export const CatchmentRouteValues = enumValues(CatchmentRoute);

/** In-channel routing methods (`:Routing`); the interface's `ROUTE_STORAGE_COEFF` is Raven's ROUTE_STORAGECOEFF. */
export const Routing = optionEnum(
  ':Routing',
  'ROUTE_',
  ['DIFFUSIVE_WAVE', 'HYDROLOGIC', 'MUSKINGUM', 'NONE', 'PLUG_FLOW', 'STORAGE_COEFF'],
  { spelled: { MUSKINGUM: 'MUSKINGUM' } },
);
/** An in-channel routing method. */
export type Routing = EnumValue<typeof Routing>;
/** Every in-channel routing method. */
export const RoutingValues = enumValues(Routing);
