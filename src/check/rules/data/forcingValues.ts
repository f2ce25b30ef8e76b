import { BLANK, forcingDataOf, type ForcingSeries, type SeriesValues } from '../../../facts/forcingData.js';
import { addTime, formatRavenTime, timeDifference } from '../../../facts/ravenTime.js';
import { drawnRange, sampleSeries, simulationSamples, type Samples } from '../../../facts/sampling.js';
import { simulationOf, type SimulationFacts } from '../../../facts/simulation.js';
import type { ModelFacts } from '../../../facts/facts.js';
import type { Finding, Rule } from '../../rule.js';
import { valuesCover } from '../../../facts/forcingCoverage.js';
import { ravenWords } from '../ravenWords.js';

/** The value checks Raven makes at each gauge, by forcing. */
interface Limit {
  readonly forcing: string;
  readonly label: string;
  /** Why a value fails, or undefined when it passes (blank values are tested separately). */
  readonly bad: (v: number) => string | undefined;
  /** What a blank value is: an error, a warning, or allowed. */
  readonly blank: 'error' | 'warning';
  /** Values that pass whatever step they are averaged into: within the limits by more than rounding. */
  readonly safe: readonly [number, number];
}

const LIMITS: readonly Limit[] = [
  {
    forcing: 'PRECIP',
    label: 'precipitation',
    bad: (v) => (v < -1e-6 ? 'negative' : v > 10000 ? 'above 10000 mm/d' : undefined),
    blank: 'error',
    safe: [0, 9999],
  },
  {
    forcing: 'TEMP_DAILY_AVE',
    label: 'daily temperature',
    bad: (v) => (v < -60 ? 'below -60 °C' : v > 60 ? 'above 60 °C' : undefined),
    blank: 'error',
    safe: [-59, 59],
  },
  {
    forcing: 'PET',
    label: 'PET',
    bad: (v) => (v < -1e-12 ? 'negative' : undefined),
    blank: 'warning',
    safe: [0, Number.MAX_VALUE],
  },
  {
    forcing: 'WIND_VEL',
    label: 'wind speed',
    bad: (v) => (v < -1e-12 ? 'negative' : undefined),
    blank: 'error',
    safe: [0, Number.MAX_VALUE],
  },
];

/** The one value check Raven only warns about (CGauge::Initialize). */
const BLANK_PET = 'Gauge#2';

/** RV418: a forcing value Raven refuses within the simulation period. */
export const forcingValues: Rule = {
  code: 'RV418',
  name: 'forcing-values',
  category: 'time-and-data',
  severity: 'error',
  docs: {
    summary:
      'Within the simulation period, precipitation is not blank, negative or above 10000 mm/d, daily temperature is not blank and within -60 to 60 °C, PET and wind speed are not negative, and wind speed is not blank.',
    why: 'Raven averages each forcing series over every model time step before it simulates and stops on these values (a blank value is NaN in a :Data series, the value -1.2345 anywhere): they are nearly always unit mistakes (K for °C, m for mm) or gaps. Blank PET only gets a warning: Raven fills it with its infill method. Values outside the simulation period are not checked.',
    fix: 'Correct the value (units), or fill the gap in the data.',
    source: 'Gauge.cpp CGauge::Initialize; TimeSeries.cpp CTimeSeries::Resample, GetAvgValue',
    example: {
      fileType: 'rvt',
      bad: ':Data TEMP_DAILY_AVE C\n  2000-01-01 00:00:00 1.0 3\n  271.3 272.0 270.8\n:EndData',
      good: ':Data TEMP_DAILY_AVE C\n  2000-01-01 00:00:00 1.0 3\n  -1.85 -1.15 -2.35\n:EndData',
    },
  },
  ravenWarnings: [BLANK_PET],
  async check({ model, host, report }) {
    const sim = simulationOf(model);
    if (!sim.valid || !(sim.duration > 0)) return;
    const data = await forcingDataOf(model, host);
    for (const [, list] of data.byGauge) {
      const byForcing = new Map(list.map((s) => [s.forcing!, s]));
      for (const limit of LIMITS) {
        const series =
          byForcing.get(limit.forcing) ??
          (limit.forcing === 'TEMP_DAILY_AVE' ? dailyTemp(byForcing) : undefined);
        if (!series) continue;
        const bad = firstBad(model, series, limit, sim);
        if (bad) report(bad);
      }
      const min = byForcing.get('TEMP_DAILY_MIN');
      const max = byForcing.get('TEMP_DAILY_MAX');
      if (min && max && !byForcing.has('TEMP_DAILY_AVE') && !byForcing.has('TEMP_AVE')) {
        const bad = firstBadMinMax(min, max, sim);
        if (bad) report(bad);
      }
      // PRECIP made from RAINFALL + SNOWFALL is checked as their sum.
      if (!byForcing.has('PRECIP')) {
        const rain = byForcing.get('RAINFALL');
        const snow = byForcing.get('SNOWFALL');
        if (rain && snow) {
          const bad = firstBadSum(rain, snow, LIMITS[0], sim);
          if (bad) report(bad);
        }
      }
    }
  },
};

/** The series Raven checks as daily temperature: TEMP_DAILY_AVE, or a daily TEMP_AVE (copied to it). */
function dailyTemp(byForcing: ReadonlyMap<string, ForcingSeries>): ForcingSeries | undefined {
  const ave = byForcing.get('TEMP_AVE');
  return ave && ave.interval !== undefined && ave.interval >= 1 - 0.0001 ? ave : undefined;
}

function firstBad(
  model: ModelFacts,
  s: ForcingSeries,
  limit: Limit,
  sim: SimulationFacts,
): Finding | undefined {
  if (!valuesCover(s, sim)) return undefined;
  const v = s.values!();
  if (allSafe(s, v.length, v.range, limit, sim)) return undefined;
  return scan(s, simulationSamples(model, s), (i) => v.where(i), limit, sim);
}

/**
 * True when every value the simulation's steps draw on is safely within the limit and none is blank: then
 * every step's average is too (a weighted mean of them), and the series need not be resampled.
 */
function allSafe(
  s: ForcingSeries,
  n: number,
  range: (from: number, to: number) => Float64Array,
  limit: Limit,
  sim: SimulationFacts,
): boolean {
  const drawn = drawnRange(s, n, sim);
  if (!drawn) return false;
  const [lo, hi] = limit.safe;
  const values = range(drawn.from, drawn.to);
  for (let k = 0; k < values.length; k++) {
    const v = values[k];
    // NaN fails the range test; BLANK (-1.2345) is tested on its own.
    if (!(v >= lo && v <= hi) || v === BLANK) return false;
  }
  return true;
}

function firstBadSum(
  rain: ForcingSeries,
  snow: ForcingSeries,
  limit: Limit,
  sim: SimulationFacts,
): Finding | undefined {
  if (!valuesCover(rain, sim) || !valuesCover(snow, sim)) return undefined;
  if (rain.count !== snow.count || rain.interval !== snow.interval) return undefined;
  if (timeDifference(rain.start!, snow.start!, sim.calendar) !== 0) return undefined;
  const r = rain.values!();
  const s = snow.values!();
  const sum = (i: number) => r.value(i) + s.value(i);
  const blame = (i: number) => (s.value(i) === BLANK || s.value(i) < 0 ? s.where(i) : r.where(i));
  // A blank in either series (or a value that is not a number) makes the sum fail the test.
  const sums = (from: number, to: number) => {
    const [a, b] = [r.range(from, to), s.range(from, to)];
    return a.map((x, k) => (x === BLANK || b[k] === BLANK ? Number.NaN : x + b[k]));
  };
  if (allSafe(rain, r.length, sums, limit, sim)) return undefined;
  const offset = -timeDifference(sim.start, rain.start!, sim.calendar);
  const samples = sampleSeries(sum, r.length, rain.interval!, offset, sim.timestep, sim.duration);
  return scan(rain, samples, blame, limit, sim, 'RAINFALL + SNOWFALL');
}

function scan(
  s: ForcingSeries,
  samples: Samples,
  where: (i: number) => { token?: { site: Finding['at'] }; line?: number },
  limit: Limit,
  sim: SimulationFacts,
  label = s.written,
): Finding | undefined {
  let firstBlank: number | undefined;
  for (let nn = 0; nn < samples.value.length; nn++) {
    const value = samples.value[nn];
    const index = samples.index[nn];
    if (value === BLANK) {
      if (limit.blank === 'error') return finding(s, where(index), limit, sim, nn, label, 'a blank value');
      firstBlank ??= nn;
      continue;
    }
    const problem = limit.bad(value);
    if (problem) return finding(s, where(index), limit, sim, nn, label, `${round(value)}, ${problem}`);
  }
  if (firstBlank === undefined) return undefined;
  const f = finding(s, where(samples.index[firstBlank]), limit, sim, firstBlank, label, 'a blank value');
  return {
    ...f,
    message: `${f.message.replace(/: Raven does not accept.*$/, '')}: Raven fills blank ${limit.label} with its infill method and warns ("${ravenWords(BLANK_PET)}")`,
    severity: 'warning',
    ravenWarning: BLANK_PET,
  };
}

function finding(
  s: ForcingSeries,
  place: { token?: { site: Finding['at'] }; line?: number },
  limit: Limit,
  sim: SimulationFacts,
  nn: number,
  label: string,
  shown: string,
): Finding {
  const day = formatRavenTime(addTime(sim.start, nn * sim.timestep, sim.calendar), sim.calendar);
  const file = s.ref.command.line.words
    .slice(1)
    .map((w) => w.text)
    .join(' ');
  const inFile = place.line !== undefined ? ` (${file} line ${place.line})` : '';
  const owner = s.gauge ? `gauge ${s.gauge.ravenName}` : 'forcing';
  const what = shown === 'a blank value' ? `blank ${limit.label}` : `such ${limit.label}`;
  return {
    at: place.token?.site ?? s.at.site,
    message: `${owner}: ${label} on ${day} is ${shown}${inFile}: Raven does not accept ${what}`,
  };
}

/** Daily temperature Raven makes from TEMP_MIN and TEMP_MAX: their mean at the middle of each day. */
function firstBadMinMax(min: ForcingSeries, max: ForcingSeries, sim: SimulationFacts): Finding | undefined {
  if (!valuesCover(min, sim) || !valuesCover(max, sim)) return undefined;
  const a = min.values!();
  const b = max.values!();
  // Each series' start as model time, worked out once (not once a day).
  const [fromMin, fromMax] = [min, max].map((s) => timeDifference(sim.start, s.start!, sim.calendar));
  const at = (s: ForcingSeries, from: number, n: number, t: number) =>
    Math.min(Math.max(Math.floor((t - from) / s.interval!), 0), n - 1);
  const days = Math.ceil(sim.duration);
  // The days draw on one stretch of each series, decoded whole: RV435 reads the same stretches.
  const lo = stretch(a, at(min, fromMin, a.length, 0.5), at(min, fromMin, a.length, days - 0.5));
  const hi = stretch(b, at(max, fromMax, b.length, 0.5), at(max, fromMax, b.length, days - 0.5));
  for (let d = 0; d < days; d++) {
    const i = at(min, fromMin, a.length, d + 0.5);
    const j = at(max, fromMax, b.length, d + 0.5);
    const mean = 0.5 * (lo(i) + hi(j));
    const problem = LIMITS[1].bad(mean);
    if (!problem) continue;
    const blameMax = Math.abs(hi(j)) > Math.abs(lo(i));
    const place = blameMax ? b.where(j) : a.where(i);
    return finding(
      blameMax ? max : min,
      place,
      LIMITS[1],
      sim,
      d / sim.timestep,
      `the mean of ${min.written} and ${max.written}`,
      `${round(mean)}, ${problem}`,
    );
  }
  return undefined;
}

/** Value i of `v` for i from `from` to `to`, read from one decoded stretch (one value at a time when empty). */
function stretch(v: SeriesValues, from: number, to: number): (i: number) => number {
  if (from < 0 || to < from) return (i) => v.value(i);
  const values = v.range(from, to);
  return (i) => values[i - from];
}

function round(x: number): string {
  return String(Math.round(x * 1000) / 1000);
}
