/**
 * A pulse series averaged over each model time step, as Raven resamples a forcing before it checks its values
 * (TimeSeries.cpp CTimeSeries::Resample and GetAvgValue): step nn covers [nn·dt, (nn+1)·dt) of model time,
 * mapped onto the series by its offset from the model start; a step more than 0.1% blank is blank.
 */
import { BLANK } from './forcingData.js';
import { TIME_CORRECTION } from './ravenTime.js';

/** The averaged values, one per model step, and the first data index each draws on. */
export interface Samples {
  readonly value: Float64Array;
  readonly index: Int32Array;
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
  const count = Math.max(0, Math.ceil(duration / timestep - TIME_CORRECTION));
  const index = (t: number) => Math.min(Math.max(Math.floor(t / interval), 0), n - 1);
  // Typed arrays, not an object per step: a long daily record at an hourly step has ~10^5 steps per series.
  const out = { value: new Float64Array(count), index: new Int32Array(count) };
  for (let nn = 0; nn < count; nn++) {
    const t = nn * timestep + offset;
    const n1 = index(t);
    out.index[nn] = n1;
    if (t < -TIME_CORRECTION || t > n * interval) {
      out.value[nn] = BLANK;
      continue;
    }
    const n2 = index(t + timestep);
    if (n1 === n2) {
      out.value[nn] = value(n1);
      continue;
    }
    let sum = 0;
    let blank = 0;
    const add = (i: number, span: number) => {
      const v = value(i);
      if (v === BLANK) blank += span;
      else sum += v * span;
    };
    add(n1, (n1 + 1) * interval - t);
    for (let i = n1 + 1; i < n2; i++) add(i, interval);
    add(n2, t + timestep - n2 * interval);
    out.value[nn] = blank / timestep > 0.001 ? BLANK : sum / timestep;
  }
  return out;
}
