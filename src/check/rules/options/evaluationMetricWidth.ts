import { argToken, argTokens } from '../../../facts/args.js';
import { networkOf } from '../../../facts/network.js';
import { observationsOf, SUBBASIN_QUANTITIES } from '../../../facts/observations.js';
import { sToI } from '../../../facts/ravenNumbers.js';
import { TIME_CORRECTION, parseRavenDate, timeDifference } from '../../../facts/ravenTime.js';
import { beforeSoilModel } from '../../../facts/rviFacts.js';
import { simulationOf } from '../../../facts/simulation.js';
import type { Rule } from '../../rule.js';
import { ravenWords } from '../ravenWords.js';

/** The running-average metrics and CDiagnostic::CalculateDiagnostic's two warnings for each. */
const RUNNING: Readonly<Record<string, { readonly narrow: string; readonly wide: string }>> = {
  NASH_SUTCLIFFE_RUN: { narrow: 'Diagnostics#3', wide: 'Diagnostics#4' },
  ABSERR_RUN: { narrow: 'Diagnostics#13', wide: 'Diagnostics#14' },
};

/** The width Raven reads from `NAME[n]` (CStateVariable::SVStringBreak): -1 without a bracket, 0 with one only. */
function widthOf(text: string): { name: string; width: number } {
  const open = text.indexOf('[');
  if (text.lastIndexOf('[') < 0) return { name: text, width: -1 };
  const close = text.indexOf(']');
  if (close < 0) return { name: text, width: 0 };
  return { name: text.slice(0, open), width: sToI(text.slice(open + 1, close)) };
}

/**
 * RV570: a running-average metric (NASH_SUTCLIFFE_RUN[n], ABSERR_RUN[n]) of :EvaluationMetrics whose width Raven
 * refuses while it writes Diagnostics.csv: n below 2, or n more than half the time steps up to the end of an
 * evaluation period (CDiagnostic::CalculateDiagnostic: `_width * 2 > nnend`, nnend the number of steps from the
 * simulation's start to the period's end). Either way the metric is -1e+99.
 */
export const evaluationMetricWidth: Rule = {
  code: 'RV570',
  name: 'evaluation-metric-width',
  category: 'options',
  severity: 'warning',
  docs: {
    summary:
      'A running-average metric of :EvaluationMetrics gives its width in brackets, at least 2 and at most half the time steps up to the end of each evaluation period.',
    why:
      'NASH_SUTCLIFFE_RUN and ABSERR_RUN average the flows over n time steps. Without a width, or with n < 2, Raven warns ("Provide average _width greater than 1 in format: DIAG_NASH_SUTCLIFFE_RUN[n]"); with 2n more than the steps from the start of the simulation to the end of a period it warns ("Not enough sample values. Check width and timeseries"). ' +
      'In both cases Diagnostics.csv holds -1e+99 for the metric, which a calibration reads as a result. Raven computes the metrics only when the model has observations.',
    fix: 'Write the width in brackets (NASH_SUTCLIFFE_RUN[7]: a weekly running average), small enough for the simulated period.',
    source:
      'Diagnostics.cpp CDiagnostic::CalculateDiagnostic; ParseInput.cpp (:EvaluationMetrics); StandardOutput.cpp CModel::RunDiagnostics',
    example: {
      fileType: 'rvi',
      bad: ':EvaluationMetrics NASH_SUTCLIFFE_RUN',
      good: ':EvaluationMetrics NASH_SUTCLIFFE_RUN[2]',
      model: {
        rvt: ':ObservationData HYDROGRAPH 1 m3/s\n  2000-01-01 00:00:00 1.0 3\n  1.0 2.0 3.0\n:EndObservationData',
      },
    },
  },
  ravenWarnings: Object.values(RUNNING).flatMap((w) => [w.narrow, w.wide]),
  check({ model, report }) {
    const afterSoil = (name: string) => model.uses('rvi', name).filter((r) => !beforeSoilModel(model.rvi, r));
    const metrics = afterSoil(':EvaluationMetrics').flatMap((ref) =>
      argTokens(ref).flatMap((token) => {
        const { name, width } = widthOf(token.text);
        return RUNNING[name] ? [{ token, name, width, ...RUNNING[name] }] : [];
      }),
    );
    if (metrics.length === 0) return;
    // RunDiagnostics skips the series of a subbasin quantity at a subbasin the model lacks.
    const network = networkOf(model);
    const evaluated = observationsOf(model).filter(
      (s) =>
        s.role === 'data' &&
        s.kept &&
        (!(SUBBASIN_QUANTITIES as readonly string[]).includes(s.type.text) ||
          network.subbasinById.has(s.key)),
    );
    if (evaluated.length === 0) return;
    const sim = simulationOf(model);
    const { calendar, timestep: dt, duration } = sim;
    // A regular observed series is resampled to ceil(duration/dt) + 1 model steps (CTimeSeries::Resample).
    const samples = Math.ceil(duration / dt - TIME_CORRECTION) + 1;
    const nnend = (end: number) => Math.min(Math.floor((end + TIME_CORRECTION) / dt), samples - 1) + 1;
    const ends = [{ name: 'ALL', nn: nnend(duration) }];
    for (const ref of afterSoil(':EvaluationPeriod')) {
      const [name, to] = [0, 2].map((i) => argToken(ref, i)?.text);
      const b = to && parseRavenDate(to, '00:00:00', calendar);
      if (!name || !b || !b.ok) continue;
      const end = Math.max(Math.min(timeDifference(sim.start, b.value, calendar), duration), 0);
      ends.push({ name, nn: nnend(end) });
    }
    const regular = evaluated.some((s) => !s.irregular);
    for (const m of metrics) {
      const diag = `DIAG_${m.name}`;
      if (m.width < 2) {
        report({
          at: m.token.site,
          message: `${m.token.text}: ${m.width < 0 ? 'no width in brackets' : `a width of ${m.width}`}: Raven computes nothing and warns ("${ravenWords(m.narrow)}"), writing -1e+99 for ${diag}`,
          ravenWarning: m.narrow,
        });
        continue;
      }
      const short = regular ? ends.find((e) => 2 * m.width > e.nn) : undefined;
      if (short) {
        report({
          at: m.token.site,
          message: `${m.token.text}: twice the width is more than the ${short.nn} time steps from the simulation's start to the end of ${short.name === 'ALL' ? 'the simulation' : `the evaluation period ${short.name}`}: Raven warns ("${ravenWords(m.wide)}") and writes -1e+99 for ${diag}`,
          ravenWarning: m.wide,
        });
      }
    }
  },
};
