/**
 * A pulse series averaged over each model time step, as Raven resamples a forcing before it checks its values
 * (TimeSeries.cpp CTimeSeries::Resample and GetAvgValue): step nn covers [nn·dt, (nn+1)·dt) of model time,
 * mapped onto the series by its offset from the model start; a step more than 0.1% blank is blank.
 */
import { BLANK } from './forcingData.js';
import { TIME_CORRECTION } from './ravenTime.js';

/** One averaged value and the first data index it draws on. */
export interface Sample {
  readonly value: number;
  readonly index: number;
}

/** The series (`n` values from `offset` days before the model start, one per `interval`) averaged per step. */
export function sampleSeries(
  value: (i: number) => number,
  n: number,
  interval: number,
  offset: number,
  timestep: number,
  duration: number,
): Sample[] {
  const count = Math.ceil(duration / timestep - TIME_CORRECTION);
  const index = (t: number) => Math.min(Math.max(Math.floor(t / interval), 0), n - 1);
  const out: Sample[] = [];
  for (let nn = 0; nn < count; nn++) {
    const t = nn * timestep + offset;
    const n1 = index(t);
    if (t < -TIME_CORRECTION || t > n * interval) {
      out.push({ value: BLANK, index: n1 });
      continue;
    }
    const n2 = index(t + timestep);
    if (n1 === n2) {
      out.push({ value: value(n1), index: n1 });
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
    out.push({ value: blank / timestep > 0.001 ? BLANK : sum / timestep, index: n1 });
  }
  return out;
}
