/**
 * Evaluation periods of the diagnostics (RV461): one inside the simulation, where the observations are, and
 * one years after it, where there are none (Raven warns that each metric is not calculated).
 */
import { DIAGNOSTICS } from '../../../../grammar/common.js';
import { argTokens } from '../../../../src/facts/args.js';
import { lineOf } from '../../../../src/facts/site.js';
import { relPath, type Generator } from '../mutation.js';
import { addDays } from '../shorten.js';
import { insertAt } from './network.js';

/** An :EvaluationPeriod above :EvaluationMetrics, in the simulation or long after it. */
export const evaluationPeriods: Generator = {
  kinds: ['evaluation-period-empty'],
  generate(fx) {
    const metrics = fx.facts
      .uses('rvi', ':EvaluationMetrics')
      .find((r) => argTokens(r).some((t) => DIAGNOSTICS.includes(t.text)));
    const start = fx.facts.uses('rvi', ':StartDate')[0];
    const date = start && argTokens(start)[0]?.text;
    if (!metrics || !date || !/^\d{4}-\d\d-\d\d$/.test(date)) return [];
    const line = lineOf(metrics.file, metrics.command.line.start);
    return [
      [`INSIDE ${addDays(date, 1)} ${addDays(date, 3)}`, 'inside the simulation'],
      [`LATER ${addDays(date, 20000)} ${addDays(date, 20300)}`, 'decades after it'],
    ].map(([args, where]) => ({
      kind: 'evaluation-period-empty',
      label: `:EvaluationPeriod ${where}`,
      edits: [insertAt(fx, metrics.file, metrics.command.line.start, [`:EvaluationPeriod ${args}`]).edit],
      at: { file: relPath(fx, metrics.file), line },
    }));
  },
};
