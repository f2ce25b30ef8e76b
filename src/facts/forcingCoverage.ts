/**
 * Whether a forcing series (or grid) covers the simulation, by Raven's own overlap test: the forcing rules
 * (a series too short, values missing inside the period) share it.
 */
import type { ForcingSeries } from './forcingData.js';
import { timeDifference, TIME_CORRECTION, type RavenCalendar, type RavenTime } from './ravenTime.js';
import type { SimulationFacts } from './simulation.js';

/** A series whose values a rule can read over the whole simulation: its period is known and covers it. */
export function valuesCover(s: ForcingSeries, sim: SimulationFacts): boolean {
  return (
    !!s.start &&
    !!s.interval &&
    s.count !== undefined &&
    !!s.values &&
    !coverageFault(s, sim.start, sim.duration, sim.calendar)
  );
}

/** Raven's overlap test of a series (or grid) with the simulation; which side fails, if any. */
export function coverageFault(
  s: ForcingSeries,
  start: RavenTime,
  duration: number,
  calendar: RavenCalendar,
): 'start' | 'end' | undefined {
  const length = s.count! * s.interval!;
  let localStart = -timeDifference(start, s.start!, calendar);
  // A grid forgives a start a hair after the simulation's (floating point), a gauge series does not.
  if (s.source === 'grid' && localStart < 0 && localStart > -TIME_CORRECTION) localStart = 0;
  if (length < localStart) return 'end';
  if (length + TIME_CORRECTION < localStart + duration) return 'end';
  if (localStart < 0 || s.start!.year > start.year) return 'start';
  return undefined;
}
