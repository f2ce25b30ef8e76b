/** The .rvi catalogue, hydrologic processes: marker blocks whose inner lines are ordinary commands of the file. */
import { allNames } from '../lookup.js';
import { optional, variadic, word } from '../common.js';
import { HYDROLOGIC_PROCESSES, PROCESS_MODIFIERS } from './processes.js';
import type { CommandSpec } from '../types.js';

/** File control may sit inside any marker pair without closing it (a redirect inside the process list). */
export const CONTROL_MEMBERS = [':RedirectToFile', ':IfModeEquals', ':EndIfModeEquals'];
const PROCESS_GROUP_MEMBERS = [
  ...allNames(HYDROLOGIC_PROCESSES),
  ...allNames(PROCESS_MODIFIERS),
  ...CONTROL_MEMBERS,
];

const END_PROCESS_GROUP: CommandSpec = {
  name: ':EndProcessGroup',
  // Either N weights (one per process of the group), or CALCULATE_WTS followed by N-1 numbers.
  args: [optional(variadic(word('weights')))],
  doc: 'Closes a :ProcessGroup, optionally with the weights of its processes.',
};

const PROCESS_GROUP: CommandSpec = {
  name: ':ProcessGroup',
  // Raven reads no more than the command word (`Len < 1` is its only check): the name is optional, and the
  // reference library writes none.
  args: [optional(word('name'))],
  block: {
    end: { exact: [':EndProcessGroup'] },
    marker: true,
    // A group may hold one nested group.
    members: [...PROCESS_GROUP_MEMBERS, ':ProcessGroup'],
  },
  doc: 'Starts a group of alternative processes whose fluxes are weighted.',
};

/** The hydrologic process list and its groups. */
export const PROCESS_COMMANDS: readonly CommandSpec[] = [
  {
    name: ':HydrologicProcesses',
    aliases: [':HydrologicalProcesses'],
    block: {
      end: { exact: [':EndHydrologicProcesses', ':EndHydrologicalProcesses'] },
      marker: true,
      members: [...PROCESS_GROUP_MEMBERS, ':ProcessGroup', ':EndProcessGroup'],
    },
    doc: 'Starts the list of hydrologic processes (after :SoilModel).',
  },
  ...HYDROLOGIC_PROCESSES,
  ...PROCESS_MODIFIERS,
  PROCESS_GROUP,
  END_PROCESS_GROUP,
  {
    name: ':EndHydrologicProcesses',
    aliases: [':EndHydrologicalProcesses'],
    doc: 'Ends the list of hydrologic processes and prepares the transport model.',
  },
];
