/**
 * Raven's warnings that only a run decides (a state or a flux as the run computes it), so that no check of the
 * input can predict them: where one is among a mutant's new warnings, the oracle counts it apart, as explained,
 * rather than as a warning rvkit missed.
 */
import { ravenWarningsOf } from '../../../grammar/ravenWarningMatch.js';

/** Why each such warning (by its id in grammar/ravenWarnings.ts) is known only at run time. */
const RUN_TIME: Readonly<Record<string, string>> = {
  'StandardOutput#4':
    "a reservoir's volume would fall below zero on some time steps (CReservoir::RouteWater: the step's volume from its inflows, precipitation, evaporation, seepage, demands and outflow), so Raven empties it and counts the step: the flows the run computes decide it",
};

/** Why Raven's WARNING message is known only at run time, or undefined when the input may decide it. */
export function knownOnlyAtRunTime(message: string): string | undefined {
  const ids = ravenWarningsOf(message).map((w) => w.id);
  return ids.length > 0 && ids.every((id) => RUN_TIME[id] !== undefined) ? RUN_TIME[ids[0]] : undefined;
}
