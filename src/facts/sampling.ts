/**
 * A pulse series averaged over each model time step, as Raven resamples a forcing before it checks its values
 * (TimeSeries.cpp CTimeSeries::Resample and GetAvgValue): step nn covers [nn·dt, (nn+1)·dt) of model time,
 * mapped onto the series by its offset from the model start; a step more than 0.1% blank is blank.
 */
import type { ModelFacts } from './facts.js';
import { BLANK, type ForcingSeries, type SeriesValues } from './forcingData.js';
import { oncePerModelAnd } from './memo.js';
import { timeDifference, TIME_CORRECTION } from './ravenTime.js';
import { simulationOf, type SimulationFacts } from './simulation.js';

/** The averaged values, one per model step, and the first data index each draws on. */
export interface Samples {
  readonly value: Float64Array;
  readonly index: Int32Array;
}

/** The number of model steps of length `timestep` in `duration` days, as Raven counts them. */
export function stepCount(timestep: number, duration: number): number {
  return Math.max(0, Math.ceil(duration / timestep - TIME_CORRECTION));
}

/** The series' index holding the series time `t` (days from its start), clamped to its `n` values. */
function indexAt(t: number, interval: number, n: number): number {
  return Math.min(Math.max(Math.floor(t / interval), 0), n - 1);
}

/** The average of the series (`n` values, one per `interval`) over [t, t + timestep) of its own time. */
export function stepAverage(
  value: (i: number) => number,
  n: number,
  interval: number,
  t: number,
  timestep: number,
): number {
  if (t < -TIME_CORRECTION || t > n * interval) return BLANK;
  const n1 = indexAt(t, interval, n);
  const n2 = indexAt(t + timestep, interval, n);
  if (n1 === n2) return value(n1);
  // The first and last values count for the part of them the step covers, those between for their whole step
  // (one loop, no closure: a sub-hourly record averaged over an hourly step takes this path at every step).
  let sum = 0;
  let blank = 0;
  for (let i = n1; i <= n2; i++) {
    const span = i === n1 ? (n1 + 1) * interval - t : i === n2 ? t + timestep - n2 * interval : interval;
    const v = value(i);
    if (v === BLANK) blank += span;
    else sum += v * span;
  }
  return blank / timestep > 0.001 ? BLANK : sum / timestep;
}

/** The series (`n` values from `offset` days before the model start, one per `interval`) averaged per step. */
export function sampleSeries(
  value: (i: number) => number,
  n: number,
  interval: number,
  offset: number,
  timestep: number,
  duration: number,
): Samples {
  const count = stepCount(timestep, duration);
  // Typed arrays, not an object per step: a long daily record at an hourly step has ~10^5 steps per series.
  const out = { value: new Float64Array(count), index: new Int32Array(count) };
  for (let nn = 0; nn < count; nn++) {
    const t = nn * timestep + offset;
    out.index[nn] = indexAt(t, interval, n);
    out.value[nn] = stepAverage(value, n, interval, t, timestep);
  }
  return out;
}

/**
 * The first step from step `nn` on whose average may not be blank: a step that draws only on blank values is
 * blank, so a long blank stretch (observations that start late) is passed over in one read of the decoded values
 * instead of a step at a time. The series has `n` values (`values` may hold fewer: a missing value is not
 * blank), one per `interval`; step nn covers series time nn·timestep + `offset` onwards. Conservative: the step
 * returned may still be blank, never one after a step that is not.
 */
export function firstUnblankStep(
  values: SeriesValues,
  n: number,
  interval: number,
  offset: number,
  timestep: number,
  nn: number,
): number {
  const t = nn * timestep + offset;
  // Before the series' start (but for rounding) or past its end: left to the step's own average.
  if (!(t >= -TIME_CORRECTION) || t >= n * interval) return nn;
  let k = indexAt(t, interval, n);
  const known = Math.min(values.length, n);
  while (k < known) {
    const stretch = values.range(k, Math.min(known - 1, k + 4095));
    let j = 0;
    while (j < stretch.length && stretch[j] === BLANK) j++;
    k += j;
    if (j < stretch.length) break;
  }
  // Steps ending a whole step before value k's start draw on blank values only (rounding is far below a step).
  return Math.max(nn, Math.floor((k * interval - offset) / timestep) - 1);
}

/**
 * The values every step of the simulation draws on (indices `from` to `to`, both included), or undefined when a
 * step falls outside the series (Raven makes it blank). Each step's average is a weighted mean of values in
 * that range: a rule whose test holds for every value there with a margin for rounding, and which meets no
 * blank there, holds for every step, and need not resample the series.
 */
export function drawnRange(
  s: ForcingSeries,
  n: number,
  sim: SimulationFacts,
): { from: number; to: number } | undefined {
  const interval = s.interval!;
  const offset = -timeDifference(sim.start, s.start!, sim.calendar);
  const count = stepCount(sim.timestep, sim.duration);
  if (count === 0) return undefined;
  const last = (count - 1) * sim.timestep + offset;
  if (offset < -TIME_CORRECTION || last > n * interval) return undefined;
  return { from: indexAt(offset, interval, n), to: indexAt(last + sim.timestep, interval, n) };
}

/**
 * A forcing series (with values and a known period) averaged over each step of the model's simulation:
 * resampled once per model and series, whichever rules read it.
 */
export const simulationSamples: (model: ModelFacts, s: ForcingSeries) => Samples = oncePerModelAnd(
  (model, s) => {
    const sim = simulationOf(model);
    const v = s.values!();
    const offset = -timeDifference(sim.start, s.start!, sim.calendar);
    return sampleSeries(v.value, v.length, s.interval!, offset, sim.timestep, sim.duration);
  },
);
