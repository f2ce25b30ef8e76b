/**
 * Helpers shared by the ID reference rules: walking the child commands of a block, and the observation types
 * Raven ties to a subbasin (the others are state variables of an HRU).
 */
import { commandName, type Command } from '../../../ast/nodes.js';
import type { CommandRef } from '../../../facts/readingOrder.js';

/** The child commands of a block (at any depth), each as a reference in the parent's place. */
export function childRefs(ref: CommandRef, names: ReadonlySet<string>): CommandRef[] {
  const out: CommandRef[] = [];
  const walk = (command: Command) => {
    for (const item of command.body ?? []) {
      if (item.kind !== 'command') continue;
      if (names.has(commandName(item))) out.push({ ...ref, command: item });
      walk(item);
    }
  };
  walk(ref.command);
  return out;
}

/** Observation types located at a subbasin (ParseTimeSeriesFile.cpp :ObservationData; Model.cpp
 * UpdateDiagnostics); with an unknown subbasin Raven warns and ignores the series. */
export const SUBBASIN_OBSERVATIONS = new Set([
  'HYDROGRAPH',
  'RESERVOIR_STAGE',
  'RESERVOIR_INFLOW',
  'RESERVOIR_NETINFLOW',
  'WATER_LEVEL',
  'LAKE_AREA',
]);

/** Observation types Raven reads at a subbasin but never warns about (the value is left blank). */
export const QUIET_SUBBASIN_OBSERVATIONS = new Set(['STREAM_CONCENTRATION', 'STREAM_TEMPERATURE']);
