/** The .rvi catalogue, hRU groups and diagnostics by group. */
import { oneOf, optional, variadic, word } from '../common.js';
import { sv } from './builders.js';
import type { CommandSpec } from '../types.js';

/** HRU groups and diagnostics by group. */
export const GROUP_COMMANDS: readonly CommandSpec[] = [
  {
    name: ':DefineHRUGroup',
    args: [word('group')],
    repeats: true,
    doc: 'Declares an HRU group (after :SoilModel).',
  },
  {
    name: ':DefineHRUGroups',
    args: [variadic(word('groups'))],
    doc: 'Declares several HRU groups (after :SoilModel).',
  },
  {
    name: ':DisableHRUGroup',
    args: [word('group')],
    repeats: true,
    doc: 'Removes the HRUs of a declared group from the simulation.',
  },
  {
    name: ':AggregateDiagnostic',
    args: [
      // An unknown statistic is warned about and the command is skipped.
      oneOf('statistic', ['AVERAGE', 'MAXIMUM', 'MINIMUM', 'MEDIAN'], 'warning'),
      word('observation_type'),
      optional(word('group')),
    ],
    doc: 'Aggregates a diagnostic over all observations of a type, optionally in one HRU group.',
  },
  {
    name: ':AggregatedVariable',
    args: [sv('state_var'), word('group')],
    doc: 'Deprecated: equalises a store across an HRU group; use :LateralEquilibrate.',
  },
];
