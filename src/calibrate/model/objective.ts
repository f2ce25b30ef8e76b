/**
 * The objective of a model's calibration, from what Raven itself computes: the metrics of
 * `:EvaluationMetrics`, one row of Diagnostics.csv per observed series and evaluation period. Each term
 * names a metric, the series it is read for (all of them by default) and a weight; each metric is turned
 * into a cost to minimise the way it is good: NSE and KGE up (cost −value), RMSE down (cost value), a bias
 * towards zero (cost |value|). The cost is the weighted sum of the terms (OSTRICH's wsum).
 */
import { DIAGNOSTICS } from '../../../grammar/common.js';
import { readDiagnostics } from '../../output/diagnostics.js';

/** Which way a metric is good. */
export type Sense = 'max' | 'min' | 'zero';

/** The metrics whose best value is the highest (1 for a perfect fit). */
const UP = new Set([
  'NASH_SUTCLIFFE',
  'DAILY_NSE',
  'FUZZY_NASH',
  'LOG_NASH',
  'KLING_GUPTA',
  'KGE_PRIME',
  'DAILY_KGE',
  'NASH_SUTCLIFFE_DER',
  'KLING_GUPTA_DER',
  'KLING_GUPTA_DEVIATION',
  'NASH_SUTCLIFFE_RUN',
  'R2',
  'RCOEF',
  'SPEARMAN',
  'PERSINDEX',
  'NSE4',
]);
/** The metrics whose best value is 0 and that are never negative (errors). */
const DOWN = new Set([
  'RMSE',
  'RMSE_DER',
  'ABSERR',
  'ABSERR_RUN',
  'ABSMAX',
  'RSR',
  'R4MS4E',
  'RTRMSE',
  'RABSERR',
  'ABS_PCT_BIAS',
  'ABS_PCT_PDIFF',
]);
/** The metrics whose best value is 0 on either side (biases). */
const ZERO = new Set(['PCT_BIAS', 'PDIFF', 'PCT_PDIFF', 'TMVOL']);

/** Short names users write for the metrics. */
const ALIASES: Record<string, string> = {
  NSE: 'NASH_SUTCLIFFE',
  KGE: 'KLING_GUPTA',
  LOGNSE: 'LOG_NASH',
  LOG_NSE: 'LOG_NASH',
  PBIAS: 'PCT_BIAS',
};

/** One term of an objective. */
export interface ObjectiveTerm {
  /** Raven's diagnostic name (NASH_SUTCLIFFE, KLING_GUPTA, RMSE, PCT_BIAS …). */
  readonly metric: string;
  /** The Diagnostics.csv rows it is read for: a series name (HYDROGRAPH_ALL[1]) or a part of it (`[1]`, `CALIBRATION`); all rows when absent. */
  readonly series?: string;
  /** Its weight in the sum (default 1). */
  readonly weight?: number;
  /** Which way it is good; Raven's metrics have theirs, others must say. */
  readonly sense?: Sense;
}

/** The metric a user's name stands for (`NSE` → NASH_SUTCLIFFE), or null when Raven has no such metric. */
export function metricName(name: string): string | null {
  const upper = name.toUpperCase().replace(/^DIAG_/, '');
  const metric = ALIASES[upper] ?? upper;
  return DIAGNOSTICS.includes(metric) ? metric : null;
}

/** Which way a metric is good, or null when rvkit does not know (then a term must say). */
export function metricSense(metric: string): Sense | null {
  if (UP.has(metric)) return 'max';
  if (DOWN.has(metric)) return 'min';
  if (ZERO.has(metric)) return 'zero';
  return null;
}

/** A metric's value as a cost to minimise. */
export function metricCost(value: number, sense: Sense): number {
  return sense === 'max' ? -value : sense === 'min' ? value : Math.abs(value);
}

/** A Diagnostics.csv that does not hold what the objective needs, at the first evaluation: the setup's mistake. */
export class ObjectiveError extends Error {
  override readonly name = 'ObjectiveError';
}

/** The rows of Diagnostics.csv a term reads. */
function rowsFor(series: readonly string[], term: ObjectiveTerm): number[] {
  if (term.series === undefined) return series.map((_, i) => i);
  const exact = series.flatMap((s, i) => (s === term.series ? [i] : []));
  return exact.length > 0 ? exact : series.flatMap((s, i) => (s.includes(term.series!) ? [i] : []));
}

/** The cost of an evaluation and the metric values it was made of, from the text of Diagnostics.csv. */
export function objectiveFromDiagnostics(
  text: string,
  terms: readonly ObjectiveTerm[],
): { cost: number; responses: Record<string, number> } {
  const table = readDiagnostics(text);
  const series = (table['observed_data_series'] as string[] | undefined) ?? [];
  if (series.length === 0)
    throw new ObjectiveError(
      'Diagnostics.csv has no rows: the model has no observations to compare with (:ObservationData)',
    );
  let cost = 0;
  const responses: Record<string, number> = {};
  for (const term of terms) {
    const column = table[`DIAG_${term.metric}`] as number[] | undefined;
    if (!column) throw new ObjectiveError(`Diagnostics.csv has no DIAG_${term.metric} column`);
    const rows = rowsFor(series, term);
    if (rows.length === 0)
      throw new ObjectiveError(`Diagnostics.csv has no series ${term.series} (it has ${series.join(', ')})`);
    const sense = term.sense ?? metricSense(term.metric)!;
    for (const r of rows) {
      const value = column[r]!;
      responses[`${term.metric}@${series[r]}`] = value;
      cost += (term.weight ?? 1) * metricCost(value, sense);
    }
  }
  return { cost, responses };
}
