/** The .rvi catalogue, water management. */
import { flag, method } from './builders.js';
import type { CommandSpec } from '../types.js';

/** Water management. */
export const MANAGEMENT_COMMANDS: readonly CommandSpec[] = [
  method(
    ':ReservoirDemandAllocation',
    ['DEMANDBY_CONTRIB_AREA', 'DEMANDBY_MAX_CAPACITY'],
    'How downstream demand is shared between reservoirs.',
    { ravenDefault: 'DEMANDBY_CONTRIB_AREA' },
  ),
  method(
    ':ReservoirOverflowMode',
    ['OVERFLOW_NATURAL', 'OVERFLOW_STAGEDISCHARGE', 'OVERFLOW_ALL'],
    'How reservoir overflow above the maximum stage is handled.',
    { ravenDefault: 'OVERFLOW_ALL' },
  ),
  {
    ...flag(
      ':ApplyManagementOptimization',
      'Turns on management optimisation and reads the .rvm file (after :SoilModel).',
    ),
    needsModel: 'skipped',
  },
];
