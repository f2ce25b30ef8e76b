/** The .rvi catalogue, hRU groups and diagnostics by group. */
import { hruGroupRef, oneOf, optional, variadic, word } from '../common.js';
import { strict } from './processes.js';
import { sv } from './builders.js';
import type { CommandSpec } from '../types.js';

/** HRU groups and diagnostics by group. */
export const GROUP_COMMANDS: readonly CommandSpec[] = [
  {
    name: ':DefineHRUGroup',
    needsModel: 'skipped',
    repeats: true,
    args: [word('group')],
    doc: 'Declares an HRU group (after :SoilModel).',
  },
  {
    name: ':DefineHRUGroups',
    needsModel: 'skipped',
    args: [variadic(word('groups'))],
    doc: 'Declares several HRU groups (after :SoilModel).',
  },
  {
    name: ':DisableHRUGroup',
    needsModel: 'skipped',
    repeats: true,
    args: [
      word('group', {
        refers: [hruGroupRef('error', 'Invalid HRU Group name supplied in :DisableHRUGroup command')],
      }),
    ],
    doc: 'Removes the HRUs of a declared group from the simulation.',
  },
  {
    name: ':AggregateDiagnostic',
    args: [
      // An unknown statistic is warned about and the command is skipped.
      oneOf('statistic', ['AVERAGE', 'MAXIMUM', 'MINIMUM', 'MEDIAN'], 'warning', {
        unknownWarning: 'ParseInput#59',
      }),
      word('observation_type'),
      optional(
        word('group', {
          refers: [
            hruGroupRef('warning', 'Invalid HRU Group in :AggregateDiagnostic command … ignored', {
              minArgs: 3,
              warning: 'ParseInput#60',
            }),
          ],
        }),
      ),
    ],
    doc: 'Aggregates a diagnostic over all observations of a type, optionally in one HRU group.',
  },
  {
    name: ':AggregatedVariable',
    args: [
      sv('state_var', { store: strict() }),
      word('group', { refers: [hruGroupRef('error', 'invalid HRU Group used')] }),
    ],
    doc: 'Deprecated: equalises a store across an HRU group; use :LateralEquilibrate.',
  },
];
