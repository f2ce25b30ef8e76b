/**
 * Goodness-of-fit of a simulated flow series against observations, computed as Raven computes its
 * `:EvaluationMetrics` (Diagnostics.cpp, `CDiagnostic::CalculateDiagnostic`): a step counts with weight 1
 * when both values are there and 0 otherwise, and for a hydrograph averaged over each time step (Raven's
 * default) the first step is left out, since it holds the initial flow rather than a step's average.
 */

/** NSE, KGE and PBIAS of one basin; null where Raven would not compute one (no observations, no spread). */
export interface FlowMetrics {
  /** Nash–Sutcliffe efficiency (Raven's DIAG_NASH_SUTCLIFFE). */
  readonly nse: number | null;
  /** Kling–Gupta efficiency (DIAG_KLING_GUPTA). */
  readonly kge: number | null;
  /** Percent bias, 100 × Σ(sim − obs) / Σobs (DIAG_PCT_BIAS): positive when the model overestimates. */
  readonly pbias: number | null;
  /** The number of steps that counted. */
  readonly count: number;
}

/** Options of `flowMetrics`. */
export interface MetricsOptions {
  /** Leave out the first step (Raven does for an averaged hydrograph, the default). */
  readonly skipFirst?: boolean;
}

/** NSE, KGE and PBIAS of `sim` against `obs` (same length; NaN marks a missing value). */
export function flowMetrics(
  sim: ArrayLike<number>,
  obs: ArrayLike<number>,
  options: MetricsOptions = {},
): FlowMetrics {
  const start = options.skipFirst === false ? 0 : 1;
  let n = 0;
  let sumObs = 0;
  let sumSim = 0;
  for (let i = start; i < obs.length; i++) {
    const o = obs[i] as number;
    const s = sim[i] as number;
    if (!Number.isFinite(o) || !Number.isFinite(s)) continue;
    n++;
    sumObs += o;
    sumSim += s;
  }
  if (n === 0) return { nse: null, kge: null, pbias: null, count: 0 };
  const meanObs = sumObs / n;
  const meanSim = sumSim / n;
  let squaredError = 0;
  let varObs = 0;
  let varSim = 0;
  let cov = 0;
  for (let i = start; i < obs.length; i++) {
    const o = obs[i] as number;
    const s = sim[i] as number;
    if (!Number.isFinite(o) || !Number.isFinite(s)) continue;
    squaredError += (o - s) ** 2;
    varObs += (o - meanObs) ** 2;
    varSim += (s - meanSim) ** 2;
    cov += (o - meanObs) * (s - meanSim);
  }
  const sdObs = Math.sqrt(varObs / n);
  const sdSim = Math.sqrt(varSim / n);
  const r = cov / n / sdObs / sdSim;
  const beta = meanSim / meanObs;
  const alpha = sdSim / sdObs;
  const kgeDefined = meanObs !== 0 && sdObs !== 0 && sdSim !== 0;
  return {
    nse: varObs === 0 ? null : 1 - squaredError / varObs,
    kge: kgeDefined ? 1 - Math.sqrt((r - 1) ** 2 + (alpha - 1) ** 2 + (beta - 1) ** 2) : null,
    pbias: sumObs === 0 ? null : (100 * (sumSim - sumObs)) / sumObs,
    count: n,
  };
}

/** The metrics as a short line: `NSE 0.511 · KGE 0.620 · PBIAS −3.1 %`. */
export function formatMetrics(m: FlowMetrics): string {
  const f = (v: number | null, digits: number) => (v === null ? 'n/a' : v.toFixed(digits));
  return `NSE ${f(m.nse, 3)} · KGE ${f(m.kge, 3)} · PBIAS ${f(m.pbias, 1)} %`;
}
