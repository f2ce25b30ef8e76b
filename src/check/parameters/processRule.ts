/** Finding a process line's entry in the parameter tables, through the catalogue's names and aliases. */
import { PROCESS_RULE_BY_COMMAND } from '../../../grammar/parameters/index.js';
import type { ProcessRule } from '../../../grammar/parameters/index.js';
import { commandTable } from '../../../grammar/lookup.js';
import {
  ENERGY_PROCESSES,
  GEOCHEMICAL_PROCESSES,
  HYDROLOGIC_PROCESSES,
} from '../../../grammar/rvi/processes.js';

const PROCESS_SPECS = [...HYDROLOGIC_PROCESSES, ...GEOCHEMICAL_PROCESSES, ...ENERGY_PROCESSES];

/** The canonical name of a process command as written (aliases resolved), or undefined. */
export function canonicalProcessCommand(command: string): string | undefined {
  return commandTable(PROCESS_SPECS).get(command)?.name;
}

/** The parameter entry of a process command as written, or undefined when it adds no engine process. */
export function processRuleOf(command: string): ProcessRule | undefined {
  const name = canonicalProcessCommand(command);
  return name === undefined ? undefined : PROCESS_RULE_BY_COMMAND.get(name);
}
