/**
 * Mistakes Raven survives until the end of the run and then crashes on (issue 27 part 3): weights series that
 * outnumber the observed series (a segmentation fault when Raven exits, after "SIMULATION COMPLETE", RV460),
 * and an aggregate diagnostic of hydrographs by HRU group (a segmentation fault writing Diagnostics.csv, RV260);
 * each beside the same edit Raven completes on.
 */
import { DIAGNOSTICS } from '../../../../grammar/common.js';
import { argTokens } from '../../../../src/facts/args.js';
import { groupsOf } from '../../../../src/facts/groups.js';
import { networkOf } from '../../../../src/facts/network.js';
import { observationsOf } from '../../../../src/facts/observations.js';
import { beforeSoilModel } from '../../../../src/facts/rviFacts.js';
import { lineOf } from '../../../../src/facts/site.js';
import type { ProjectFile } from '../../../../src/project/project.js';
import { relPath, type Fixture, type Generator, type Mutation } from '../mutation.js';
import { evaluationPeriods } from './evaluation.js';
import { histogramBins } from './histogram.js';
import { append, baseFile } from './network.js';

/** The line the first appended line of `file` takes. */
export function appendedLine(file: ProjectFile): number {
  const end = /^[ \t]*:End[ \t]*\r?$/m.exec(file.text);
  if (end) return lineOf(file, end.index);
  return lineOf(file, file.text.length) + (file.text.endsWith('\n') || file.text.length === 0 ? 0 : 1);
}

/** `n` weights series of HYDROGRAPH at a subbasin, three values each (they weigh no observed series). */
function weightsLines(subbasin: string, n: number): string[] {
  return Array.from({ length: n }, () => [
    `:ObservationWeights HYDROGRAPH ${subbasin}`,
    '  2000-01-01 00:00:00 1.0 3',
    '  1 1 1',
    ':EndObservationWeights',
  ]).flat();
}

/** Weights series beyond the observed ones: as many as crash Raven, and one more than one (no crash). */
export const weightsOutnumber: Generator = {
  kinds: ['weights-outnumber'],
  generate(fx) {
    const rvt = baseFile(fx, 'rvt');
    const subbasin = networkOf(fx.facts).subbasins[0]?.idText;
    const series = observationsOf(fx.facts).filter((s) => s.kept);
    if (!rvt || !subbasin || series.some((s) => s.role === 'weights')) return [];
    const observed = series.length;
    const line = appendedLine(rvt);
    const out: Mutation[] = [];
    // Past the heap block of the observed list (see RV460): at least 4, and two more than observed.
    const crashing = Math.max(4, observed + 2);
    const counts = observed === 1 ? [crashing, 2] : [crashing];
    for (const n of counts) {
      out.push({
        kind: 'weights-outnumber',
        label: `${n} :ObservationWeights series for ${observed} observed series`,
        edits: [append(fx, rvt, weightsLines(subbasin, n)).edit],
        // The first weights series past the observed count (each series is four lines).
        at: { file: relPath(fx, rvt), line: line + 4 * Math.min(observed, n - 1) },
      });
    }
    return out;
  },
};

/** Whether RunDiagnostics runs at all: observations, and a metric Raven knows after :SoilModel. */
function diagnosticsRun(fx: Fixture): boolean {
  const metrics = fx.facts
    .uses('rvi', ':EvaluationMetrics')
    .filter((r) => !beforeSoilModel(fx.facts.rvi, r))
    .some((r) => argTokens(r).some((t) => DIAGNOSTICS.includes(t.text)));
  return metrics && observationsOf(fx.facts).some((s) => s.kept && s.role === 'data');
}

/** :AggregateDiagnostic of hydrographs by a new HRU group, and the same without the group and of SNOW. */
export const aggregateByHruGroup: Generator = {
  kinds: ['aggregate-diagnostic-group'],
  generate(fx) {
    const rvi = baseFile(fx, 'rvi');
    if (!rvi || !diagnosticsRun(fx) || groupsOf(fx.facts).subbasin.size > 0) return [];
    const line = appendedLine(rvi);
    const group = 'RvkitAggregated';
    return [
      [`AVERAGE HYDROGRAPH ${group}`, 1],
      ['MEDIAN HYDROGRAPH', 1],
      [`MAXIMUM SNOW ${group}`, 1],
    ].map(([args, offset]) => ({
      kind: 'aggregate-diagnostic-group',
      label: `:AggregateDiagnostic ${args}`,
      edits: [append(fx, rvi, [`:DefineHRUGroup ${group}`, `:AggregateDiagnostic ${args}`]).edit],
      at: { file: relPath(fx, rvi), line: line + Number(offset) },
    }));
  },
};

/** The late-crash generators, with the evaluation periods' (diagnostics) and the histograms' (outputs). */
export const LATE_CRASH_GENERATORS: readonly Generator[] = [
  weightsOutnumber,
  aggregateByHruGroup,
  evaluationPeriods,
  histogramBins,
];
