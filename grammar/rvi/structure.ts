/** The .rvi catalogue, model structure and routing. */
import { int, oneOf, optional, word } from '../common.js';
import { method, sv } from './builders.js';
import { strict } from './processes.js';
import type { CommandSpec } from '../types.js';
import { INTERFACE_NAMES } from '../interfaceNames.js';

/** Model structure and routing: soil model, routing and catchment methods, lakes. */
export const MODEL_COMMANDS: readonly CommandSpec[] = [
  method(
    ':Routing',
    [
      'MUSKINGUM',
      'ROUTE_MUSKINGUM',
      'ROUTE_MUSKINGUM_CUNGE',
      'ROUTE_STORAGECOEFF',
      'ROUTE_PLUG_FLOW',
      'ROUTE_DIFFUSIVE_WAVE',
      'ROUTE_DIFFUSIVE_VARY',
      'ROUTE_HYDROLOGIC',
      'ROUTE_NONE',
      'ROUTE_EXTERNAL',
      'ROUTE_TVD',
      'NONE',
    ],
    'In-channel routing method.',
    { ravenDefault: 'ROUTE_STORAGECOEFF', interfaceNames: INTERFACE_NAMES[':Routing'] },
  ),
  {
    name: ':SoilModel',
    args: [
      oneOf('model', ['SOIL_ONE_LAYER', 'SOIL_TWO_LAYER', 'SOIL_MULTILAYER'], 'fatal'),
      optional(int('layers')),
    ],
    doc: 'Number of soil layers (SOIL_MULTILAYER takes the count); required, and it creates the model.',
  },
  method(
    ':CatchmentRoute',
    [
      'DUMP',
      'DELAYED',
      'DELAYED_FIRST_ORDER',
      'GAMMA',
      'GAMMA_UH',
      'GAMMA_CONVOLUTION',
      'TRIANGULAR_UH',
      'TRI_CONVOLUTION',
      'EXPONENTIAL_UH',
      'SERIES_LINEAR_RESERVOIRS',
      'RESERVOIRS_SERIES',
      'ROUTE_DUMP',
      'ROUTE_DELAYED_FIRST_ORDER',
      'ROUTE_GAMMA_CONVOLUTION',
      'ROUTE_TRI_CONVOLUTION',
      'ROUTE_RESERVOIR_SERIES',
    ],
    'In-catchment routing method, from the HRUs to the subbasin outlet.',
    {
      aliases: [':CatchmentRouting'],
      ravenDefault: 'ROUTE_DUMP',
      interfaceNames: INTERFACE_NAMES[':CatchmentRoute'],
    },
  ),
  {
    name: ':LakeStorage',
    needsModel: 'skipped',
    // Read without `strict` but added all the same: an unknown name becomes a store of no known type.
    args: [
      sv('state_var', {
        store: strict({
          unknown:
            'Raven adds a store of no known type and stops (SVTypeToString: Unknown State Variable Type)',
        }),
      }),
    ],
    // Each line adds its store to the model (AddStateVariables) and the last one receives the lake precipitation
    // (ParseInput.cpp): two lines are two stores (Raven writes a Net Lake Storage column for the first).
    repeats: true,
    doc: 'Store that receives precipitation on lakes (after :SoilModel).',
  },
  {
    name: ':MultilayerSnow',
    needsModel: 'skipped',
    args: [int('layers')],
    doc: 'Number of snow layers (after :SoilModel).',
  },
  {
    name: ':Alias',
    args: [word('alias'), sv('state_var')],
    doc: 'Defines another name for a state variable, usable in later commands.',
  },
  method(
    ':TimeOfConcentrationMethod',
    ['TOC_MCDERMOTT_PILGRIM', 'TOC_AIRPORT', 'TOC_BRANSBY_WILLIAMS', 'TOC_WILLIAMS_1922'],
    'Method used to estimate the time of concentration of subbasins.',
    { ravenDefault: 'TOC_MCDERMOTT_PILGRIM' },
  ),
  method(
    ':ModelType',
    ['SURFACE', 'COUPLED'],
    'Surface-water model alone, or coupled with a groundwater model.',
    { ravenDefault: 'SURFACE' },
  ),
];
