/** The .rvi catalogue, transport (constituents and heat); all but :Transport need an earlier :Transport line. */
import { allNames } from '../lookup.js';
import { CONTROL_MEMBERS } from './processList.js';
import { float, hruGroupRef, int, oneOf, optional, variadic, word } from '../common.js';
import { sv } from './builders.js';
import { ENERGY_PROCESSES, GEOCHEMICAL_PROCESSES } from './processes.js';
import type { CommandSpec } from '../types.js';

/** Transport of constituents and heat. */
export const TRANSPORT_COMMANDS: readonly CommandSpec[] = [
  {
    name: ':Transport',
    // TEMPERATURE, 18O and 2H are treated specially as constituent names; other type words are ignored.
    args: [word('constituent'), optional(oneOf('type', ['PASSIVE', 'SORBED', 'TRACER'], 'ignored'))],
    doc: 'Adds a transported constituent (after :EndHydrologicProcesses).',
  },
  {
    name: ':FixedConcentration',
    // For ATMOS_PRECIP a second value (snow) may follow the first (rain); then an optional HRU group.
    args: [word('constituent'), sv('state_var'), float('concentration'), optional(variadic(word('extra')))],
    doc: 'Holds a constituent at a fixed concentration in a store, optionally only in an HRU group.',
  },
  {
    name: ':FixedTemperature',
    args: [sv('state_var'), float('temperature'), optional(variadic(word('extra')))],
    doc: 'Holds the water temperature of a store fixed, optionally only in an HRU group.',
  },
  {
    name: ':MassInflux',
    args: [
      word('constituent'),
      sv('state_var'),
      float('flux'),
      optional(
        word('group', {
          refers: [
            hruGroupRef('error', 'Invalid HRU Group name supplied in :MassInflux command', { minArgs: 4 }),
          ],
        }),
      ),
    ],
    doc: 'Adds a constant mass flux of a constituent (mg/m²/d) into a store.',
  },
  {
    name: ':GeochemicalProcesses',
    block: {
      end: { exact: [':EndGeochemicalProcesses'] },
      marker: true,
      members: [...allNames(GEOCHEMICAL_PROCESSES), ...CONTROL_MEMBERS],
    },
    doc: 'Starts the list of geochemical processes (has no effect of its own).',
  },
  { name: ':EndGeochemicalProcesses', doc: 'Ends the list of geochemical processes.' },
  ...GEOCHEMICAL_PROCESSES,
  {
    name: ':FixedConcentrationReservoirs',
    // Not in the 4.12.1 source read for this catalogue; its arguments are unknown, so any are accepted.
    args: [optional(variadic(word('args')))],
    doc: 'Fixed constituent concentrations in reservoirs (newer engines).',
  },
  {
    name: ':EnergyProcesses',
    block: {
      end: { exact: [':EndEnergyProcesses'] },
      marker: true,
      members: [...allNames(ENERGY_PROCESSES), ...CONTROL_MEMBERS],
    },
    doc: 'Starts the list of energy processes (has no effect of its own).',
  },
  { name: ':EndEnergyProcesses', doc: 'Ends the list of energy processes.' },
  ...ENERGY_PROCESSES,
  {
    name: ':HyporheicLayer',
    args: [int('layer')],
    doc: 'Soil layer exchanging heat with the channel (after :Transport TEMPERATURE).',
  },
];
