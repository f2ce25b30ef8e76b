/**
 * Raven's warnings that only a run decides (a state or a flux as the run computes it), so that no check of the
 * input can predict them: where one is among a mutant's new warnings, the oracle counts it apart, as explained,
 * rather than as a warning rvkit missed. Which warnings those are is the catalogue's `run` class
 * (grammar/ravenWarningReach.ts), read from Raven's sources.
 */
import { RAVEN_WARNING_REACH } from '../../../grammar/ravenWarningReach.js';
import { ravenWarningsOf } from '../../../grammar/ravenWarningMatch.js';

/** Why Raven's WARNING message is known only at run time, or undefined when the input may decide it. */
export function knownOnlyAtRunTime(message: string): string | undefined {
  const reasons = ravenWarningsOf(message).map((w) => RAVEN_WARNING_REACH[w.id]);
  return reasons.length > 0 && reasons.every((r) => r?.reach === 'run') ? reasons[0]!.why : undefined;
}
