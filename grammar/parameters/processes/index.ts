/** Every process command's entry, looked up by canonical command name. */
import { CANOPY_PROCESSES } from './canopy.js';
import { CHEMISTRY_PROCESSES } from './chemistry.js';
import { GLACIER_PROCESSES } from './glacier.js';
import type { ProcessRule } from './rule.js';
import { SNOW_PROCESSES } from './snow.js';
import { SOIL_WATER_PROCESSES } from './soilWater.js';
import { SURFACE_PROCESSES } from './surface.js';
import { TRANSFER_PROCESSES } from './transfer.js';

export type { IfStateVar, ProcessRule } from './rule.js';
export { DEFAULT_MIN_ARGS } from './rule.js';

/** Every process command that adds an engine process (and so a list to the master list). */
export const PROCESS_RULES: readonly ProcessRule[] = [
  ...SOIL_WATER_PROCESSES,
  ...SNOW_PROCESSES,
  ...CANOPY_PROCESSES,
  ...SURFACE_PROCESSES,
  ...GLACIER_PROCESSES,
  ...TRANSFER_PROCESSES,
  ...CHEMISTRY_PROCESSES,
];

/** The entry of a canonical process command name. */
export const PROCESS_RULE_BY_COMMAND: ReadonlyMap<string, ProcessRule> = new Map(
  PROCESS_RULES.map((r) => [r.command, r]),
);
