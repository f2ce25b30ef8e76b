import { observationsOf, seriesName } from '../../../facts/observations.js';
import type { Rule } from '../../rule.js';

/** RV429: observation weights that no observed series takes. */
export const observationWeights: Rule = {
  code: 'RV429',
  name: 'observation-weights',
  category: 'time-and-data',
  severity: 'warning',
  docs: {
    summary:
      'Each `:ObservationWeights` (or `:IrregularWeights`) series has an observed series of the same type, at the same subbasin or HRU, with the same number of values.',
    why: 'Raven pairs weights with observations by those three things only; weights that match no observed series are dropped ("Observation Weight HYDROGRAPH 1 not matched to observation time series"), and the diagnostics weigh every observation by 1.',
    fix: 'Give the weights the type, ID and number of values of the observations they weigh (the same header line).',
    source: 'ModelInitialize.cpp CModel::InitializeObservations',
    example: {
      fileType: 'rvt',
      bad: ':ObservationWeights HYDROGRAPH 1\n  2000-01-01 00:00:00 1.0 2\n  1 0\n:EndObservationWeights',
      good: ':ObservationWeights HYDROGRAPH 1\n  2000-01-01 00:00:00 1.0 3\n  1 0 1\n:EndObservationWeights',
      model: {
        rvt: ':ObservationData HYDROGRAPH 1 m3/s\n  2000-01-01 00:00:00 1.0 3\n  1.0 2.0 3.0\n:EndObservationData',
      },
    },
  },
  ravenWarnings: ['ModelInitialize#10'],
  check({ model, report }) {
    const all = observationsOf(model).filter((s) => s.kept);
    const data = all.filter((s) => s.role === 'data');
    for (const w of all.filter((s) => s.role === 'weights')) {
      const same = data.filter((d) => d.type.text === w.type.text && d.key === w.key);
      if (same.some((d) => d.count === w.count) || w.count === undefined) continue;
      const why =
        same.length === 0
          ? `no ${w.type.text} observations at ${w.id.text}`
          : `the ${w.type.text} observations at ${w.id.text} have ${same.map((d) => d.count).join(', ')} values, the weights ${w.count}`;
      report({
        at: seriesName(w).site,
        message: `these weights match no observed series (${why}): Raven drops them and warns ("Observation Weight ${w.type.text} ${w.id.text} not matched to observation time series")`,
      });
    }
  },
};
