import { DIAGNOSTICS } from '../../../../grammar/common.js';
import { RAVEN_WARNINGS } from '../../../../grammar/ravenWarnings.js';
import { argToken, argTokens } from '../../../facts/args.js';
import { BLANK, forcingDataOf } from '../../../facts/forcingData.js';
import { networkOf } from '../../../facts/network.js';
import { observationsOf } from '../../../facts/observations.js';
import { idKey } from '../../../facts/ravenNumbers.js';
import { TIME_CORRECTION, addTime, parseRavenDate, timeDifference } from '../../../facts/ravenTime.js';
import { beforeSoilModel } from '../../../facts/rviFacts.js';
import { firstUnblankStep, stepAverage, stepCount } from '../../../facts/sampling.js';
import { simulationOf } from '../../../facts/simulation.js';
import type { Token } from '../../../facts/site.js';
import type { Rule } from '../../rule.js';

/** The warning CDiagnostic::CalculateDiagnostic writes for a metric with no weighted observation, by metric. */
const NOT_CALCULATED: ReadonlyMap<string, string> = new Map(
  RAVEN_WARNINGS.filter(
    (w) =>
      w.function === 'CDiagnostic::CalculateDiagnostic' &&
      w.message.includes('Missing non-zero weighted observations'),
  )
    .map((w) => [metricOf(w), w.id] as const)
    .reverse(), // the first of two warnings with one message wins
);

/**
 * The metric a "not calculated" warning is written for: the first word of its message, but for DIAG_FUZZY_NASH,
 * whose case writes the Nash–Sutcliffe words (told apart by its test, which also needs a spread: `sum2>0`).
 */
function metricOf(w: (typeof RAVEN_WARNINGS)[number]): string {
  if (/sum2\s*>\s*0/.test(w.when ?? '')) return 'FUZZY_NASH';
  return w.message.split(' ')[0].replace(/^DIAG?_/, '');
}

/**
 * RV461: an evaluation metric over a period in which an observed series has no value. Raven resamples each
 * observed series to the model's time steps (a hydrograph moved one step later, as period-ending), and
 * CDiagnostic::CalculateDiagnostic weighs each step of the period by 0 where the observation is blank: with
 * no step left, it writes "DIAG_… not calculated. Missing non-zero weighted observations during simulation
 * duration." and -1e+99 in Diagnostics.csv. Hydrographs only; series with weights, irregular series
 * and periods with a condition are left out (their weights are not reproduced).
 */
export const evaluationNoObservations: Rule = {
  code: 'RV461',
  name: 'evaluation-no-observations',
  category: 'time-and-data',
  severity: 'warning',
  docs: {
    summary:
      'Every observed series has a value (not blank, -1.2345) in the simulation period, and in each `:EvaluationPeriod`, when `:EvaluationMetrics` asks for metrics.',
    why: 'Raven computes each metric over the time steps where the observation is not blank; with none (observations that end before the simulation, start after it, or are blank there) it warns "DIAG_NASH_SUTCLIFFE not calculated. Missing non-zero weighted observations during simulation duration." and writes -1e+99 for the metric in Diagnostics.csv, which a calibration then reads as a result.',
    fix: 'Simulate a period the observations cover (a hydrograph counts from the end of its first day), move the :EvaluationPeriod into it, or leave the series out.',
    source:
      'Diagnostics.cpp CDiagnostic::CalculateDiagnostic; TimeSeries.cpp CTimeSeries::Parse (hydrographs period-ending) and Resample',
    example: {
      fileType: 'rvt',
      bad: ':ObservationData HYDROGRAPH 1 m3/s\n  2000-01-01 00:00:00 1.0 3\n  -1.2345 -1.2345 -1.2345\n:EndObservationData',
      good: ':ObservationData HYDROGRAPH 1 m3/s\n  2000-01-01 00:00:00 1.0 3\n  1.0 2.0 3.0\n:EndObservationData',
      model: { rvi: ':EvaluationMetrics NASH_SUTCLIFFE' },
    },
  },
  ravenWarnings: [...new Set(NOT_CALCULATED.values())],
  async check({ model, host, report }) {
    const afterSoil = (name: string) => model.uses('rvi', name).filter((r) => !beforeSoilModel(model.rvi, r));
    const metrics: { token: Token; warning: string }[] = [];
    for (const ref of afterSoil(':EvaluationMetrics')) {
      for (const token of argTokens(ref)) {
        const warning = DIAGNOSTICS.includes(token.text) ? NOT_CALCULATED.get(token.text) : undefined;
        if (warning) metrics.push({ token, warning });
      }
    }
    // :EvaluationTime blanks the modelled values outside its window: not reproduced.
    if (metrics.length === 0 || model.uses('rvi', ':EvaluationTime').length > 0) return;
    const sim = simulationOf(model);
    const { calendar, timestep: dt, duration } = sim;
    const periods = [{ name: 'ALL', start: 0, end: duration }];
    for (const ref of afterSoil(':EvaluationPeriod')) {
      const [name, from, to, condition] = [0, 1, 2, 3].map((i) => argToken(ref, i)?.text);
      if (!name || !from || !to || condition !== undefined) continue;
      const a = parseRavenDate(from, '00:00:00', calendar);
      const b = parseRavenDate(to, '00:00:00', calendar);
      if (!a.ok || !b.ok) continue;
      const clamp = (t: number) => Math.max(Math.min(t, duration), 0);
      periods.push({
        name,
        start: clamp(timeDifference(sim.start, a.value, calendar)),
        end: clamp(timeDifference(sim.start, b.value, calendar)),
      });
    }
    const kept = observationsOf(model).filter((s) => s.kept);
    const network = networkOf(model);
    const snapshot = model.uses('rvi', ':SnapshotHydrograph').length > 0;
    const data = await forcingDataOf(model, host);
    const empty: string[] = [];
    for (const s of data.series) {
      if (s.role !== 'observation' || !s.values || !s.start || !s.interval || s.count === undefined) continue;
      const series = kept.find((o) => o.ref.command === s.ref.command && o.role === 'data');
      if (!series || series.irregular) continue;
      const type = series.type.text;
      const weighed = kept.some(
        (o) => o.role === 'weights' && o.type.text === type && o.key === series.key && o.count === s.count,
      );
      if (weighed) continue;
      // Hydrographs only: the other quantities may be modelled as blank (a reservoir quantity without a
      // reservoir, a constituent the model lacks), which this rule does not reproduce.
      if (type !== 'HYDROGRAPH' || !network.subbasinById.has(idKey(series.id.text))) continue;
      const hydrograph = true;
      // Made period-ending: an RV series moved one model step later, a NetCDF one by its own interval.
      const shift = s.source === 'netcdf' ? s.interval : dt;
      const start = hydrograph ? addTime(s.start, shift, calendar) : s.start;
      const values = s.values();
      const offset = timeDifference(start, sim.start, calendar);
      // Steps are averaged one at a time, each period stopping at its first observed step.
      const observedAt = (nn: number) =>
        stepAverage(values.value, s.count!, s.interval!, nn * dt + offset, dt) !== BLANK;
      const n = stepCount(dt, duration + dt);
      const index = (t: number) => Math.min(Math.max(Math.floor((t + TIME_CORRECTION) / dt), 0), n - 1);
      for (const p of periods) {
        const from = index(p.start) + (hydrograph && !snapshot ? 1 : 0);
        const to = index(p.end) + 1;
        let observed = false;
        const first = firstUnblankStep(values, s.count!, s.interval!, offset, dt, from);
        for (let nn = first; nn < to && !observed; nn++) observed = observedAt(nn);
        if (!observed) empty.push(`${type} ${series.id.text}${p.name === 'ALL' ? '' : ` in ${p.name}`}`);
      }
    }
    if (empty.length === 0) return;
    const which = empty.length > 3 ? `${empty.slice(0, 3).join(', ')} …` : empty.join(', ');
    for (const { token, warning } of metrics) {
      report({
        at: token.site,
        ravenWarning: warning,
        message: `${token.text} cannot be computed for ${which}: no observed value falls in the simulated period there, so Raven warns ("not calculated. Missing non-zero weighted observations") and writes -1e+99 in Diagnostics.csv`,
      });
    }
  },
};
